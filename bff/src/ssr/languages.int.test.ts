import { existsSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hostOf, useStack } from '../test/stack';

// The languages each mall offers (issue 22) through the whole stack (the sandbox over HTTP, a real
// Redis, the web's real build): the sandbox's languages knob, the bff's purge, then a page in a
// language the mall does not offer redirects to its fallback, and hreflang, the sitemap and the feed
// leave that language out. Restored (the knobs' reset after each test, and a purge) for the next.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);

const origins = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz' } as const;
type TenantId = keyof typeof origins;
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
const feedLinks = (html: string) => [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]* href="([^"]+)">/g)].map((m) => m[1]);

describe('the languages a mall offers', () => {
  const stack = useStack();
  const get = (tenant: TenantId, url: string, headers: Record<string, string> = {}) =>
    stack().app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });
  const purge = async (tenant: TenantId) => {
    const response = await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', payload: { tenant } });
    expect(response.statusCode).toBe(200);
  };
  /** The sandbox's knob (an editor's change on the platform), then the bff's purge, as an operator would. */
  const offer = async (tenant: TenantId, locales: string[]) => {
    const response = await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/languages', payload: { tenant, locales } });
    expect(response.statusCode).toBe(200);
    await purge(tenant);
  };
  beforeEach(async () => {
    for (const tenant of Object.keys(origins) as TenantId[]) await purge(tenant);
  });

  it('serves every language while the mall offers all four (the seed)', async () => {
    const page = await get('aupark', '/de/contact');
    expect(page.statusCode).toBe(200);
    expect(hreflangs(page.body).map(([hreflang]) => hreflang)).toEqual(['en', 'cs', 'sk', 'de', 'x-default']);
    expect((await get('aupark', '/de/feed.xml')).statusCode).toBe(200);
  });

  it("redirects a page in a language the mall stopped offering to the same page in the tenant's fallback, the query kept", async () => {
    // Cached while German was offered: the purge after the change drops it.
    expect((await get('aupark', '/de/contact')).statusCode).toBe(200);
    await offer('aupark', ['sk', 'en']);
    const contact = await get('aupark', '/de/contact?utm_source=news');
    expect(contact.statusCode).toBe(302);
    expect(contact.headers.location).toBe('/sk/kontakt?utm_source=news');
    expect(contact.headers['cache-control']).toBe('no-store');
    // Each route shape: home, a list's page, a detail page (its id kept), an article's permalink.
    const cases: [string, string][] = [
      ['/de', '/sk'],
      ['/cz', '/sk'],
      ['/de/events/2', '/sk/podujatia/2'],
      ['/de/shop/12/marks-and-spencer', '/sk/obchod/12/marks-and-spencer'],
      ['/cz/a/about/history', '/sk/a/about/history'],
    ];
    for (const [from, to] of cases) {
      const response = await get('aupark', from);
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
    }
    // The offered languages are pages; another tenant keeps all four.
    expect((await get('aupark', '/en/contact')).statusCode).toBe(200);
    expect((await get('galerieharfa', '/de/contact')).statusCode).toBe(200);
  });

  it("goes to the first offered language when the tenant's fallback is not offered", async () => {
    await offer('galerieharfa', ['de', 'en']);
    const response = await get('galerieharfa', '/cz/kontakt');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/contact');
    expect((await get('galerieharfa', '/')).headers.location).toBe('/en');
  });

  it('detects only offered languages at /: the cookie and the browser languages of another are passed over', async () => {
    await offer('aupark', ['sk', 'en']);
    expect((await get('aupark', '/', { 'accept-language': 'de-AT,de;q=0.9' })).headers.location).toBe('/sk');
    expect((await get('aupark', '/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).headers.location).toBe('/en');
    expect((await get('aupark', '/', { cookie: 'locale=cz', 'accept-language': 'en' })).headers.location).toBe('/en');
  });

  it("names only the offered languages in the head's alternates and the shell's languages, and links only their feed", async () => {
    await offer('aupark', ['sk', 'en']);
    const page = await get('aupark', '/sk/kontakt');
    expect(page.statusCode).toBe(200);
    expect(hreflangs(page.body)).toEqual([
      ['en', `${origins.aupark}/en/contact`],
      ['sk', `${origins.aupark}/sk/kontakt`],
      ['x-default', `${origins.aupark}/sk/kontakt`],
    ]);
    expect(feedLinks(page.body)).toEqual(['/sk/feed.xml']);
    const state = JSON.parse(page.body.match(/<script type="application\/json" id="bff-state">(.*?)<\/script>/)?.[1] ?? '{}') as { shell?: { mall?: { languages?: string[] } } };
    expect(state.shell?.mall?.languages).toEqual(['en', 'sk']);
  });

  it('lists only the offered languages in the sitemap, and its alternates name only them', async () => {
    await offer('aupark', ['sk', 'en']);
    const index = await get('aupark', '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${origins.aupark}/sitemap-en.xml`, `${origins.aupark}/sitemap-sk.xml`]);
    expect((await get('aupark', '/sitemap-de.xml')).statusCode).toBe(404);
    expect((await get('aupark', '/sitemap-cz.xml')).statusCode).toBe(404);
    const sk = await get('aupark', '/sitemap-sk.xml');
    expect(sk.statusCode).toBe(200);
    expect(sk.body).toContain(`<loc>${origins.aupark}/sk/kontakt</loc>`);
    expect(sk.body).toContain(`hreflang="en" href="${origins.aupark}/en/contact"`);
    expect(sk.body).not.toMatch(/hreflang="(?:de|cs)"/);
    expect(sk.body).not.toContain(`${origins.aupark}/de/`);
  });

  it("redirects an unoffered language's feed to the fallback's", async () => {
    await offer('aupark', ['sk', 'en']);
    const feed = await get('aupark', '/de/feed.xml');
    expect(feed.statusCode).toBe(302);
    expect(feed.headers.location).toBe('/sk/feed.xml');
    expect((await get('aupark', '/sk/feed.xml')).statusCode).toBe(200);
    expect((await get('aupark', '/fr/feed.xml')).statusCode).toBe(404);
  });

  it('serves the language again once the mall offers it again and the bff is purged', async () => {
    await offer('aupark', ['sk']);
    expect((await get('aupark', '/de/contact')).statusCode).toBe(302);
    await offer('aupark', ['en', 'cz', 'sk', 'de']);
    expect((await get('aupark', '/de/contact')).statusCode).toBe(200);
  });
});
