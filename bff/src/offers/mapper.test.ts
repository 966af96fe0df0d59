import { describe, expect, it } from 'vitest';
import { dayIn, discountPercent, indexOfferCategories, offerCategoryIdOf, toOffer, toOfferCategory, type OfferContext } from './mapper';
import { offerSchema, offersPageSchema, type UpstreamOffer } from './upstream';

const proxied = (src: string) => `/img?url=${encodeURIComponent(src)}`;
const en = { lang: 'en', fallbackLang: 'cz' } as const;

const clothing = toOfferCategory(
  {
    id: '101',
    parent_id: null,
    icon: 'mdi:tshirt-crew',
    translations: [
      { locale: 'en', name: 'Clothing' },
      { locale: 'cz', name: 'Oblečení' },
    ],
    subcategory: [{ id: '112', parent_id: '101', translations: [{ locale: 'en', name: 'Men’s clothing' }], subcategory: [] }],
  },
  en,
);

function context(overrides: Partial<OfferContext> = {}): OfferContext {
  return {
    ...en,
    today: '2026-11-22',
    shops: new Map([['1017', { id: '1017', name: 'H&M', logo: 'https://cdn.example.com/hm.svg' }]]),
    categories: indexOfferCategories([clothing]),
    ...overrides,
  };
}

function upstream(fields: Record<string, unknown> = {}): UpstreamOffer {
  return offerSchema.parse({
    id: 1501,
    company_id: 1017,
    category_ids: [112, 999],
    image: 'https://cdn.example.com/offer.jpg',
    images: ['https://cdn.example.com/offer.jpg', 'https://cdn.example.com/offer-2.jpg', 'javascript:alert(1)'],
    price: '35.99',
    original_price: '44.99',
    discount: null,
    currency: 'EUR',
    valid_from: '2026-05-01',
    valid_to: '2030-12-31',
    customer_like: null,
    translations: [
      { locale: 'en', name: 'Linen summer shirt', description: '<p onclick="x()">Breathable <strong>linen</strong>.</p><script>alert(1)</script>' },
      { locale: 'cz', name: 'Letní lněná košile', description: '<p>Prodyšný len.</p>' },
    ],
    ...fields,
  });
}

describe('toOffer', () => {
  it('is display-ready: translated name and slug, sanitised description, proxied images, prices, discount, shop, categories', () => {
    expect(toOffer(upstream(), context())).toEqual({
      id: '1501',
      name: 'Linen summer shirt',
      slug: 'linen-summer-shirt',
      description: '<p>Breathable <strong>linen</strong>.</p>',
      summary: 'Breathable linen.',
      image: proxied('https://cdn.example.com/offer.jpg'),
      images: [proxied('https://cdn.example.com/offer.jpg'), proxied('https://cdn.example.com/offer-2.jpg')],
      price: 35.99,
      originalPrice: 44.99,
      discountPercent: 20,
      currency: 'EUR',
      validFrom: '2026-05-01',
      validTo: '2030-12-31',
      expired: false,
      upcoming: false,
      shop: { id: '1017', name: 'H&M', slug: 'h-and-m', logo: proxied('https://cdn.example.com/hm.svg') },
      // An id the tree does not have (999) is left out.
      categories: [{ id: '112', parentId: '101', name: 'Men’s clothing', slug: 'mens-clothing', key: '112-mens-clothing', icon: null, children: [] }],
      liked: false,
      related: [],
    });
  });

  it('keeps the paragraphs of the plain-text summary apart', () => {
    const offer = toOffer(upstream({ translations: [{ locale: 'en', name: 'A', description: '<p>First.</p><p>Second<br>line.</p>' }] }), context());
    expect(offer.summary).toBe('First. Second line.');
  });

  it('falls back to another language, and says "Offer name missing" only when no record has a name', () => {
    expect(toOffer(upstream(), context({ lang: 'de' })).name).toBe('Letní lněná košile');
    const nameless = toOffer(upstream({ translations: [{ locale: 'en', name: ' ', description: '' }] }), context());
    expect(nameless).toMatchObject({ name: 'Offer name missing', slug: 'offer-name-missing', description: null, summary: null });
  });

  it('knows an ended offer (its last day passed in the mall) and one not started yet; a day without an end never ends', () => {
    expect(toOffer(upstream({ valid_to: '2026-11-21' }), context()).expired).toBe(true);
    expect(toOffer(upstream({ valid_to: '2026-11-22' }), context()).expired).toBe(false);
    expect(toOffer(upstream({ valid_to: null }), context())).toMatchObject({ expired: false, validTo: null });
    expect(toOffer(upstream({ valid_from: '2026-11-23T00:00:00Z' }), context())).toMatchObject({ upcoming: true, validFrom: '2026-11-23' });
  });

  it("has no shop when the platform no longer has it, no old price when it is not higher, and reads customer_like", () => {
    const offer = toOffer(upstream({ company_id: 5, original_price: '30.00', customer_like: { reaction: '' } }), context());
    expect(offer).toMatchObject({ shop: null, originalPrice: null, discountPercent: null, liked: true });
  });

  it('takes the platform percentage when there is no price, and the Czech-market currency when none is named', () => {
    expect(toOffer(upstream({ price: null, original_price: null, discount: 25, currency: null }), context())).toMatchObject({
      price: null,
      discountPercent: 25,
      currency: 'CZK',
    });
  });
});

describe('discountPercent', () => {
  it('rounds the saving to a whole percent, else takes the platform figure, and never says 0 %', () => {
    expect(discountPercent(41.99, 59.99, null)).toBe(30);
    expect(discountPercent(899, 1199, 10)).toBe(25);
    expect(discountPercent(null, null, 50)).toBe(50);
    expect(discountPercent(10, 10, 0)).toBeNull();
    expect(discountPercent(9.99, 10, null)).toBeNull();
  });
});

describe('upstream shapes', () => {
  it('reads money as a decimal string or a number, and no price from nonsense', () => {
    expect(upstream({ price: 12 }).price).toBe(12);
    expect(upstream({ price: 'abc' }).price).toBeNull();
    expect(upstream({ price: '-3' }).price).toBeNull();
  });
  it('refuses a page without its paging fields', () => {
    expect(offersPageSchema.safeParse({ data: [] }).success).toBe(false);
  });
});

describe('categories', () => {
  it("keys a category by id and slug, and reads the id back from a path's parameter", () => {
    expect(clothing).toMatchObject({ key: '101-clothing', slug: 'clothing', icon: 'mdi:tshirt-crew' });
    expect(offerCategoryIdOf('101-clothing')).toBe('101');
    expect(offerCategoryIdOf('101-obleceni')).toBe('101');
    expect(offerCategoryIdOf('101')).toBe('101');
    expect(offerCategoryIdOf('clothing')).toBeNull();
    expect(offerCategoryIdOf('x'.repeat(300))).toBeNull();
  });
  it('names a category without a name in any language by the placeholder (spec §8)', () => {
    expect(toOfferCategory({ id: '7', parent_id: null, translations: [], subcategory: [] }, en)).toMatchObject({ name: 'Category name missing', key: '7-category-name-missing' });
  });
});

describe('dayIn', () => {
  it("is the mall's calendar day, not UTC's", () => {
    expect(dayIn(new Date('2026-11-21T23:30:00Z'), 'Europe/Prague')).toBe('2026-11-22');
    expect(dayIn(new Date('2026-11-21T22:30:00Z'), 'Europe/London')).toBe('2026-11-21');
  });
});
