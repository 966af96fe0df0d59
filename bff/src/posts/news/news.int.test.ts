import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, hostOf, startStack, useStack } from '../../test/stack';

// News against the sandbox over real HTTP and a real Redis: lists by scope, newest first, last news,
// a detail with related news, the member's me/news with a token, bad input, an upstream failure and
// stale data while the platform is down.

interface Card {
  id: string;
  title: string;
  startDate: string;
  startsAt: string;
  shop: { id: string; name: string } | null;
  liked: boolean;
  url: string;
}
interface ListData {
  news: { scope: string; items: Card[]; currentPage: number; lastPage: number; total: number };
}

const card = 'id title startDate startsAt shop { id name } liked url';
const list = `query ($lang: Language!, $page: Int!, $perPage: Int!, $scope: PostScope!) { news(lang: $lang, page: $page, perPage: $perPage, scope: $scope) { scope items { ${card} } currentPage lastPage total } }`;
const detail = `query ($lang: Language!, $id: ID!) { newsItem(lang: $lang, id: $id) { ${card} description summary } relatedNews(lang: $lang, id: $id, limit: 3) { ${card} } }`;

describe('news over the sandbox', () => {
  const stack = useStack();

  it('pages news newest first in every language, split into the mall and the shops', async () => {
    for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
      const all = (await gql<ListData>(stack().app, 'novoplaza', list, { lang, page: 1, perPage: 10, scope: 'ALL' })).data!.news;
      const mall = (await gql<ListData>(stack().app, 'novoplaza', list, { lang, page: 1, perPage: 48, scope: 'MALL' })).data!.news;
      const stores = (await gql<ListData>(stack().app, 'novoplaza', list, { lang, page: 1, perPage: 48, scope: 'STORES' })).data!.news;
      expect(all.total).toBe(14);
      expect(all.lastPage).toBe(2);
      expect(mall.total + stores.total).toBe(14);
      expect(mall.items.every((n) => n.shop === null)).toBe(true);
      expect(stores.items.every((n) => n.shop !== null)).toBe(true);
      expect([...all.items].sort((a, b) => b.startsAt.localeCompare(a.startsAt))).toEqual(all.items);
      for (const item of all.items) expect(item.title).not.toMatch(/missing/i);
    }
  });

  it('gives the last news and a detail with its fallback, sanitised article and related news', async () => {
    const last = await gql<{ lastNews: Card[] }>(stack().app, 'aupark', `query { lastNews(lang: en, limit: 5) { ${card} } }`);
    expect(last.data!.lastNews).toHaveLength(5);
    const { data, errors } = await gql<{ newsItem: (Card & { description: string }) | null; relatedNews: Card[] }>(stack().app, 'aupark', detail, { lang: 'cz', id: '1203' });
    expect(errors).toBeUndefined();
    // No Czech text; aupark's fallback is sk.
    expect(data!.newsItem!.title).toBe('Nový parkovací systém');
    expect(data!.newsItem!.url).toBe('https://www.aupark.sk/cz/novinka/1203/novy-parkovaci-system');
    const unsafe = await gql<{ newsItem: { description: string } }>(stack().app, 'aupark', detail, { lang: 'en', id: '1212' });
    expect(unsafe.data!.newsItem.description).not.toMatch(/<script|onerror|javascript:/i);
    expect(data!.relatedNews.map((n) => n.id)).not.toContain('1203');
    expect(data!.relatedNews).toHaveLength(3);
    for (const id of ['1299', '2201', 'x']) expect((await gql<{ newsItem: null }>(stack().app, 'aupark', detail, { lang: 'en', id })).data!.newsItem).toBeNull();
  });

  it('refuses a bad page, size or limit with BAD_USER_INPUT', async () => {
    for (const variables of [{ page: 0, perPage: 10 }, { page: 1, perPage: 3 }]) {
      const { errors } = await gql(stack().app, 'aupark', list, { lang: 'en', scope: 'ALL', ...variables });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const { errors } = await gql(stack().app, 'aupark', 'query { lastNews(lang: en, limit: 0) { id } }');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("uses the member's me/news with a token, uncached", async () => {
    const login = await stack().sandbox.inject({ method: 'POST', url: '/v1/login', headers: { origin: 'https://www.galerieharfa.cz' }, payload: { email: 'petr.svoboda@galerieharfa.test', password: 'Harfa-demo-2026' } });
    const token = (login.json() as { data: { token: string } }).data.token;
    stack().sandbox.knobs.clearRequests();
    for (let i = 0; i < 2; i++) {
      const response = await stack().app.inject({ method: 'POST', url: '/graphql', headers: { host: hostOf('galerieharfa'), 'content-type': 'application/json', cookie: `token=${token}` }, payload: { query: list, variables: { lang: 'cz', page: 1, perPage: 24, scope: 'ALL' } } });
      const body = response.json() as { data: ListData };
      expect(body.data.news.items.some((n) => n.liked)).toBe(true);
    }
    // Asked both times: nothing of the member's is kept.
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/news' && r.authorization)).toHaveLength(2);
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and serves stale news while it is down', async () => {
    stack().sandbox.knobs.setMode('failing');
    const failing = await gql<ListData>(stack().app, 'beta', list, { lang: 'cz', page: 2, perPage: 8, scope: 'STORES' });
    expect(failing.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    stack().sandbox.knobs.setMode('normal');
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { content: short, catalog: short } });
    try {
      const warm = await gql<ListData>(quick.app, 'europasc', list, { lang: 'de', page: 1, perPage: 10, scope: 'MALL' });
      expect(warm.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<ListData>(quick.app, 'europasc', list, { lang: 'de', page: 1, perPage: 10, scope: 'MALL' });
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(warm.data);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
