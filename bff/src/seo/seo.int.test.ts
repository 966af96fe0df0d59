import { existsSync } from 'node:fs';
import { matchPath, type RouteName } from '@mall/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cleanPrefix, hostOf, startStack, type Stack } from '../test/stack';
import { validateSitemap, validateSitemapIndex } from './xsd/validate';

// Search engines through the whole stack (the sandbox over HTTP, a real Redis, the real web build):
// robots.txt and the sitemap per tenant host on the tenant's origin, valid against the protocol's
// schemas, listing live routes only, cached and purged with the tenant; and the home's first HTML
// with its ShoppingCenter JSON-LD and the Open Graph image at 1200 px.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);

const origins = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz' } as const;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('search engines', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
    await cleanPrefix(stack.prefix);
  });
  beforeEach(async () => {
    stack.sandbox.knobs.reset();
    for (const tenant of Object.keys(origins)) await stack.app.cache.purgeTenant(tenant);
  });

  const get = (tenant: string, url: string, headers: Record<string, string> = {}) =>
    stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });
  const sitemapCalls = (tenant: string) => stack.sandbox.knobs.requests().filter((r) => r.path === '/v1/sitemap' && r.tenant === tenant).length;

  it('answers a sitemap index of one part per language on the tenant origin, valid against siteindex.xsd', async () => {
    const response = await get('aupark', '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const result = await validateSitemapIndex(response.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(locs(response.body)).toEqual(['en', 'cz', 'sk', 'de'].map((lang) => `${origins.aupark}/sitemap-${lang}.xml`));
  });

  it('lists only live routes, each URL with all four languages plus x-default; every part valid against sitemap.xsd', async () => {
    const live = new Set<RouteName>(stack.app.webBuild.entry?.liveRoutes ?? []);
    expect(live.has('home')).toBe(true);
    const parts = await Promise.all(['en', 'cz', 'sk', 'de'].map((lang) => get('aupark', `/sitemap-${lang}.xml`)));
    for (const part of parts) expect(part.statusCode).toBe(200);
    const result = await validateSitemap(parts.map((part) => part.body));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const urls = parts.flatMap((part) => locs(part.body));
    expect(urls).toContain(`${origins.aupark}/sk`);
    for (const url of urls) {
      expect(url.startsWith(`${origins.aupark}/`)).toBe(true);
      // A planned route answers 404: the sitemap never sends a crawler there.
      const route = matchPath(new URL(url).pathname)?.route.name;
      expect(route && live.has(route), url).toBe(true);
    }
    for (const part of parts) {
      for (const [, body = ''] of part.body.matchAll(/<url>(.*?)<\/url>/g)) {
        expect([...body.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).sort()).toEqual(['cs', 'de', 'en', 'sk', 'x-default']);
      }
    }
  });

  it('lists the cinema only where the mall has one (its page answers 404 elsewhere)', async () => {
    expect((await get('aupark', '/sitemap-cz.xml')).body).toContain(`<loc>${origins.aupark}/cz/kino</loc>`);
    const harfa = await get('galerieharfa', '/sitemap-cz.xml');
    expect(harfa.statusCode).toBe(200);
    expect(harfa.body).not.toContain('/kino<');
    expect((await get('galerieharfa', '/cz/kino')).statusCode).toBe(404);
  });

  it('keeps tenants apart, by Host only: a forged X-Forwarded-Host changes nothing', async () => {
    const harfa = await get('galerieharfa', '/sitemap-cz.xml', { 'x-forwarded-host': 'www.aupark.sk' });
    expect(harfa.statusCode).toBe(200);
    expect(harfa.body).not.toContain('aupark');
    const hosts = new Set([...harfa.body.matchAll(/(?:href="|<loc>)(https?:\/\/[^/"<]+)/g)].map((m) => m[1]));
    expect([...hosts]).toEqual([origins.galerieharfa]);
    // x-default is the tenant's own fallback language.
    expect(harfa.body).toContain(`hreflang="x-default" href="${origins.galerieharfa}/cz"`);
    const aupark = await get('aupark', '/sitemap-cz.xml');
    expect(aupark.body).toContain(`hreflang="x-default" href="${origins.aupark}/sk"`);
  });

  it('is cached per tenant: one platform call for the index and all parts, served from the cache, built again after a purge', async () => {
    const first = await get('aupark', '/sitemap.xml');
    expect(first.headers['x-cache']).toBe('miss');
    for (const lang of ['en', 'cz', 'sk', 'de']) expect((await get('aupark', `/sitemap-${lang}.xml`)).statusCode).toBe(200);
    const again = await get('aupark', '/sitemap.xml');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(sitemapCalls('aupark')).toBe(1);
    // An ETag: a crawler that has the file gets 304.
    expect((await get('aupark', '/sitemap.xml', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // Another tenant's copy is its own.
    expect((await get('galerieharfa', '/sitemap.xml')).headers['x-cache']).toBe('miss');

    await stack.app.cache.purgeTenant('aupark');
    expect((await get('aupark', '/sitemap.xml')).headers['x-cache']).toBe('miss');
    expect(sitemapCalls('aupark')).toBe(2);
  });

  it('answers 503 with Retry-After when the platform fails and nothing is cached, and keeps nothing of it', async () => {
    stack.sandbox.knobs.setMode('failing');
    const failed = await get('aupark', '/sitemap.xml');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('60');
    expect(failed.headers['cache-control']).toBe('no-store');
    stack.sandbox.knobs.setMode('normal');
    const recovered = await get('aupark', '/sitemap.xml');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.headers['x-cache']).toBe('miss');
  });

  it('answers 404 for a part that does not exist, and for a name no part can have', async () => {
    expect((await get('aupark', '/sitemap-en-shops.xml')).statusCode).toBe(404);
    expect((await get('aupark', '/sitemap-fr.xml')).statusCode).toBe(404);
    expect((await get('aupark', '/sitemap-../etc.xml')).statusCode).toBe(404);
  });

  it('answers robots.txt per tenant, naming its own sitemap, cached', async () => {
    const aupark = await get('aupark', '/robots.txt');
    expect(aupark.statusCode).toBe(200);
    expect(aupark.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(aupark.body).toContain(`Sitemap: ${origins.aupark}/sitemap.xml`);
    expect(aupark.body).toContain('Disallow: /graphql');
    expect((await get('aupark', '/robots.txt')).headers['x-cache']).toBe('hit');
    expect((await get('galerieharfa', '/robots.txt')).body).toContain(`Sitemap: ${origins.galerieharfa}/sitemap.xml`);
  });
});

describe('the first HTML of home for search engines', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ redis: null });
  });
  afterAll(async () => {
    await stack.close();
  });

  const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

  it('carries the mall as a ShoppingCenter in valid JSON-LD, links absolute on the tenant origin', async () => {
    const html = (await stack.app.inject({ method: 'GET', url: '/sk', headers: { host: hostOf('aupark') } })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const items = jsonLdOf(head);
    expect(items).toHaveLength(1);
    const mall = items[0] as {
      '@context': string;
      '@type': string;
      name: string;
      url: string;
      image: string;
      telephone: string;
      address: { '@type': string; streetAddress: string; addressLocality: string; addressCountry: string };
      geo: { '@type': string; latitude: number; longitude: number };
      openingHoursSpecification: { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[];
      department?: { '@type': string; name: string }[];
    };
    expect(mall['@context']).toBe('https://schema.org');
    expect(mall['@type']).toBe('ShoppingCenter');
    expect(mall.name).toBe('Aupark');
    expect(mall.url).toBe('https://www.aupark.sk/sk');
    expect(mall.image).toMatch(/^https:\/\/www\.aupark\.sk\/img\?url=/);
    expect(mall.telephone.length).toBeGreaterThan(0);
    expect(mall.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Bratislava', addressCountry: 'SK' });
    expect(mall.geo['@type']).toBe('GeoCoordinates');
    expect(typeof mall.geo.latitude).toBe('number');
    // Every day of the week is open at aupark, each with its hours.
    expect(mall.openingHoursSpecification.flatMap((spec) => spec.dayOfWeek).sort()).toEqual(['Friday', 'Monday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday']);
    for (const spec of mall.openingHoursSpecification) {
      expect(spec['@type']).toBe('OpeningHoursSpecification');
      expect(spec.opens).toMatch(/^\d\d:\d\d$/);
      expect(spec.closes).toMatch(/^\d\d:\d\d$/);
    }
    // The cinema, the restaurants and the car park as departments with their own hours.
    expect(mall.department?.map((d) => d['@type']).sort()).toEqual(['LocalBusiness', 'LocalBusiness', 'ParkingFacility']);
  });

  it('gives the Open Graph image through the image route at 1200 px, and og:locale by the specification', async () => {
    const html = (await stack.app.inject({ method: 'GET', url: '/cz', headers: { host: hostOf('galerieharfa') } })).body;
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.galerieharfa\.cz\/img\?url=[^"]+&amp;w=1200">/);
    expect(html).toContain('<meta property="og:locale" content="cs_CZ">');
    const en = (await stack.app.inject({ method: 'GET', url: '/en', headers: { host: hostOf('galerieharfa') } })).body;
    expect(en).toContain('<meta property="og:locale" content="en_GB">');
  });

  it('has no JSON-LD on a page that is not found', async () => {
    const html = (await stack.app.inject({ method: 'GET', url: '/sk/no-such-page', headers: { host: hostOf('aupark') } })).body;
    expect(jsonLdOf(html)).toEqual([]);
  });
});
