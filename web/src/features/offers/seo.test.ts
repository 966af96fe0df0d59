import { describe, expect, it } from 'vitest';
import type { OfferPageQuery } from '../../graphql/generated';
import { offerPageHead, offerStructuredData } from './seo';

function data(overrides: Record<string, unknown> = {}): OfferPageQuery {
  return {
    settings: { offersLayout: 'grid' },
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
    offer: {
      id: '1501',
      name: 'Linen summer shirt',
      slug: 'linen-summer-shirt',
      summary: 'Breathable linen.',
      image: '/img?url=a',
      images: ['/img?url=a', '/img?url=b'],
      price: 35.99,
      originalPrice: 44.99,
      discountPercent: 20,
      currency: 'EUR',
      validFrom: '2026-05-01',
      validTo: '2030-12-31',
      expired: false,
      shop: { id: '1017', name: 'Zara', slug: 'zara', logo: null },
      ...overrides,
    },
  } as unknown as OfferPageQuery;
}

describe('offer structured data', () => {
  it('gives the way to the offer and the product with its price, validity and seller', () => {
    const [crumbs, product] = offerStructuredData(data(), 'cz', 'Nabídky');
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Aupark', item: '/cz' },
        { position: 2, name: 'Nabídky', item: '/cz/nabidky' },
        { position: 3, name: 'Linen summer shirt', item: '/cz/nabidka/1501/linen-summer-shirt' },
      ],
    });
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen summer shirt',
      url: '/cz/nabidka/1501/linen-summer-shirt',
      description: 'Breathable linen.',
      image: ['/img?url=a', '/img?url=b'],
      offers: {
        '@type': 'Offer',
        price: '35.99',
        priceCurrency: 'EUR',
        url: '/cz/nabidka/1501/linen-summer-shirt',
        availability: 'https://schema.org/InStoreOnly',
        validFrom: '2026-05-01',
        priceValidUntil: '2030-12-31',
        seller: { '@type': 'Store', name: 'Zara', url: '/cz/obchod/1017/zara' },
      },
    });
  });

  it('leaves the product out for an offer without a price or one that has ended', () => {
    expect(offerStructuredData(data({ price: null }), 'en', 'Offers')).toHaveLength(1);
    expect(offerStructuredData(data({ expired: true }), 'en', 'Offers')).toHaveLength(1);
  });

  it("names the list in the head's breadcrumb by the layout", () => {
    const t = (key: string) => key;
    const head = offerPageHead(data(), { lang: 'en', params: {}, t });
    expect(head.title).toBe('offers:head.offerTitle');
    expect((head.jsonLd![0] as unknown as { itemListElement: { name: string }[] }).itemListElement[1]!.name).toBe('offers:title');
  });
});
