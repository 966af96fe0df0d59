import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../test/demo-session';
import { cleanPrefix, hostOf, startStack, useStack, type Stack } from '../test/stack';
import { toCachedResponse } from './cached-response';
import { keptKey, pageKey } from './keys';

// The page cache (docs/caching.md): whole pages and public page operations for visitors
// without a session, against the sandbox and a real Redis: hits, ETag and 304, the client's encoding,
// no caching with a session, purge across two processes, stale-if-error.

/** The home operation as text (its fragments included), as the build persisted it. */
function operationUrl(stack: Stack, lang: string): string {
  const text = stack.app.webBuild.entry?.persistedOperations.HomePage;
  if (!text) throw new Error('the web build has no HomePage operation: run `npm run build` first');
  return `/graphql?query=${encodeURIComponent(text)}&operationName=HomePage&variables=${encodeURIComponent(JSON.stringify({ lang }))}`;
}
const preflight = { 'mercurius-require-preflight': 'true' };

const page = (stack: Stack, tenant: string, url: string, headers: Record<string, string> = {}) =>
  stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });

describe('cached pages', () => {
  const stack = useStack();

  it('keeps the first HTML whole: a miss, then hits with the same bytes, an ETag and 304', async () => {
    const first = await page(stack(), 'aupark', '/sk');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const second = await page(stack(), 'aupark', '/sk');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const unchanged = await page(stack(), 'aupark', '/sk', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // Stored compressed: brotli as it is, the same text.
    const br = await page(stack(), 'aupark', '/sk', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
  });

  it("is the same page whatever the visitor's cookies, and tracking parameters share it", async () => {
    const plain = await page(stack(), 'galerieharfa', '/cz');
    const withCookies = await page(stack(), 'galerieharfa', '/cz', { cookie: 'locale=de; cookie_consent=1; cookie_consent_ids=STAT' });
    expect(withCookies.headers['x-cache']).toBe('hit');
    expect(withCookies.body).toBe(plain.body);
    const tracked = await page(stack(), 'galerieharfa', '/cz?utm_source=newsletter&gclid=x');
    expect(tracked.headers['x-cache']).toBe('hit');
  });

  it("renders a kept page without the tracking parameters of the visitor who filled the cache", async () => {
    // The first visitor came from a campaign; the page kept for everyone must not carry it in its links.
    const first = await page(stack(), 'europasc', '/de?utm_source=campaign-of-one&gclid=abc');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.body).not.toContain('campaign-of-one');
    expect(first.body).not.toContain('gclid');
    expect((await page(stack(), 'europasc', '/de')).body).toBe(first.body);
  });

  it("never answers a page another build rendered (the cache is shared by replicas across a deploy)", async () => {
    const { app } = stack();
    const tenant = app.tenants.forHost(hostOf('europasc'));
    // What a replica of another build kept for this page, naming that build's scripts.
    await app.cache.get(keptKey(tenant, pageKey('/cz', 'cz', {}, 'another-build'), Date.now()), async () => ({
      ok: true,
      value: toCachedResponse(200, 'text/html; charset=utf-8', '<script type="module" src="/assets/index-OLD.js"></script>'),
    }));
    const answer = await page(stack(), 'europasc', '/cz');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('index-OLD');
    expect(answer.body).toContain(`<meta name="build-id" content="${app.webBuild.buildId}">`);
  });

  it('never reads or writes the cache for a request with a session', async () => {
    const member = await page(stack(), 'novoplaza', '/en', { cookie: 'token=member-token' });
    // The platform knows no such token (the home's events ask for the member's variant): the cookie is
    // cleared and the member is sent to sign in again, told why (spec §8), never a 503 for a stale cookie.
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe('/en/login?redirect=%2Fen&session=expired');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers['x-cache']).toBe('bypass');
    expect(String(member.headers['set-cookie'])).toMatch(/^token=;.*Path=\/.*Expires=Thu, 01 Jan 1970/i);
    const visitor = await page(stack(), 'novoplaza', '/en');
    expect(visitor.headers['x-cache']).toBe('miss');
    const memberAgain = await page(stack(), 'novoplaza', '/en', { cookie: 'token=member-token' });
    expect(memberAgain.headers['x-cache']).toBe('bypass');
  });

  it("sends a member's page in the coding their browser takes, the same page in each", async () => {
    const cookie = `token=${demoToken('aupark')}`;
    const br = await page(stack(), 'aupark', '/sk', { cookie, 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['x-cache']).toBe('bypass');
    expect(br.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(text).toContain('data-testid="header-account"');
    const gzip = await page(stack(), 'aupark', '/sk', { cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('data-testid="header-account"');
    const plain = await page(stack(), 'aupark', '/sk', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-testid="header-account"');
  });

  it('does not keep the 404 of an unknown path (anyone can ask for millions) nor a page whose data cannot be had', async () => {
    const missing = await page(stack(), 'europasc', '/en/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await page(stack(), 'europasc', '/en/nothing-here')).headers['x-cache']).toBe('pass');
    // A path without a language is answered in the visitor's language: it says so.
    expect((await page(stack(), 'europasc', '/xx/yy')).headers.vary).toMatch(/Cookie, Accept-Language, Accept-Encoding/);
    stack().sandbox.knobs.setMode('down');
    const down = await page(stack(), 'beta', '/de');
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    stack().sandbox.knobs.setMode('normal');
    const up = await page(stack(), 'beta', '/de');
    expect(up.statusCode).toBe(200);
    expect(up.headers['x-cache']).toBe('miss');
  });
});

describe('cached page operations', () => {
  const stack = useStack();

  it('keeps the result of a GET page operation, with ETag and 304; POST and other operations are not kept', async () => {
    const first = await page(stack(), 'aupark', operationUrl(stack(), 'en'), preflight);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.json<{ data: { heroBanners: unknown[] } }>().data.heroBanners.length).toBeGreaterThan(0);
    const second = await page(stack(), 'aupark', operationUrl(stack(), 'en'), preflight);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const unchanged = await page(stack(), 'aupark', operationUrl(stack(), 'en'), { ...preflight, 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    // Another language is another result.
    expect((await page(stack(), 'aupark', operationUrl(stack(), 'de'), preflight)).headers['x-cache']).toBe('miss');
    // An operation no page embeds is answered, never kept.
    const other = await page(stack(), 'aupark', `/graphql?query=${encodeURIComponent('query Mine { tenant { id } }')}`, preflight);
    expect(other.json()).toEqual({ data: { tenant: { id: 'aupark' } } });
    expect(other.headers['x-cache']).toBeUndefined();
    // A document that borrows a page operation's name is answered as mercurius would, and not kept.
    const forged = await page(stack(), 'aupark', `/graphql?query=${encodeURIComponent('query HomePage { nope }')}`, preflight);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(forged.headers['cache-control']).toBe('no-store');
    // Without the preflight header mercurius' CSRF prevention answers, as before.
    expect((await page(stack(), 'aupark', operationUrl(stack(), 'en'))).statusCode).toBe(400);
    // With a session: answered for the member only.
    const member = await page(stack(), 'aupark', operationUrl(stack(), 'en'), { ...preflight, cookie: 'token=t' });
    expect(member.headers['x-cache']).toBeUndefined();
  });

  it("answers a member page's operation asked without a session UNAUTHENTICATED, as a POST is, and keeps nothing", async () => {
    // A dashboard page's operation, as a visitor's browser sends it (a prefetch racing a sign-out).
    const text = stack().app.webBuild.entry?.persistedOperations.AwardsPage;
    if (!text) throw new Error('the web build has no AwardsPage operation: run `npm run build` first');
    const url = `/graphql?query=${encodeURIComponent(text)}&operationName=AwardsPage&variables=${encodeURIComponent(JSON.stringify({ lang: 'cz' }))}`;
    const answer = await page(stack(), 'aupark', url, preflight);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: null, errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(answer.headers['cache-control']).toBe('no-store');
    const post = await stack().app.inject({ method: 'POST', url: '/graphql', headers: { host: hostOf('aupark') }, payload: { query: text, operationName: 'AwardsPage', variables: { lang: 'cz' } } });
    expect(post.json()).toMatchObject({ errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] });
  });
});

describe('purge and stale-if-error', () => {
  it('drops the cached pages of a tenant on every process', async () => {
    const a = await startStack();
    const b = await startStack({ sandbox: a.sandbox, prefix: a.prefix });
    try {
      await page(a, 'aupark', '/en');
      expect((await page(b, 'aupark', '/en')).headers['x-cache']).toBe('hit');
      await page(b, 'galerieharfa', '/en');
      const purge = await a.app.inject({ method: 'POST', url: '/ops/cache/purge', payload: { tenant: 'aupark' } });
      expect(purge.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200)); // pub/sub reaches b's memory
      expect((await page(b, 'aupark', '/en')).headers['x-cache']).toBe('miss');
      expect((await page(b, 'galerieharfa', '/en')).headers['x-cache']).toBe('hit');
    } finally {
      await b.close();
      await a.close();
      await cleanPrefix(a.prefix);
    }
  });

  it('serves the last good page while a new one cannot be rendered', async () => {
    // Data that is soon gone, a page kept stale for a minute.
    const soon = { freshMs: 100, staleMs: 200 };
    const stack = await startStack({ cachePolicies: { settings: soon, mall: soon, catalog: soon, content: soon, response: { freshMs: 100, staleMs: 60_000 } } });
    try {
      const good = await page(stack, 'europasc', '/sk');
      expect(good.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack.sandbox.knobs.setMode('down');
      const stale = await page(stack, 'europasc', '/sk');
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(good.body);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the refresh has failed meanwhile
      const still = await page(stack, 'europasc', '/sk');
      expect(still.statusCode).toBe(200);
      expect(still.headers['x-cache']).toMatch(/^stale/);
      expect(still.body).toBe(good.body);
    } finally {
      await stack.close();
      await cleanPrefix(stack.prefix);
    }
  });
});
