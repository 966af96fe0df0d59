import { describe, expect, it } from 'vitest';
import { groupByLetter, indexCategories, letterOf, relatedShops, shopsInCategory, shopWeek, toCategory, toHeroBanners, toLocales, toShop } from './mapper';
import type { UpstreamCategory, UpstreamShop } from './upstream';

const en = { lang: 'en', fallbackLang: 'cz' } as const;
const image = 'https://cdn.example.com/banner.jpg';
const proxied = (src: string) => `/img?url=${encodeURIComponent(src)}`;

describe('toHeroBanners', () => {
  it('maps a known type with its detail: translated title, slug, proxied images', () => {
    const [banner] = toHeroBanners(
      [{ type: 'event', detail: { id: '7', image, image_wide: null, translations: [{ locale: 'cz', title: 'Letní výprodej', description: 'Slevy' }] } }],
      en,
    );
    expect(banner).toEqual({
      type: 'event',
      id: '7',
      title: 'Letní výprodej',
      description: 'Slevy',
      image: proxied(image),
      imageWide: proxied(image),
      slug: 'letni-vyprodej',
    });
  });
  it('skips unknown types and empty details', () => {
    expect(toHeroBanners([{ type: 'poll', detail: { id: '1', translations: [] } }, { type: 'news', detail: null }, { type: 'news' }], en)).toEqual([]);
  });
  it("titles a company by its brand name when no translation has a title, else by the placeholder", () => {
    const [company, news] = toHeroBanners(
      [
        { type: 'company', detail: { id: '1', name: 'H&M', translations: [] } },
        { type: 'news', detail: { id: '2', translations: [] } },
      ],
      en,
    );
    expect(company).toMatchObject({ title: 'H&M', slug: 'h-and-m', description: null, image: null });
    expect(news).toMatchObject({ title: 'Title missing', slug: 'title-missing' });
  });
});

describe('toShop', () => {
  const shop: UpstreamShop = {
    id: '12',
    name: 'Tchibo Café',
    logo: 'https://cdn.example.com/tchibo.png',
    website: 'www.tchibo.sk',
    floor: 1,
    gallery: [],
    translations: [{ locale: 'en', company_category: 'Coffee', description: '' }],
  };
  it('is display-ready: slug, proxied logo, normalised website, translations', () => {
    expect(toShop(shop, en)).toEqual({
      id: '12',
      name: 'Tchibo Café',
      slug: 'tchibo-cafe',
      logo: proxied('https://cdn.example.com/tchibo.png'),
      image: null,
      category: 'Coffee',
      description: null,
      summary: null,
      floor: 1,
      unit: null,
      website: 'http://www.tchibo.sk',
      phone: null,
      email: null,
      gallery: [],
      social: [],
      loyaltyPartner: false,
      openingHours: null,
      today: null,
      categories: [],
    });
  });
  it('sanitises the rich-text description and gives its plain text as the summary', () => {
    const rich = toShop({ ...shop, translations: [{ locale: 'en', description: '<p onclick="x()">Fresh <b>coffee</b></p><script>alert(1)</script>' }] }, en);
    expect(rich.description).toBe('<p>Fresh <b>coffee</b></p>');
    expect(rich.summary).toBe('Fresh coffee');
  });
  it('links only http(s) social profiles, proxies the gallery and keeps the loyalty flag', () => {
    const result = toShop(
      { ...shop, facebook: 'https://facebook.com/tchibo', instagram: 'javascript:alert(1)', tiktok: null, gallery: ['https://cdn.example.com/1.jpg', 'not a url'], is_loyalty_partner: true },
      en,
    );
    expect(result.social).toEqual([{ network: 'facebook', url: 'https://facebook.com/tchibo' }]);
    expect(result.gallery).toEqual([proxied('https://cdn.example.com/1.jpg')]);
    expect(result.loyaltyPartner).toBe(true);
  });
  it("names its categories from the tree, with their list keys; the platform's category text first, else the first category's name", () => {
    const categories = indexCategories([toCategory({ id: '1', parent_id: null, translations: [{ locale: 'en', name: 'Fashion & Shoes' }], subcategory: [] }, en)]);
    const result = toShop({ ...shop, category_ids: ['1', '99'], translations: [] }, { ...en, categories });
    expect(result.categories).toEqual([{ id: '1', name: 'Fashion & Shoes', key: '1-fashion-and-shoes' }]);
    expect(result.category).toBe('Fashion & Shoes');
  });
  it("has its own week and today's hours in the mall's time zone, or none when it keeps the mall's hours", () => {
    const days = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { from: '07:00', to: '22:00', is_closed: d === 'sunday' }]));
    // 2026-11-23 is a Monday; 23:30 UTC on Sunday is already Monday in Bratislava.
    const result = toShop({ ...shop, opening_hours: days }, { ...en, timeZone: 'Europe/Bratislava', now: new Date('2026-11-22T23:30:00Z') });
    expect(result.openingHours).toHaveLength(7);
    expect(result.openingHours?.[6]).toEqual({ weekday: 'sunday', from: null, to: null, closed: true });
    expect(result.today).toEqual({ weekday: 'monday', from: '07:00', to: '22:00' });
    expect(toShop({ ...shop, opening_hours: days }, { ...en, timeZone: 'Europe/Bratislava', now: new Date('2026-11-22T12:00:00Z') }).today).toBeNull();
    expect(shopWeek(null)).toBeNull();
  });
});

describe('toCategory', () => {
  const tree: UpstreamCategory = {
    id: '1',
    parent_id: null,
    icon: 'fashion',
    translations: [{ locale: 'en', name: 'Fashion & Shoes' }],
    subcategory: [{ id: '2', parent_id: '1', icon: 'https://cdn.example.com/shoe.svg', translations: [], subcategory: [] }],
  };
  it('maps the tree with list keys, keeps a named icon as it is and proxies an icon URL', () => {
    expect(toCategory(tree, en)).toEqual({
      id: '1',
      parentId: null,
      name: 'Fashion & Shoes',
      slug: 'fashion-and-shoes',
      key: '1-fashion-and-shoes',
      icon: 'fashion',
      shopCount: 0,
      children: [
        { id: '2', parentId: '1', name: 'Translation is missing', slug: 'translation-is-missing', key: '2-translation-is-missing', icon: proxied('https://cdn.example.com/shoe.svg'), children: [], shopCount: 0 },
      ],
    });
  });
});

describe('letters (the A–Z list)', () => {
  it('fold diacritics and put digits and signs under #', () => {
    expect(letterOf('Ľudovít')).toBe('L');
    expect(letterOf('Česká spořitelna')).toBe('C');
    expect(letterOf('Štefánik')).toBe('S');
    expect(letterOf('4Home')).toBe('#');
    expect(letterOf(' Zara')).toBe('Z');
  });
  it('group shops A to Z with # last, each group in the language order', () => {
    const shop = (name: string) => ({ ...toShop({ id: name, name, gallery: [], translations: [] }, en) });
    const groups = groupByLetter(['Zara', 'Café Bistro Ľudovít', 'Ľudovít', 'Lego', 'CCC', 'Česká spořitelna', '4Home', 'Albert'].map(shop), 'cz');
    expect(groups.map((g) => g.letter)).toEqual(['A', 'C', 'L', 'Z', '#']);
    expect(groups.find((g) => g.letter === 'C')?.shops.map((s) => s.name)).toEqual(['Café Bistro Ľudovít', 'CCC', 'Česká spořitelna']);
    expect(groups.find((g) => g.letter === 'L')?.shops.map((s) => s.name)).toEqual(['Lego', 'Ľudovít']);
  });
});

describe('categories and related shops', () => {
  const tree = [
    toCategory(
      {
        id: '1',
        parent_id: null,
        translations: [{ locale: 'en', name: 'Fashion' }],
        subcategory: [{ id: '11', parent_id: '1', translations: [{ locale: 'en', name: 'Women' }], subcategory: [] }],
      },
      en,
    ),
    toCategory({ id: '2', parent_id: null, translations: [{ locale: 'en', name: 'Food' }], subcategory: [] }, en),
  ];
  const shops = [
    { id: 'a', name: 'Zara', category_ids: ['11', '1'] },
    { id: 'b', name: 'Albert', category_ids: ['2'] },
    { id: 'c', name: 'H&M', category_ids: ['11'] },
    { id: 'd', name: 'CCC', category_ids: ['1'] },
    { id: 'e', name: 'Reserved', category_ids: null },
  ];
  it('index every node with its descendants', () => {
    const index = indexCategories(tree);
    expect([...(index.subtree.get('1') ?? [])]).toEqual(['1', '11']);
    expect(index.byId.get('11')?.key).toBe('11-women');
    expect(shopsInCategory(shops, index.subtree.get('1') ?? new Set()).map((s) => s.id)).toEqual(['a', 'c', 'd']);
  });
  it('relate the shops sharing most categories first, then by name, without the shop itself, at most count', () => {
    const collator = new Intl.Collator('en');
    expect(relatedShops({ id: 'a', categoryIds: ['11', '1'] }, shops, 8, collator).map((s) => s.id)).toEqual(['d', 'c']);
    expect(relatedShops({ id: 'c', categoryIds: ['11'] }, shops, 8, collator).map((s) => s.id)).toEqual(['a']);
    expect(relatedShops({ id: 'a', categoryIds: ['11', '1'] }, shops, 1, collator)).toHaveLength(1);
    expect(relatedShops({ id: 'e', categoryIds: [] }, shops, 8, collator)).toEqual([]);
  });
});

describe('toLocales', () => {
  it("keeps the site's languages only, named by the platform or by their code", () => {
    expect(
      toLocales([
        { locale: 'cz', name: 'Čeština' },
        { locale: 'pl', name: 'Polski' },
        { locale: 'de', name: null },
      ]),
    ).toEqual([
      { language: 'cz', name: 'Čeština' },
      { language: 'de', name: 'de' },
    ]);
  });
});
