import { gunzipSync } from 'node:zlib';
import { matchPath } from '@mall/site';
import { beforeEach, describe, expect, it } from 'vitest';
import { hostOf, useStack } from '../test/stack';
import { validateAtom } from './validate';

// The feed through the whole stack (the sandbox over HTTP, a real Redis): `/{lang}/feed.xml` per tenant
// host, on the tenant's origin, valid against Atom's RELAX NG schema, cached and purged with the tenant
// like the sitemap, compressed, 404 for a language the site does not have, 503 when the platform fails.

const origins = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz' } as const;
const entryLinks = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map((m) => m[1] ?? '');
const updates = (xml: string) => [...xml.matchAll(/<entry>[\s\S]*?<updated>([^<]+)<\/updated>/g)].map((m) => Date.parse(m[1] ?? ''));

describe('the Atom feed', () => {
  // The shared harness (started once, knobs reset after each test, its Redis prefix cleaned at the end).
  const stack = useStack();
  beforeEach(async () => {
    for (const tenant of Object.keys(origins)) await stack().app.cache.purgeTenant(tenant);
  });

  const get = (tenant: string, url: string, headers: Record<string, string> = {}) =>
    stack().app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });
  const listCalls = (tenant: string) => stack().sandbox.knobs.requests().filter((r) => (r.path === '/v1/news' || r.path === '/v1/events') && r.tenant === tenant).length;

  it('answers each language of two tenants, valid against RFC 4287\'s schema, with entries on the tenant\'s site', async () => {
    const feeds: string[] = [];
    for (const [tenant, origin] of Object.entries(origins)) {
      for (const lang of ['en', 'cz', 'sk', 'de']) {
        const response = await get(tenant, `/${lang}/feed.xml`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
        const xml = response.body;
        feeds.push(xml);
        expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`);
        expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${origin}/${lang}/feed.xml"/>`);
        expect(xml).toContain(`<link rel="alternate" type="text/html" href="${origin}/${lang}"/>`);
        const links = entryLinks(xml);
        // The sandbox's published news and events (20 and 14 seeded; the ones announced for later are not yet).
        expect(links.length).toBeGreaterThan(10);
        expect(links.length).toBeLessThanOrEqual(50);
        for (const link of links) {
          expect(link.startsWith(`${origin}/${lang}/`)).toBe(true);
          // Each a page of the route table: an event's or a news item's detail, in this language.
          const match = matchPath(new URL(link).pathname);
          expect(['event', 'news-detail']).toContain(match?.route.name);
          expect(match?.lang).toBe(lang);
        }
        const times = updates(xml);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
      }
    }
    expect(entryLinks(feeds[0] ?? '').some((link) => link.includes('/en/event/'))).toBe(true);
    expect(entryLinks(feeds[0] ?? '').some((link) => link.includes('/en/news-detail/'))).toBe(true);
    // The mall's name is the feed's title.
    expect(feeds[0]).toContain('<title type="text">Aupark</title>');
    expect(feeds[4]).toContain('<title type="text">Galerie Harfa</title>');
    const result = await validateAtom(feeds);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is cached per tenant like the sitemap: compressed, with an ETag, built again after a purge', async () => {
    const first = await get('aupark', '/en/feed.xml', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(first.rawPayload).toString('utf8')).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const calls = listCalls('aupark');
    expect(calls).toBe(2);
    const again = await get('aupark', '/en/feed.xml');
    expect(again.headers['x-cache']).toBe('hit');
    expect(listCalls('aupark')).toBe(calls);
    expect((await get('aupark', '/en/feed.xml', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // Another language and another tenant have their own copies.
    expect((await get('aupark', '/de/feed.xml')).headers['x-cache']).toBe('miss');
    expect((await get('galerieharfa', '/en/feed.xml')).headers['x-cache']).toBe('miss');

    await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', headers: { host: hostOf('aupark') }, payload: { tenant: 'aupark' } });
    expect((await get('aupark', '/en/feed.xml')).headers['x-cache']).toBe('miss');
  });

  it('answers 404 for a language the site does not have, and keeps nothing', async () => {
    for (const url of ['/xx/feed.xml', '/EN/feed.xml', '/fr/feed.xml']) {
      const response = await get('aupark', url);
      expect(response.statusCode).toBe(404);
    }
    expect(listCalls('aupark')).toBe(0);
  });

  it('answers 503 with Retry-After when the platform fails and nothing is cached, and keeps nothing of it', async () => {
    stack().sandbox.knobs.setMode('failing');
    const failed = await get('aupark', '/en/feed.xml');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('60');
    expect(failed.headers['cache-control']).toBe('no-store');
    stack().sandbox.knobs.setMode('normal');
    const recovered = await get('aupark', '/en/feed.xml');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.headers['x-cache']).toBe('miss');
  });
});
