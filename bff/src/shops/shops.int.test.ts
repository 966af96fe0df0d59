import { describe, expect, it } from 'vitest';
import { gql, useStack } from '../test/stack';

// The shops' queries against the sandbox over HTTP and a real Redis (issue 8): the A–Z list, the
// category tree with counts, a category's pages, one shop with its related shops; bad input, an
// upstream error, and stale data while the sandbox is down.

const card = 'id name slug logo category floor';

const landingQuery = /* GraphQL */ `
  query Landing($lang: Language!) {
    categories(lang: $lang) { id key name shopCount children { id key shopCount } }
    shopsByLetter(lang: $lang) { letter shops { ${card} } }
  }
`;

const categoryQuery = /* GraphQL */ `
  query Category($lang: Language!, $category: String!, $page: Int!, $perPage: Int!) {
    shopsInCategory(lang: $lang, category: $category, page: $page, perPage: $perPage) {
      category { id key name }
      shops { ${card} }
      currentPage lastPage perPage total
    }
  }
`;

const shopQuery = /* GraphQL */ `
  query Shop($lang: Language!, $id: ID!, $count: Int = 8) {
    shop(lang: $lang, id: $id) {
      ${card} description summary website gallery social { network url } loyaltyPartner unit
      openingHours { weekday from to closed } today { from to }
      categories { id name key }
      related(count: $count) { ${card} }
    }
  }
`;

interface Card {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  category: string | null;
  floor: number | null;
}
interface CategoryNode {
  id: string;
  key: string;
  name: string;
  shopCount: number;
  children: { id: string; key: string; shopCount: number }[];
}
interface Landing {
  categories: CategoryNode[];
  shopsByLetter: { letter: string; shops: Card[] }[];
}
interface CategoryPage {
  shopsInCategory: { category: { id: string; key: string; name: string }; shops: Card[]; currentPage: number; lastPage: number; perPage: number; total: number } | null;
}
interface ShopDetail {
  shop:
    | (Card & {
        description: string | null;
        summary: string | null;
        website: string | null;
        gallery: string[];
        social: { network: string; url: string }[];
        loyaltyPartner: boolean;
        unit: string | null;
        openingHours: { weekday: string }[] | null;
        today: { from: string; to: string } | null;
        categories: { id: string; name: string; key: string }[];
        related: Card[];
      })
    | null;
}

describe('shops (catalog) against the sandbox', () => {
  const stack = useStack();

  it('lists every shop A to Z with diacritics folded, and counts shops per category with its subcategories', async () => {
    const { data, errors } = await gql<Landing>(stack().app, 'europasc', landingQuery, { lang: 'sk' });
    expect(errors).toBeUndefined();
    const groups = data!.shopsByLetter;
    expect(groups.reduce((sum, g) => sum + g.shops.length, 0)).toBe(21);
    expect(groups.find((g) => g.letter === 'L')?.shops.map((s) => s.name)).toContain('Ľudová tvorba');
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort());
    expect(groups.some((g) => g.letter === 'Ľ')).toBe(false);

    const fashion = data!.categories.find((c) => c.id === '1')!;
    expect(fashion.key).toBe('1-moda');
    const childSum = fashion.children.reduce((sum, c) => sum + c.shopCount, 0);
    // A shop in two subcategories counts once for the parent.
    expect(fashion.shopCount).toBeGreaterThan(0);
    expect(fashion.shopCount).toBeLessThanOrEqual(childSum);
  });

  it('pages a category by name, 10 a page, and answers an empty page past the end', async () => {
    const first = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category: '1-fashion', page: 1, perPage: 10 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.shopsInCategory!;
    expect(page.category).toEqual({ id: '1', key: '1-fashion', name: 'Fashion' });
    expect(page.perPage).toBe(10);
    expect(page.shops.length).toBe(Math.min(10, page.total));
    expect(page.lastPage).toBe(Math.max(1, Math.ceil(page.total / 10)));
    const names = page.shops.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const small = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category: '1-fashion', page: 2, perPage: 2 });
    expect(small.data!.shopsInCategory!.shops.map((s) => s.name)).toEqual(names.slice(2, 4));

    const past = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category: '1-fashion', page: page.lastPage + 1, perPage: 10 });
    expect(past.errors).toBeUndefined();
    expect(past.data!.shopsInCategory).toMatchObject({ shops: [], currentPage: page.lastPage + 1, lastPage: page.lastPage });
  });

  it('finds a category by its id whatever the slug, and none for an unknown or unreadable key', async () => {
    const other = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'cz', category: '11-women', page: 1, perPage: 10 });
    expect(other.errors).toBeUndefined();
    expect(other.data!.shopsInCategory!.category.key).toBe('11-damska-moda');
    for (const category of ['999-nothing', 'abc', '', `1-${'x'.repeat(2000)}`]) {
      const answer = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category, page: 1, perPage: 10 });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.shopsInCategory).toBeNull();
    }
  });

  it('refuses a bad page or page size with BAD_USER_INPUT, and a page that is not a number at validation', async () => {
    const zero = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category: '1-fashion', page: 0, perPage: 10 });
    expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const size = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category: '1-fashion', page: 1, perPage: 7 });
    expect(size.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const text = await gql<CategoryPage>(stack().app, 'aupark', categoryQuery, { lang: 'en', category: '1-fashion', page: 'abc', perPage: 10 });
    expect(text.status).toBe(400);
    expect(text.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows one shop: sanitised description, its categories with keys, related shops of its categories', async () => {
    const landing = await gql<Landing>(stack().app, 'aupark', landingQuery, { lang: 'en' });
    const all = landing.data!.shopsByLetter.flatMap((g) => g.shops);
    // The fourth shop of every tenant carries a script in its description (sandbox/CONTRACT.md).
    const unsafe = all.find((s) => s.id === '1004')!;
    const { data, errors } = await gql<ShopDetail>(stack().app, 'aupark', shopQuery, { lang: 'en', id: unsafe.id });
    expect(errors).toBeUndefined();
    const shop = data!.shop!;
    expect(shop.name).toBe(unsafe.name);
    expect(shop.description).toContain('<strong>');
    expect(shop.description).not.toMatch(/<script|onclick/);
    expect(shop.summary).not.toContain('<');
    expect(shop.gallery).toHaveLength(3);
    expect(shop.gallery[0]).toMatch(/^\/img\?url=/);
    expect(shop.categories.length).toBeGreaterThan(0);
    expect(shop.categories[0]!.key).toMatch(/^\d+-[a-z0-9-]+$/);
    expect(shop.related.length).toBeGreaterThan(0);
    expect(shop.related.length).toBeLessThanOrEqual(8);
    expect(shop.related.map((s) => s.id)).not.toContain(shop.id);

    const three = await gql<ShopDetail>(stack().app, 'aupark', shopQuery, { lang: 'en', id: '1001', count: 3 });
    expect(three.data!.shop!.related.length).toBeLessThanOrEqual(3);
    const badCount = await gql<ShopDetail>(stack().app, 'aupark', shopQuery, { lang: 'en', id: '1001', count: 5 });
    expect(badCount.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("gives a shop with hours of its own its week and today's hours, and none to a shop that keeps the mall's", async () => {
    // galerieharfa's first shop is Kaufland (grocery hours); its second, Knihy Dobrovský, keeps the mall's.
    const own = await gql<ShopDetail>(stack().app, 'galerieharfa', shopQuery, { lang: 'cz', id: '2001' });
    expect(own.data!.shop!.name).toBe('Kaufland');
    expect(own.data!.shop!.openingHours).toHaveLength(7);
    expect(own.data!.shop!.today).not.toBeNull();
    const mall = await gql<ShopDetail>(stack().app, 'galerieharfa', shopQuery, { lang: 'cz', id: '2002' });
    expect(mall.data!.shop!.openingHours).toBeNull();
    expect(mall.data!.shop!.today).toBeNull();
  });

  it('answers null for an unknown id, an id that is not a number, and a shop of another tenant', async () => {
    for (const id of ['999999', 'abc', '1 OR 1=1', '../settings', '2001']) {
      const { data, errors } = await gql<ShopDetail>(stack().app, 'aupark', shopQuery, { lang: 'en', id });
      expect(errors).toBeUndefined();
      expect(data!.shop).toBeNull();
    }
  });

  it('answers UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached, never a 500', async () => {
    stack().sandbox.knobs.setMode('failing');
    const { status, data, errors } = await gql<ShopDetail>(stack().app, 'novoplaza', shopQuery, { lang: 'de', id: '3001' });
    expect(status).toBe(200);
    expect(data?.shop ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('serves the cached shops while the sandbox is down (stale data)', async () => {
    const before = await gql<Landing>(stack().app, 'beta', landingQuery, { lang: 'de' });
    expect(before.errors).toBeUndefined();
    const detail = await gql<ShopDetail>(stack().app, 'beta', shopQuery, { lang: 'de', id: '5001' });
    expect(detail.data!.shop).not.toBeNull();
    stack().sandbox.knobs.setMode('down');
    const after = await gql<Landing>(stack().app, 'beta', landingQuery, { lang: 'de' });
    expect(after.errors).toBeUndefined();
    expect(after.data).toEqual(before.data);
    const again = await gql<ShopDetail>(stack().app, 'beta', shopQuery, { lang: 'de', id: '5001' });
    expect(again.data!.shop?.id).toBe('5001');
  });
});
