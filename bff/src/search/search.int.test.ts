import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, hostOf, useStack } from '../test/stack';

// Search through the whole stack (issue 8): the sandbox over real HTTP and a real Redis. The index is
// built in the background on first use while the platform's search answers; it is rebuilt when the
// cache holds new copies (after a purge); it keeps answering with stale data while the platform is
// down; bad input is a coded GraphQL error, never a 500.
//
// Results only ever link to live detail screens, and which are live is the web build's to say: this
// test runs on a stand-in build whose only live routes are search and shop detail, so it does not
// depend on which screens the real build has today.

/** A stand-in web build whose only live routes are `liveRoutes`. */
function standInBuild(liveRoutes: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'search-web-'));
  mkdirSync(join(dir, 'client'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export const liveRoutes = ${JSON.stringify(liveRoutes)};
export const operations = [];
export const pageFolders = {};
export const persistedOperations = {};
export async function render() { throw new Error('not a page test'); }`,
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dist = standInBuild(['search', 'shop']);
const everyDetail = standInBuild(['search', 'shop', 'offer', 'reward', 'amenity']);

const searchQuery = /* GraphQL */ `
  query Search($lang: Language!, $query: String!, $perGroup: Int) {
    search(lang: $lang, query: $query, perGroup: $perGroup) {
      query
      total
      source
      groups { type total hits { type id title slug path description category image } }
    }
  }
`;

interface SearchReply {
  search: {
    query: string;
    total: number;
    source: 'index' | 'platform';
    groups: { type: string; total: number; hits: { type: string; id: string; title: string; slug: string; path: string; description: string | null; category: string | null; image: string | null }[] }[];
  };
}

const titles = (data: SearchReply | null) => data?.search.groups.flatMap((g) => g.hits.map((h) => h.title)) ?? [];

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('search', () => {
  const stack = useStack({ env: { WEB_DIST: dist } });
  const search = (tenant: string, lang: string, query: string, perGroup?: number) => gql<SearchReply>(stack().app, tenant, searchQuery, { lang, query, perGroup });
  const calls = (tenant: string, path: string) => stack().sandbox.knobs.requests().filter((r) => r.tenant === tenant && r.path === path).length;
  const state = (tenant: string, lang: 'en' | 'cz' | 'sk' | 'de') => stack().app.siteSearch.state(tenant, lang);

  beforeEach(() => stack().sandbox.knobs.clearRequests());

  it('answers a cold index from the platform, builds the index meanwhile, then answers from it', async () => {
    expect(state('aupark', 'en')).toBeUndefined();
    const cold = await search('aupark', 'en', 'starbucks');
    expect(cold.errors).toBeUndefined();
    expect(cold.data?.search.source).toBe('platform');
    expect(titles(cold.data)).toEqual(['Starbucks']);
    expect(calls('aupark', '/v1/search')).toBe(1);

    await until(() => state('aupark', 'en') !== undefined, 'the index');
    // 24 shops, and the offers, rewards and amenities (answered only where their screens are live).
    expect(state('aupark', 'en')?.size).toBeGreaterThan(24);
    expect(state('aupark', 'en')?.generation).toBe(1);
    const warm = await search('aupark', 'en', 'starbucks');
    expect(warm.data?.search.source).toBe('index');
    const [hit] = warm.data!.search.groups[0]!.hits;
    expect(hit).toMatchObject({ type: 'shop', title: 'Starbucks', slug: 'starbucks', path: `/en/shop/${hit!.id}/starbucks` });
    expect(hit!.image).toMatch(/^\/img\?url=/);
    // The index answered: the platform's search was asked only for the cold query.
    expect(calls('aupark', '/v1/search')).toBe(1);
  });

  it('finds without diacritics, with one typo per word, names above descriptions, in every language', async () => {
    await stack().app.siteSearch.warm(stack().app.tenants.byId('aupark')!, 'sk');
    const plain = await search('aupark', 'sk', 'cafe bistro ludovit');
    expect(plain.data?.search.source).toBe('index');
    expect(titles(plain.data)).toEqual(['Café Bistro Ľudovít']);
    expect(plain.data?.search.groups[0]?.hits[0]?.path).toMatch(/^\/sk\/obchod\/\d+\/cafe-bistro-ludovit$/);
    expect(titles((await search('aupark', 'sk', 'Starbuks')).data)).toEqual(['Starbucks']);
    expect(titles((await search('aupark', 'sk', 'kvetinarstvo')).data)).toEqual(['Kvetinárstvo Ruža']);

    await stack().app.siteSearch.warm(stack().app.tenants.byId('galerieharfa')!, 'cz');
    expect(titles((await search('galerieharfa', 'cz', 'ceska sporitelna')).data)).toEqual(['Česká spořitelna']);
    expect(titles((await search('galerieharfa', 'cz', 'kadernictvi')).data)).toEqual(['Kadeřnictví Lenka & spol.']);
  });

  it('counts every match of a group and shows at most the limit', async () => {
    await stack().app.siteSearch.warm(stack().app.tenants.byId('aupark')!, 'en');
    const all = await search('aupark', 'en', 'aupark');
    expect(all.data?.search.total).toBe(24);
    const some = await search('aupark', 'en', 'aupark', 2);
    expect(some.data?.search.groups[0]).toMatchObject({ type: 'shop', total: 24 });
    expect(some.data?.search.groups[0]?.hits).toHaveLength(2);
  });

  it('builds the index again after the tenant is purged', async () => {
    const tenant = stack().app.tenants.byId('europasc')!;
    await stack().app.siteSearch.warm(tenant, 'en');
    expect(state('europasc', 'en')?.generation).toBe(1);
    // Unchanged data is not indexed again.
    await stack().app.siteSearch.warm(tenant, 'en');
    expect(state('europasc', 'en')?.generation).toBe(1);

    const purge = await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', headers: { host: hostOf('europasc') }, payload: { tenant: 'europasc' } });
    expect(purge.statusCode).toBe(200);
    stack().sandbox.knobs.clearRequests();
    // A query more than a second after the last check looks at the data again, in the background.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answer = await search('europasc', 'en', 'intersport');
    expect(titles(answer.data)).toEqual(['Intersport']);
    await until(() => state('europasc', 'en')?.generation === 2, 'the rebuilt index');
    expect(calls('europasc', '/v1/companies')).toBeGreaterThanOrEqual(1);
  });

  it('answers UPSTREAM_UNAVAILABLE when the index is cold and the platform is down', async () => {
    stack().sandbox.knobs.setMode('down');
    const answer = await search('beta', 'de', 'kaffee');
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('refuses a search of 2,000 characters and a bad limit with BAD_USER_INPUT, never a 500', async () => {
    const long = await search('aupark', 'en', 'a'.repeat(2000));
    expect(long.status).toBe(200);
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { query: ['The search is limited to 200 characters.'] } });
    const limit = await search('aupark', 'en', 'zara', 0);
    expect(limit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls('aupark', '/v1/search')).toBe(0);
  });

  it('refuses a search with a lone surrogate as a bad request (400, BAD_USER_INPUT), never INTERNAL', async () => {
    const lone = await search('aupark', 'en', 'zara \uD800');
    expect(lone.status).toBe(400);
    expect(lone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lone.errors?.[0]?.message).toBe('Variable "$query" is not well-formed text.');
    expect(calls('aupark', '/v1/search')).toBe(0);
  });

  it('answers an empty query with nothing, asking nobody', async () => {
    const empty = await search('galerieharfa', 'en', '   ');
    expect(empty.data?.search).toEqual({ query: '', total: 0, source: 'index', groups: [] });
    expect(stack().sandbox.knobs.requests()).toHaveLength(0);
  });
});

describe('search while the platform is down', () => {
  // Shops and categories go stale after 100 ms here, so the index reads stale copies below.
  const stack = useStack({ env: { WEB_DIST: dist }, cachePolicies: { catalog: { freshMs: 100, staleMs: 60_000 } } });

  it('keeps answering from the index with stale data, and does not rebuild it', async () => {
    const app = stack().app;
    const tenant = app.tenants.byId('novoplaza')!;
    await app.siteSearch.warm(tenant, 'de');
    expect(app.siteSearch.state('novoplaza', 'de')?.generation).toBe(1);
    stack().sandbox.knobs.setMode('down');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answer = await gql<SearchReply>(app, 'novoplaza', searchQuery, { lang: 'de', query: 'tesco' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.search.source).toBe('index');
    expect(titles(answer.data)).toEqual(['Tesco Hypermarket']);
    // The background check read the stale copies (the refresh failed): the same index stays.
    await app.siteSearch.warm(tenant, 'de');
    expect(app.siteSearch.state('novoplaza', 'de')?.generation).toBe(1);
    expect(titles((await gql<SearchReply>(app, 'novoplaza', searchQuery, { lang: 'de', query: 'tesko' })).data)).toEqual(['Tesco Hypermarket']);
  });
});

describe('search of every type', () => {
  const stack = useStack({ env: { WEB_DIST: everyDetail } });
  const search = async (tenant: string, lang: string, query: string, cookie?: string) => {
    const response = await stack().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: hostOf(tenant), 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { query: searchQuery, variables: { lang, query } },
    });
    return response.json() as { data: SearchReply | null; errors?: unknown[] };
  };
  const groups = (reply: { data: SearchReply | null }) => Object.fromEntries(reply.data?.search.groups.map((g) => [g.type, g.hits.map((h) => [h.title, h.path])]) ?? []);
  const warm = async (tenant: string, lang: 'en' | 'cz' | 'sk' | 'de') => stack().app.siteSearch.warm(stack().app.tenants.byId(tenant)!, lang);

  it('answers every type from the platform while the index is cold', async () => {
    const cold = await search('novoplaza', 'cz', 'parkovani');
    expect(cold.data?.search.source).toBe('platform');
    expect(groups(cold).amenity?.[0]?.[0]).toBe('Parkování');
  });

  it('finds offers, rewards and amenities, each linked to its own screen', async () => {
    await warm('aupark', 'en');
    const found = groups(await search('aupark', 'en', 'parking'));
    expect(found.amenity?.[0]?.[0]).toBe('Parking');
    expect(found.amenity?.[0]?.[1]).toMatch(/^\/en\/(amenity\/\d+\/parking|parking)$/);
    const coffee = groups(await search('aupark', 'en', 'free coffee'));
    expect(coffee.reward).toEqual([['Free coffee', expect.stringMatching(/^\/en\/reward\/\d+\/free-coffee$/)]]);
  });

  it("leaves out offers a tenant shows to members only, unless the visitor has a session", async () => {
    await warm('galerieharfa', 'en');
    // galerieharfa shows offers to members only (is_offers_visible_only_when_logged_in).
    const guest = groups(await search('galerieharfa', 'en', 'linen shirt'));
    expect(guest.offer).toBeUndefined();
    const member = groups(await search('galerieharfa', 'en', 'linen shirt', 'token=member-session'));
    expect(member.offer?.[0]).toEqual(['Linen summer shirt', expect.stringMatching(/^\/en\/offer\/\d+\/linen-summer-shirt$/)]);
  });
});
