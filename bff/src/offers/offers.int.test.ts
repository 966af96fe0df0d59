import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, startStack, useStack } from '../test/stack';

// The offers' queries against the sandbox over real HTTP and a real Redis (sandbox/CONTRACT.md
// "products"): paging of current offers only, categories by key, one offer with its related offers, a
// shop's offers, bad input answered with a code, an upstream failure, and stale data while the
// sandbox is down.

const listQuery = /* GraphQL */ `
  query List($lang: Language!, $page: Int!, $perPage: Int!, $category: String) {
    offers(lang: $lang, page: $page, perPage: $perPage, category: $category) {
      category { id key name }
      currentPage lastPage perPage total
      offers { id name slug price originalPrice discountPercent currency validTo expired upcoming shop { id name slug } categories { id key } }
    }
  }
`;

const detailQuery = /* GraphQL */ `
  query Detail($lang: Language!, $id: ID!, $count: Int) {
    offer(lang: $lang, id: $id) {
      id name slug description summary image images expired liked
      shop { id name slug }
      categories { id key name }
      related(count: $count) { id expired categories { id } }
    }
  }
`;

interface Offer {
  id: string;
  name: string;
  slug: string;
  price: number | null;
  originalPrice: number | null;
  discountPercent: number | null;
  currency: string;
  validTo: string | null;
  expired: boolean;
  upcoming: boolean;
  shop: { id: string; name: string; slug: string } | null;
  categories: { id: string; key: string }[];
}
interface List {
  offers: { category: { id: string; key: string; name: string } | null; currentPage: number; lastPage: number; perPage: number; total: number; offers: Offer[] } | null;
}
interface Detail {
  offer: {
    id: string;
    name: string;
    slug: string;
    description: string | null;
    summary: string | null;
    image: string | null;
    images: string[];
    expired: boolean;
    liked: boolean;
    shop: { id: string; name: string; slug: string } | null;
    categories: { id: string; key: string; name: string }[];
    related: { id: string; expired: boolean; categories: { id: string }[] }[];
  } | null;
}

const list = (tenant: string, variables: Record<string, unknown>) => (app: Parameters<typeof gql>[0]) =>
  gql<List>(app, tenant, listQuery, { lang: 'en', page: 1, perPage: 10, ...variables });

describe('offers', () => {
  const stack = useStack();

  it('pages the current offers of a tenant: ended ones are never counted nor listed', async () => {
    const first = await list('aupark', {})(stack().app);
    expect(first.errors).toBeUndefined();
    const page = first.data!.offers!;
    // aupark: 21 offers seeded, two of them ended in 2026 (sandbox/src/data/offers.ts).
    expect(page).toMatchObject({ category: null, currentPage: 1, lastPage: 2, perPage: 10, total: 19 });
    expect(page.offers).toHaveLength(10);
    const second = (await list('aupark', { page: 2 })(stack().app)).data!.offers!;
    expect(second.offers).toHaveLength(9);
    const all = [...page.offers, ...second.offers];
    expect(new Set(all.map((o) => o.id)).size).toBe(19);
    expect(all.some((o) => o.expired)).toBe(false);
    expect(all.map((o) => o.name)).not.toContain('Summer sale');
    // The upcoming January sale is listed, and said to be upcoming.
    expect(all.find((o) => o.name.startsWith('January sale'))?.upcoming).toBe(true);
    // Display-ready: shop with its slug, prices, discount, the tenant's currency.
    const shirt = all.find((o) => o.id === '1501')!;
    expect(shirt).toMatchObject({ name: 'Linen summer shirt', slug: 'linen-summer-shirt', price: 35.99, originalPrice: 44.99, discountPercent: 20, currency: 'EUR', shop: { name: 'Zara', slug: 'zara' } });
    const czk = (await list('novoplaza', {})(stack().app)).data!.offers!.offers[0]!;
    expect(czk.currency).toBe('CZK');
  });

  it('answers a page past the end with no offers, and refuses a bad page or page size with a code', async () => {
    const past = (await list('aupark', { page: 5 })(stack().app)).data!.offers!;
    expect(past).toMatchObject({ currentPage: 5, lastPage: 2, offers: [] });
    for (const variables of [{ page: 0 }, { page: 100_000 }, { perPage: 7 }, { perPage: 100 }]) {
      const reply = await list('aupark', variables)(stack().app);
      expect(reply.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    // A huge page size never reaches the resolver: the cost limit refuses it first.
    expect((await list('aupark', { perPage: 1000 })(stack().app)).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    const notANumber = await list('aupark', { page: 'abc' })(stack().app);
    expect(notANumber.status).toBe(400);
    expect(notANumber.errors?.[0]?.message).toMatch(/Int/);
  });

  it('lists a category with its subcategories, by its key in any language, and nothing for an unknown one', async () => {
    const clothing = (await list('aupark', { category: '101-clothing', perPage: 48 })(stack().app)).data!.offers!;
    expect(clothing.category).toEqual({ id: '101', key: '101-clothing', name: 'Clothing' });
    // Men's clothing (112) is under Clothing (101).
    expect(clothing.offers.map((o) => o.id)).toContain('1501');
    expect(clothing.offers.every((o) => o.categories.some((c) => ['101', '111', '112'].includes(c.id)))).toBe(true);
    const czech = (await gql<List>(stack().app, 'aupark', listQuery, { lang: 'cz', page: 1, perPage: 48, category: '101-clothing' })).data!.offers!;
    expect(czech.category).toEqual({ id: '101', key: '101-obleceni', name: 'Oblečení' });
    expect(czech.total).toBe(clothing.total);
    for (const category of ['999-nothing', 'clothing', 'x'.repeat(2000), '']) {
      const reply = await list('aupark', { category })(stack().app);
      expect(reply.errors, category.slice(0, 20)).toBeUndefined();
      expect(reply.data!.offers, category.slice(0, 20)).toBeNull();
    }
  });

  it('gives one offer with its sanitised description, its categories and related current offers', async () => {
    const { data, errors } = await gql<Detail>(stack().app, 'aupark', detailQuery, { lang: 'sk', id: '1505', count: 4 });
    expect(errors).toBeUndefined();
    const offer = data!.offer!;
    expect(offer).toMatchObject({ name: 'Pleťové sérum s vitamínom C', slug: 'pletove-serum-s-vitaminom-c', expired: false, liked: false, shop: { name: 'dm drogerie markt' } });
    expect(offer.description).not.toMatch(/script|onclick|javascript:/);
    expect(offer.description).toContain('<a href="https://www.example.com/serum"');
    expect(offer.summary).toBe('Rozjasňujúce sérum, 30 ml. Viac Zloženie');
    expect(offer.images[0]).toBe(offer.image);
    expect(offer.image).toMatch(/^\/img\?url=/);
    expect(offer.related.length).toBeGreaterThan(0);
    expect(offer.related.length).toBeLessThanOrEqual(4);
    expect(offer.related.map((r) => r.id)).not.toContain('1505');
    expect(offer.related.some((r) => r.expired)).toBe(false);
  });

  it("answers an ended offer's page (marked), null for an unknown id or one that is not a number, and refuses a bad related count", async () => {
    const ended = await gql<Detail>(stack().app, 'aupark', detailQuery, { lang: 'en', id: '1520' });
    expect(ended.data!.offer).toMatchObject({ name: 'Summer sale', expired: true });
    for (const id of ['9999', 'abc', '1'.repeat(40), '2501']) {
      // 2501 is galerieharfa's: never another tenant's offer.
      const reply = await gql<Detail>(stack().app, 'aupark', detailQuery, { lang: 'en', id });
      expect(reply.errors, id).toBeUndefined();
      expect(reply.data!.offer, id).toBeNull();
    }
    const badCount = await gql<Detail>(stack().app, 'aupark', detailQuery, { lang: 'en', id: '1501', count: 5 });
    expect(badCount.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("falls back to another language's name when the offer has none in the page's language, and to the placeholder when none has", async () => {
    const de = (await list('aupark', { perPage: 48 })(stack().app)).data!.offers!.offers;
    const germanList = (await gql<List>(stack().app, 'aupark', listQuery, { lang: 'de', page: 1, perPage: 48 })).data!.offers!.offers;
    const book = germanList.find((o) => de.find((e) => e.id === o.id)?.name === 'Second book free');
    // aupark's fallback language is Slovak.
    expect(book?.name).toBe('Druhá kniha zadarmo');
    const beta = (await gql<List>(stack().app, 'beta', listQuery, { lang: 'en', page: 1, perPage: 48 })).data!.offers!.offers;
    expect(beta.find((o) => o.name === 'Offer name missing')?.slug).toBe('offer-name-missing');
  });

  it("puts a shop's current offers on the shop", async () => {
    const query = /* GraphQL */ `
      query ShopOffers($lang: Language!, $id: ID!) {
        shop(lang: $lang, id: $id) { id offers(lang: $lang, count: 3) { id shop { id } } }
      }
    `;
    const { data, errors } = await gql<{ shop: { id: string; offers: { id: string; shop: { id: string } }[] } | null }>(stack().app, 'aupark', query, { lang: 'en', id: '1002' });
    expect(errors).toBeUndefined();
    // dm drogerie markt (1002) gives the serum and the perfume set.
    expect(data!.shop!.offers.map((o) => o.id).sort()).toEqual(['1505', '1506']);
    expect(data!.shop!.offers.every((o) => o.shop.id === '1002')).toBe(true);
  });

  it('answers UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    stack().sandbox.knobs.setMode('failing');
    const reply = await list('europasc', { page: 2 })(stack().app);
    expect(reply.data?.offers ?? null).toBeNull();
    expect(reply.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('serves stale offers while the sandbox is down', async () => {
    const short = { freshMs: 300, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { settings: short, mall: short, catalog: short } });
    try {
      const warm = await gql<List>(quick.app, 'galerieharfa', listQuery, { lang: 'cz', page: 1, perPage: 10 });
      const detail = await gql<Detail>(quick.app, 'galerieharfa', detailQuery, { lang: 'cz', id: '2501' });
      expect(warm.errors).toBeUndefined();
      expect(detail.data!.offer?.name).toBe('Letní lněná košile');
      await new Promise((resolve) => setTimeout(resolve, 400)); // past the fresh time
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<List>(quick.app, 'galerieharfa', listQuery, { lang: 'cz', page: 1, perPage: 10 });
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(warm.data);
      const again = await gql<Detail>(quick.app, 'galerieharfa', detailQuery, { lang: 'cz', id: '2501' });
      expect(again.data!.offer?.name).toBe('Letní lněná košile');
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
