import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, startStack, useStack } from '../test/stack';

// The amenities' resolvers against the sandbox over real HTTP and a real Redis: pages, a category, a
// detail with its hours, the configured redirect links, bad input, an upstream failure and stale data
// while the platform is down.

interface Card {
  id: string;
  title: string;
  slug: string;
  icon: string | null;
  svgIcon: { name: string; body: string; fallback: boolean } | null;
  image: string | null;
  location: string | null;
  redirect: string | null;
}
interface ListData {
  amenities: { category: { id: string; key: string; name: string } | null; items: Card[]; currentPage: number; lastPage: number; total: number } | null;
}
interface DetailData {
  amenity: (Card & { description: string | null; floor: number | null; hours: { weekday: string; from: string | null; to: string | null; closed: boolean }[]; category: { key: string } | null }) | null;
}

const list = `query ($lang: Language!, $page: Int!, $perPage: Int!, $category: String) {
  amenities(lang: $lang, page: $page, perPage: $perPage, category: $category) {
    category { id key name } items { id title slug icon svgIcon { name body fallback } image location redirect } currentPage lastPage total
  }
}`;
const detail = `query ($lang: Language!, $id: ID!) {
  amenity(lang: $lang, id: $id) { id title slug icon image location redirect description floor hours { weekday from to closed } category { key } }
}`;

describe('amenities over the sandbox', () => {
  const stack = useStack();

  it.each(['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'])('pages the amenities of %s in every language', async (tenant) => {
    for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
      const { data, errors } = await gql<ListData>(stack().app, tenant, list, { lang, page: 1, perPage: 10 });
      expect(errors).toBeUndefined();
      const page = data!.amenities!;
      expect(page.items.length).toBe(Math.min(10, page.total));
      for (const item of page.items) {
        expect(item.title).not.toMatch(/missing/i);
        expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(item.icon).toMatch(/^mdi:/);
        // Every icon the sandbox names is in the set the bff bundles, drawn with the data.
        expect(item.svgIcon, item.icon!).toMatchObject({ name: item.icon, fallback: false });
        expect(item.svgIcon!.body).toMatch(/^<path /);
      }
    }
  });

  it('sends the configured amenities elsewhere: a route of ours in the language asked, or an address', async () => {
    const cz = await gql<ListData>(stack().app, 'aupark', list, { lang: 'cz', page: 1, perPage: 10 });
    const items = cz.data!.amenities!.items;
    expect(items.find((a) => a.id === '1301')!.redirect).toBe('/cz/parkovani');
    expect(items.find((a) => a.id === '1302')!.redirect).toBe('https://www.aupark.sk/wifi');
    expect(items.filter((a) => a.redirect !== null)).toHaveLength(2);
    const en = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'en', id: '1301' });
    expect(en.data!.amenity!.redirect).toBe('/en/parking');
  });

  it('gives an amenity with its hours, where it is and its category', async () => {
    const { data, errors } = await gql<DetailData>(stack().app, 'galerieharfa', detail, { lang: 'de', id: '2306' });
    expect(errors).toBeUndefined();
    expect(data!.amenity).toMatchObject({ title: 'Information', slug: 'information', floor: 0, location: 'Erdgeschoss, zentrales Atrium', redirect: null, category: { key: '953-komfort-and-service' } });
    expect(data!.amenity!.description).toContain('<strong>Rollstühlen</strong>');
    expect(data!.amenity!.hours).toHaveLength(7);
    expect(data!.amenity!.hours[6]).toEqual({ weekday: 'sunday', from: '10:00', to: '20:00', closed: false });
    const lockers = await gql<DetailData>(stack().app, 'galerieharfa', detail, { lang: 'en', id: '2311' });
    expect(lockers.data!.amenity!.hours[6]).toEqual({ weekday: 'sunday', from: null, to: null, closed: true });
    const toilets = await gql<DetailData>(stack().app, 'galerieharfa', detail, { lang: 'en', id: '2304' });
    expect(toilets.data!.amenity!.hours).toEqual([]);
  });

  it('falls back to another language when one is missing', async () => {
    const { data } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'sk', id: '1310' });
    expect(data!.amenity!.title).toBe('Taxi stand');
  });

  it('filters by category key and answers null for one that does not exist', async () => {
    const families = await gql<ListData>(stack().app, 'novoplaza', list, { lang: 'sk', page: 1, perPage: 10, category: '952' });
    expect(families.data!.amenities!.category).toEqual({ id: '952', key: '952-pre-rodiny', name: 'Pre rodiny' });
    expect(families.data!.amenities!.items.map((a) => a.id)).toEqual(['3303', '3309']);
    for (const key of ['1-fashion', 'abc', 'x'.repeat(2000)]) {
      const none = await gql<ListData>(stack().app, 'novoplaza', list, { lang: 'sk', page: 1, perPage: 10, category: key });
      expect(none.errors).toBeUndefined();
      expect(none.data!.amenities).toBeNull();
    }
  });

  it('answers past the end with no items, null for unknown ids, BAD_USER_INPUT for a bad size', async () => {
    const past = await gql<ListData>(stack().app, 'beta', list, { lang: 'en', page: 2, perPage: 10 });
    expect(past.data!.amenities).toMatchObject({ items: [], currentPage: 2, lastPage: 1, total: 5 });
    for (const id of ['5399', '1301', 'abc']) {
      const { data, errors } = await gql<DetailData>(stack().app, 'beta', detail, { lang: 'en', id });
      expect(errors).toBeUndefined();
      expect(data!.amenity).toBeNull();
    }
    const bad = await gql<ListData>(stack().app, 'beta', list, { lang: 'en', page: 1, perPage: 7 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    stack().sandbox.knobs.setMode('failing');
    const { errors } = await gql<DetailData>(stack().app, 'europasc', detail, { lang: 'en', id: '4305' });
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('serves stale amenities while the platform is down', async () => {
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { catalog: short, settings: short } });
    try {
      const warm = await gql<ListData>(quick.app, 'europasc', list, { lang: 'de', page: 2, perPage: 8 });
      expect(warm.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<ListData>(quick.app, 'europasc', list, { lang: 'de', page: 2, perPage: 8 });
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(warm.data);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
