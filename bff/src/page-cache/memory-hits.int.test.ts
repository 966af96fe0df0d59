import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../graphql/persisted';
import { httpGet, listeningStack } from '../test/listening-stack';
import { hostOf, logCollector, type Stack } from '../test/stack';
import { keptKey, pageKey } from './keys';
import { toCachedResponse } from './cached-response';
import { redirectsCacheKey } from '../redirects/calls';

// Memory hits of cached page operations (memory-hits.ts), over real HTTP (app.inject does not pass
// the server's request event): a fresh hit is answered before routing with the very answer the
// Fastify path gives; everything else still goes through Fastify.

/** The home operation as the browser sends it: by the hash of the text the build persisted. */
function operationUrl(stack: Stack, lang: string): string {
  const text = stack.app.webBuild.entry?.persistedOperations.HomePage;
  if (!text) throw new Error('the web build has no HomePage operation: run `npm run build` first');
  const extensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } };
  return `/graphql?operationName=HomePage&variables=${encodeURIComponent(JSON.stringify({ lang }))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
}

const browser = { 'mercurius-require-preflight': 'true', accept: 'application/graphql-response+json, application/json', 'accept-encoding': 'br, gzip' };

/** The headers of an answer that every answer has its own of (or Node's HTTP layer writes). */
const perAnswer = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'x-cache', 'transfer-encoding']);
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)).sort(([a], [b]) => a.localeCompare(b)));

/** The shared listening stack, with its log lines collected (the memory hits write their own). */
function loggedListeningStack() {
  const log = logCollector();
  return { ...listeningStack({ logStream: log.stream }), log };
}

describe('memory hits of cached page operations', () => {
  const { stack, port, log } = loggedListeningStack();

  it('answers a fresh hit before routing, with the same status, headers and bytes as the Fastify path', async () => {
    const url = operationUrl(stack(), 'sk');
    const headers = { host: hostOf('aupark'), ...browser };
    const first = await httpGet(port(), url, headers);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const fast = await httpGet(port(), url, { ...headers, 'x-request-id': 'fast-path-check-1' });
    expect(fast.headers['x-cache']).toBe('hit');
    expect(fast.headers['x-request-id']).toBe('fast-path-check-1');
    // The Fastify path's hit (inject never takes the fast path).
    const slow = await stack().app.inject({ method: 'GET', url, headers });
    expect(slow.headers['x-cache']).toBe('hit');
    expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
    expect(fast.body.equals(slow.rawPayload)).toBe(true);
    expect(fast.body.equals(first.body)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(fast.body).toString('utf8')).data.mall.name).toBeTruthy();
    // Logged like any answer, with the request id the client sent.
    expect(log.lines.some((line) => line.reqId === 'fast-path-check-1' && line.msg === 'request completed' && line.cache === 'memory')).toBe(true);
  });

  it('answers 304 to a matching ETag, and the encoding the client accepts', async () => {
    const url = operationUrl(stack(), 'en');
    const headers = { host: hostOf('galerieharfa'), ...browser };
    const first = await httpGet(port(), url, headers);
    const etag = first.headers.etag as string;
    const unchanged = await httpGet(port(), url, { ...headers, 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['x-cache']).toBe('hit');
    expect(unchanged.body.length).toBe(0);
    const plain = await httpGet(port(), url, { ...headers, 'accept-encoding': 'identity', accept: 'application/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body.toString('utf8')).data.mall).toBeTruthy();
    const gzip = await httpGet(port(), url, { ...headers, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('leaves to Fastify a request with a session, one without the CSRF header, and another tenant', async () => {
    const url = operationUrl(stack(), 'de');
    await httpGet(port(), url, { host: hostOf('europasc'), ...browser });
    expect((await httpGet(port(), url, { host: hostOf('europasc'), ...browser })).headers['x-cache']).toBe('hit');
    const member = await httpGet(port(), url, { host: hostOf('europasc'), ...browser, cookie: 'locale=de; token=member-token' });
    // Answered by mercurius for the member alone: never the kept copy.
    expect(member.status).toBe(200);
    expect(member.headers['x-cache']).toBeUndefined();
    const noPreflight = await httpGet(port(), url, { host: hostOf('europasc'), accept: 'application/json' });
    expect(noPreflight.status).toBe(400);
    // Another tenant's copy is its own: a miss first, never europasc's bytes.
    const other = await httpGet(port(), url, { host: hostOf('novoplaza'), ...browser });
    expect(other.headers['x-cache']).toBe('miss');
  });

  it("serves nothing a purge removed: the tenant's next request is loaded anew", async () => {
    const url = operationUrl(stack(), 'cz');
    const headers = { host: hostOf('beta'), ...browser };
    await httpGet(port(), url, headers);
    expect((await httpGet(port(), url, headers)).headers['x-cache']).toBe('hit');
    await stack().app.cache.purgeTenant('beta');
    expect((await httpGet(port(), url, headers)).headers['x-cache']).toBe('miss');
  });
});

describe('memory hits of cached pages', () => {
  const { stack, port, log } = loggedListeningStack();
  const page = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

  it("answers a kept page before routing, with the Fastify path's status, headers (the document's policy among them) and bytes", async () => {
    const headers = { host: hostOf('aupark'), ...page };
    const first = await httpGet(port(), '/sk', headers);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const fast = await httpGet(port(), '/sk', { ...headers, 'x-request-id': 'fast-page-check-1' });
    expect(fast.headers['x-cache']).toBe('hit');
    expect(fast.headers['x-request-id']).toBe('fast-page-check-1');
    const slow = await stack().app.inject({ method: 'GET', url: '/sk', headers });
    expect(slow.headers['x-cache']).toBe('hit');
    expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
    expect(fast.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(fast.body.equals(slow.rawPayload)).toBe(true);
    expect(brotliDecompressSync(fast.body).toString('utf8')).toContain('<html lang="sk"');
    expect(log.lines.some((line) => line.reqId === 'fast-page-check-1' && line.msg === 'request completed' && line.cache === 'memory')).toBe(true);
  });

  it('keys a page as the Fastify path does: by the query its page declares, nothing else', async () => {
    const headers = { host: hostOf('galerieharfa'), ...page };
    expect((await httpGet(port(), '/cz/obchody-a-sluzby', headers)).headers['x-cache']).toBe('miss');
    expect((await httpGet(port(), '/cz/obchody-a-sluzby?utm_source=news&fbclid=1', headers)).headers['x-cache']).toBe('hit');
    // A parameter the page does not read is no other page (issue 17).
    expect((await httpGet(port(), '/cz/obchody-a-sluzby?view=all', headers)).headers['x-cache']).toBe('hit');
    // One the page reads (a list's page size) is, in its one spelling.
    expect((await httpGet(port(), '/cz/novinky?perPage=24', headers)).headers['x-cache']).toBe('miss');
    expect((await httpGet(port(), '/cz/novinky?perPage=24&x=1', headers)).headers['x-cache']).toBe('hit');
    expect((await httpGet(port(), '/cz/novinky?x=2&perPage=24&perPage=8', headers)).headers['x-cache']).toBe('hit');
    const unchanged = await httpGet(port(), '/cz/obchody-a-sluzby', { ...headers, 'if-none-match': (await httpGet(port(), '/cz/obchody-a-sluzby', headers)).headers.etag as string });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['x-cache']).toBe('hit');
  });

  it('leaves to Fastify a visitor with a session, a path without a language, HEAD, and files', async () => {
    const headers = { host: hostOf('novoplaza'), ...page };
    await httpGet(port(), '/en', headers);
    expect((await httpGet(port(), '/en', headers)).headers['x-cache']).toBe('hit');
    const member = await httpGet(port(), '/en', { ...headers, cookie: 'token=member-token' });
    expect(member.headers['x-cache']).toBe('bypass');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect((await httpGet(port(), '/', headers)).status).toBe(302);
    expect((await httpGet(port(), '/robots.txt', headers)).headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers no other spelling of a held page: a dot segment or an escaped one is 301 to the page', async () => {
    const headers = { host: hostOf('aupark'), ...page };
    await httpGet(port(), '/en', headers);
    expect((await httpGet(port(), '/en', headers)).headers['x-cache']).toBe('hit');
    for (const spelling of ['/sk/../en', '/sk/%2e%2e/en', '/en/./']) {
      const answer = await httpGet(port(), spelling, headers);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.location, spelling).toBe('/en');
    }
  });

  it("remembers a URL's key per tenant: the same URL is each tenant's own page, and a purge reaches a remembered one", async () => {
    const aupark = { host: hostOf('aupark'), ...page };
    const europasc = { host: hostOf('europasc'), ...page };
    await httpGet(port(), '/de', aupark);
    const kept = await httpGet(port(), '/de', aupark);
    expect(kept.headers['x-cache']).toBe('hit');
    // europasc's /de is another page: a miss first, then its own copy, never aupark's bytes.
    expect((await httpGet(port(), '/de', europasc)).headers['x-cache']).toBe('miss');
    const other = await httpGet(port(), '/de', europasc);
    expect(other.headers['x-cache']).toBe('hit');
    expect(other.headers.etag).not.toBe(kept.headers.etag);
    expect(brotliDecompressSync(other.body).toString('utf8')).not.toEqual(brotliDecompressSync(kept.body).toString('utf8'));
    expect((await httpGet(port(), '/de', aupark)).headers.etag).toBe(kept.headers.etag);
    await stack().app.cache.purgeTenant('aupark');
    expect((await httpGet(port(), '/de', aupark)).headers['x-cache']).toBe('miss');
    expect((await httpGet(port(), '/de', europasc)).headers['x-cache']).toBe('hit');
  });

  it("never answers a kept page for a path the tenant's redirect rules name", async () => {
    const headers = { host: hostOf('europasc'), ...page };
    // The rules as this process holds them: loaded by a first page.
    await httpGet(port(), '/sk', headers);
    const tenant = stack().app.tenants.forHost(hostOf('europasc'));
    expect(stack().app.pathFreeOfRedirects(tenant, '/sk')).toBe(true);
    expect(stack().app.pathFreeOfRedirects(tenant, '/en/welcome')).toBe(false);
    expect(stack().app.pathFreeOfRedirects(stack().app.tenants.forHost(hostOf('beta')), '/cz')).toBeUndefined();
    // A page kept for that path before the rule came (here: put in the cache by hand) is not what the visitor gets.
    await stack().app.cache.get(keptKey(tenant, pageKey('/en/welcome', 'en', {}, stack().app.webBuild.buildId), Date.now()), async () => ({ ok: true, value: toCachedResponse(200, 'text/html; charset=utf-8', '<p>kept</p>') }));
    const answer = await httpGet(port(), '/en/welcome', headers);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/sk');
  });

  it('reads each new copy of the rules: a path answered free before is not free once a rule names it', async () => {
    const tenant = stack().app.tenants.forHost(hostOf('galerieharfa'));
    const headers = { host: hostOf('galerieharfa'), ...page };
    await httpGet(port(), '/de', headers);
    expect(stack().app.pathFreeOfRedirects(tenant, '/de')).toBe(true);
    expect(stack().app.pathFreeOfRedirects(tenant, '/de')).toBe(true);
    // Ops change the rules: the next copy names /de (put in the cache by hand, as a refresh would).
    await stack().app.cache.purgeTenant(tenant.id);
    expect(stack().app.pathFreeOfRedirects(tenant, '/de')).toBeUndefined();
    await stack().app.cache.get(redirectsCacheKey(tenant.id), async () => ({ ok: true, value: [{ from: '/de', to: '/en', status: 302 }] }));
    expect(stack().app.pathFreeOfRedirects(tenant, '/de')).toBe(false);
    expect(stack().app.pathFreeOfRedirects(tenant, '/DE/')).toBe(false);
    expect(stack().app.pathFreeOfRedirects(tenant, '/cz')).toBe(true);
    const answer = await httpGet(port(), '/de', headers);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/en');
    await stack().app.cache.purgeTenant(tenant.id);
  });
});

describe('memory hits of kept image variants', () => {
  const { stack, port, log } = loggedListeningStack();
  const accept = 'image/avif,image/webp,image/apng,*/*;q=0.8';
  const imagePath = (source: string, w = 480) => `/img?url=${encodeURIComponent(source)}&w=${w}`;
  const memoryLine = (reqId: string) => log.lines.some((line) => line.reqId === reqId && line.msg === 'request completed' && line.cache === 'memory');

  it("answers a kept variant before routing, with the route's status, headers and bytes", async () => {
    const path = imagePath(`${stack().upstreamUrl}/images/banner-wide/aupark/event-1101.jpg?text=Fast`);
    const headers = { host: hostOf('aupark'), accept };
    const first = await httpGet(port(), path, headers);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const fast = await httpGet(port(), path, { ...headers, 'x-request-id': 'fast-image-check-1' });
    expect(fast.headers['x-cache']).toBe('hit');
    expect(fast.headers['x-request-id']).toBe('fast-image-check-1');
    expect(memoryLine('fast-image-check-1')).toBe(true);
    const slow = await stack().app.inject({ method: 'GET', url: path, headers });
    expect(slow.headers['x-cache']).toBe('hit');
    expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
    expect(fast.headers['content-type']).toBe('image/avif');
    expect(fast.body.equals(slow.rawPayload)).toBe(true);
    const unchanged = await httpGet(port(), path, { ...headers, 'if-none-match': fast.headers.etag as string, 'x-request-id': 'fast-image-check-2' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(memoryLine('fast-image-check-2')).toBe(true);
    const slowUnchanged = await stack().app.inject({ method: 'GET', url: path, headers: { ...headers, 'if-none-match': fast.headers.etag as string } });
    expect(comparable(unchanged.headers)).toEqual(comparable(slowUnchanged.headers));
    // Another format is another variant: a browser without AVIF never gets the AVIF bytes.
    const webp = await httpGet(port(), path, { ...headers, accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it("keeps a tenant's variants its own, and leaves every other spelling and every refusal to the route", async () => {
    const source = `${stack().upstreamUrl}/images/banner-wide/galerieharfa/event-2101.jpg?text=Own`;
    const path = imagePath(source);
    const headers = { host: hostOf('galerieharfa'), accept };
    await httpGet(port(), path, headers);
    expect((await httpGet(port(), path, headers)).headers['x-cache']).toBe('hit');
    // Another tenant asks for the same source: a variant of its own (made for it, or refused by its image hosts).
    const other = await httpGet(port(), path, { host: hostOf('novoplaza'), accept, 'x-request-id': 'fast-image-other' });
    expect(memoryLine('fast-image-other')).toBe(false);
    expect(other.headers['x-cache'] ?? 'refused').not.toBe('hit');
    // Spellings the route reads alike, which the fast path leaves to it: a repeated parameter, a `+`.
    const repeated = await httpGet(port(), `${path}&w=480`, { ...headers, 'x-request-id': 'fast-image-repeated' });
    expect(repeated.status).toBe(400);
    expect(memoryLine('fast-image-repeated')).toBe(false);
    const plus = await httpGet(port(), `${path}&x=a+b`, { ...headers, 'x-request-id': 'fast-image-plus' });
    expect(plus.headers['x-cache']).toBe('hit');
    expect(memoryLine('fast-image-plus')).toBe(false);
    // The loop guard is the route's: a request carrying the proxy's own marker is refused, kept or not.
    const loop = await httpGet(port(), path, { ...headers, 'x-mall-image-proxy': '1' });
    expect(loop.status).toBe(508);
  });
});
