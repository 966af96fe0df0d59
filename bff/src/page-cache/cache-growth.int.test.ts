import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantKeyPrefix } from '../cache/keys';
import { hostOf, redisUrl, useStack } from '../test/stack';

// Issue 17, high: "every query string becomes its own cached copy". Before: 300 requests of
// `/en/shops-services?x=N` made 300 Redis keys of about 64 KB each; 5,000 GraphQL GETs with an
// undeclared variable made 5,004 keys; `/EN/shops-services`, `/en/shops-services/` and
// `/en//shops-services` were each a second 200 copy. Nothing bounded a tenant's kept responses.

let admin: Redis;
beforeAll(async () => {
  admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await admin.ping();
});
afterAll(async () => {
  await admin.quit();
});

async function countKeys(pattern: string): Promise<number> {
  let count = 0;
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    count += keys.length;
    cursor = next;
  } while (cursor !== '0');
  return count;
}

describe('a page is kept once, whatever its query and spelling', () => {
  const stack = useStack({ env: { RESPONSE_CACHE_MAX_ENTRIES: '10' } });
  const get = (tenant: string, url: string, headers: Record<string, string> = {}) => stack().app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });
  const pages = (tenant: string) => countKeys(`${tenantKeyPrefix(stack().prefix, tenant)}response:*page*`);

  it('300 requests with parameters the page does not read make one kept copy, and the same markup', async () => {
    const first = await get('aupark', '/en/shops-services');
    expect(first.statusCode).toBe(200);
    for (let n = 0; n < 300; n++) {
      const reply = await get('aupark', `/en/shops-services?x=${n}&utm_source=s${n}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers.etag).toBe(first.headers.etag);
    }
    // Before: 301 keys.
    expect(await pages('aupark')).toBe(1);
  });

  it("a parameter the page reads is part of its key, in one spelling: the page size's default and a size no one offers are the bare page", async () => {
    const bare = await get('galerieharfa', '/en/news');
    for (const query of ['?perPage=10', '?perPage=13', '?perPage=abc', '?perPage=']) {
      expect((await get('galerieharfa', `/en/news${query}`)).headers.etag).toBe(bare.headers.etag);
    }
    const sized = await get('galerieharfa', '/en/news?perPage=24');
    expect(sized.headers.etag).not.toBe(bare.headers.etag);
    expect((await get('galerieharfa', '/en/news?x=1&perPage=24&perPage=8')).headers.etag).toBe(sized.headers.etag);
    expect(await pages('galerieharfa')).toBe(2);
  });

  it('another case, a trailing slash or a doubled slash is a 301 to the one spelling, the query kept', async () => {
    for (const [url, location] of [
      ['/EN/shops-services', '/en/shops-services'],
      ['/en/shops-services/', '/en/shops-services'],
      ['/en//shops-services', '/en/shops-services'],
      ['/en/shops-services//?utm_source=x', '/en/shops-services?utm_source=x'],
      ['/En/Shops-Services//?perPage=24', '/en/shops-services?perPage=24'],
      ['/sk/', '/sk'],
    ] as const) {
      const reply = await get('europasc', url);
      expect([url, reply.statusCode, reply.headers.location]).toEqual([url, 301, location]);
    }
    // `//host/…` is a host to a URL parser, never a page.
    expect((await get('europasc', '//evil.example/en/shops-services')).statusCode).toBe(404);
    expect(await pages('europasc')).toBe(0);
  });

  it("bounds a tenant's kept responses: 30 kept 404s of items that do not exist leave at most the bound", async () => {
    // Each is a page render: few enough for a busy machine, three times the bound.
    for (let n = 0; n < 30; n++) expect((await get('novoplaza', `/en/shop/${900_000 + n}/x`)).statusCode).toBe(404);
    const kept = await countKeys(`${stack().prefix}{novoplaza}:response:*`);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(10);
    expect(await admin.zcard(`${stack().prefix}#index:{novoplaza}:response`)).toBeLessThanOrEqual(10);
    // Other tenants' pages are not theirs to evict.
    expect(await pages('aupark')).toBe(1);
  });
});

describe('a GraphQL GET names only the variables its operation declares', () => {
  const stack = useStack();
  const operation = 'query OpeningHoursPage($lang: Language!) { mall(lang: $lang) { name } }';

  it('refuses an undeclared variable with 400 before any cache is touched; a declared one is kept once whatever its spelling', async () => {
    const ask = (variables: string) =>
      stack().app.inject({
        method: 'GET',
        url: `/graphql?${new URLSearchParams({ query: operation, variables })}`,
        headers: { host: hostOf('beta'), 'mercurius-require-preflight': 'true' },
      });
    const before = await countKeys(`${stack().prefix}beta:response:*`);
    for (let n = 0; n < 200; n++) {
      const reply = await ask(JSON.stringify({ lang: 'en', [`x${n}`]: n }));
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ errors: [{ message: `Variable "$x${n}" is not declared by the operation.`, extensions: { code: 'BAD_USER_INPUT' } }] });
    }
    // Before: 200 more keys.
    expect(await countKeys(`${stack().prefix}beta:response:*`)).toBe(before);
    // The same variables spelt otherwise share one entry.
    const kept = await ask('{"lang":"en"}');
    expect(kept.statusCode).toBe(200);
    expect((await ask('{ "lang" : "en" }')).headers['x-cache']).toBe('hit');
  });

  it('refuses an undeclared variable on a POST too', async () => {
    const reply = await stack().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: hostOf('beta'), 'content-type': 'application/json' },
      payload: { query: operation, variables: { lang: 'en', extra: 1 } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });
});
