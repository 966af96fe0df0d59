import { buildSandbox, TENANTS } from '@mall/sandbox';
import { languages, matchPath, routeTable, slugify, type RouteName } from '@mall/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSitemaps, lastmodOf, partPath, renderUrlset, sitemapPages, type SitemapInput } from './sitemap';
import { sitemapSchema, type UpstreamSitemap } from './upstream';
import { validateSitemap, validateSitemapIndex } from './xsd/validate';

// The sitemap builder: what it lists (live routes only, no personal pages, each language's own
// slug), the hreflang alternates (all four languages plus x-default, reciprocal), lastmod, the
// split past the protocol's limits, and validity against the protocol's schemas.

const origin = 'https://www.aupark.sk';
const allRoutes = routeTable.map((route) => route.name);

const fixture: UpstreamSitemap = sitemapSchema.parse({
  shops: [{ id: 1001, name: 'Marks & Spencer', updated_at: '2026-01-02T09:00:00.000000Z' }],
  events: [
    {
      id: 1105,
      translations: [
        { locale: 'en', title: 'Back to School Days' },
        { locale: 'cz', title: 'Zpátky do školy' },
        { locale: 'de', title: 'Schulanfangstage' },
      ],
      updated_at: '2026-08-20T08:00:00.000000Z',
    },
  ],
  news: [{ id: 1201, translations: [{ locale: 'en', title: 'Hello' }], updated_at: 'not a date' }],
  articles: [{ id: 7, permalink: 'about/history', translations: [{ locale: 'en', title: 'History' }], updated_at: null }],
});

const input = (overrides: Partial<SitemapInput> = {}): SitemapInput => ({
  origin,
  fallbackLanguage: 'sk',
  liveRoutes: allRoutes,
  data: fixture,
  closedToGuests: () => false,
  ...overrides,
});

/** Every <url> of a part: its loc, lastmod and alternates. */
function parseUrls(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang = '', href = '']) => [lang, href])),
  }));
}

const decode = (text: string) => text.replace(/&amp;/g, '&');

describe('sitemapPages', () => {
  it('lists live static routes only, without personal, guest-only, search or parameterised pages', () => {
    const pages = sitemapPages(input({ liveRoutes: ['home', 'about', 'events', 'rewards', 'shops-category', 'floorplan', 'dashboard', 'login', 'search', 'set-new-password'] }));
    expect(pages.map((p) => p.paths.en)).toEqual(['/en', '/en/about', '/en/events', '/en/rewards/1']);
    expect(pages.map((p) => p.paths.cz)).toEqual(['/cz', '/cz/o-nakupnim-centru', '/cz/akce', '/cz/odmeny/1']);
  });

  it('lists no route that is not live, and no detail page whose route is not live', () => {
    const pages = sitemapPages(input({ liveRoutes: ['home'] }));
    expect(pages.map((p) => p.paths.de)).toEqual(['/de']);
  });

  it('leaves out a static page this mall does not have (no cinema)', () => {
    expect(sitemapPages(input({ liveRoutes: ['about', 'cinema'] })).map((p) => p.paths.en)).toEqual(['/en/about', '/en/cinema']);
    expect(sitemapPages(input({ liveRoutes: ['about', 'cinema'], absent: new Set(['cinema']) })).map((p) => p.paths.en)).toEqual(['/en/about']);
  });

  it('leaves out routes a visibility setting closes to guests', () => {
    const open = sitemapPages(input({ liveRoutes: ['offers', 'mobile-app'] }));
    // In the route table's order, whatever the order of the live routes.
    expect(open.map((p) => p.paths.en)).toEqual(['/en/mobile-app', '/en/offers']);
    const closed = sitemapPages(input({ liveRoutes: ['offers', 'mobile-app'], closedToGuests: (guard) => guard === 'offers-visibility' }));
    expect(closed.map((p) => p.paths.en)).toEqual(['/en/mobile-app']);
  });

  it('gives each language its own slug, falling back like the detail page when a title is missing', () => {
    const event = sitemapPages(input({ liveRoutes: ['event'] }))[0];
    expect(event?.paths).toEqual({
      en: '/en/event/1105/back-to-school-days',
      cz: '/cz/udalost/1105/zpatky-do-skoly',
      // No Slovak title: the tenant's fallback (sk) has none either, so English, as on the page.
      sk: '/sk/podujatie/1105/back-to-school-days',
      de: '/de/event/1105/schulanfangstage',
    });
    expect(event?.lastmod).toBe('2026-08-20T08:00:00.000Z');
  });

  it('gives a shop the slug of its brand name in every language, and an article its permalink', () => {
    const pages = sitemapPages(input({ liveRoutes: ['shop', 'article'] }));
    expect(pages.map((p) => [p.paths.en, p.paths.sk])).toEqual([
      ['/en/shop/1001/marks-and-spencer', '/sk/obchod/1001/marks-and-spencer'],
      ['/en/a/about/history', '/sk/a/about/history'],
    ]);
  });

  it('matches every path it builds back to its own route (the router agrees)', () => {
    for (const page of sitemapPages(input())) {
      for (const lang of languages) expect(matchPath(page.paths[lang])?.lang).toBe(lang);
    }
  });
});

describe('lastmodOf', () => {
  it('gives a W3C datetime, or nothing for a missing or unreadable time', () => {
    expect(lastmodOf('2026-01-02T09:00:00.000000Z')).toBe('2026-01-02T09:00:00.000Z');
    expect(lastmodOf('2026-01-02')).toBe('2026-01-02T00:00:00.000Z');
    expect(lastmodOf('yesterday')).toBeUndefined();
    expect(lastmodOf(null)).toBeUndefined();
  });
});

describe('buildSitemaps', () => {
  it('makes an index of one part per language on the tenant origin, all valid against the protocol schemas', async () => {
    const set = buildSitemaps(input({ origin: `${origin}/` }));
    expect([...set.parts.keys()]).toEqual(['/sitemap-en.xml', '/sitemap-cz.xml', '/sitemap-sk.xml', '/sitemap-de.xml']);
    const index = await validateSitemapIndex(set.index);
    expect(index.errors).toEqual([]);
    expect(index.valid).toBe(true);
    expect([...set.index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([...set.parts.keys()].map((path) => `${origin}${path}`));
    const result = await validateSitemap([...set.parts.values()]);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the validator refuses what breaks the schema (a bad lastmod, an unknown element, a relative href)', async () => {
    const good = renderUrlset([{ loc: `${origin}/en`, alternates: [{ hreflang: 'en', href: `${origin}/en` }] }]);
    expect((await validateSitemap(good)).valid).toBe(true);
    expect((await validateSitemap(good.replace('</loc>', '</loc><lastmod>yesterday</lastmod>'))).valid).toBe(false);
    expect((await validateSitemap(good.replace('</loc>', '</loc><image>x</image>'))).valid).toBe(false);
    expect((await validateSitemap(good.replace(`href="${origin}/en"`, 'href="/en"'))).valid).toBe(false);
    // Foreign elements are checked strictly: only the declared xhtml:link passes.
    expect((await validateSitemap(good.replace('</loc>', '</loc><x:tag xmlns:x="urn:example"/>'))).valid).toBe(false);
    expect((await validateSitemap(good.replace('rel="alternate"', 'rel="canonical"'))).valid).toBe(false);
    // One bad file among good ones fails the run.
    expect((await validateSitemap([good, good.replace('</loc>', '</loc><lastmod>2026-13-01</lastmod>')])).valid).toBe(false);
    expect((await validateSitemapIndex(good)).valid).toBe(false);
  });

  it('gives every URL all four languages plus x-default, and the alternates are reciprocal', () => {
    const set = buildSitemaps(input());
    const all = [...set.parts.values()].flatMap(parseUrls);
    const byLoc = new Map(all.map((url) => [decode(url.loc), url]));
    expect(all.length).toBe(byLoc.size);
    for (const url of all) {
      expect(Object.keys(url.alternates).sort()).toEqual(['cs', 'de', 'en', 'sk', 'x-default']);
      // The URL is among its own alternates, and every alternate lists the very same set back.
      expect(Object.values(url.alternates).map(decode)).toContain(decode(url.loc));
      for (const [hreflang, href] of Object.entries(url.alternates)) {
        const other = byLoc.get(decode(href));
        expect(other, `${url.loc} → ${hreflang} ${href}`).toBeDefined();
        expect(other?.alternates).toEqual(url.alternates);
      }
      expect(url.alternates['x-default']).toBe(url.alternates.sk);
    }
  });

  it('lists only the languages the tenant offers (issue 22), reciprocally, x-default the first offered when the fallback is not', () => {
    const set = buildSitemaps(input({ languages: ['cz', 'de'] }));
    expect([...set.parts.keys()]).toEqual(['/sitemap-cz.xml', '/sitemap-de.xml']);
    const all = [...set.parts.values()].flatMap(parseUrls);
    const byLoc = new Map(all.map((url) => [decode(url.loc), url]));
    for (const url of all) {
      expect(Object.keys(url.alternates).sort()).toEqual(['cs', 'de', 'x-default']);
      expect(url.alternates['x-default']).toBe(url.alternates.cs);
      for (const href of Object.values(url.alternates)) expect(byLoc.get(decode(href))?.alternates).toEqual(url.alternates);
    }
  });

  it('writes lastmod only where the platform gives one, and the part’s newest in the index', () => {
    const set = buildSitemaps(input({ liveRoutes: ['home', 'event', 'news-detail'] }));
    const urls = parseUrls(set.parts.get('/sitemap-en.xml') ?? '');
    expect(urls.map((u) => [u.loc, u.lastmod])).toEqual([
      [`${origin}/en`, undefined],
      [`${origin}/en/event/1105/back-to-school-days`, '2026-08-20T08:00:00.000Z'],
      [`${origin}/en/news-detail/1201/hello`, undefined],
    ]);
    expect(set.index).toContain(`<loc>${origin}/sitemap-en.xml</loc><lastmod>2026-08-20T08:00:00.000Z</lastmod>`);
  });

  it('splits a language by type, and a type by count, past the URL limit; every part stays valid', async () => {
    const many: UpstreamSitemap = { ...fixture, shops: Array.from({ length: 25 }, (_, n) => ({ id: String(1001 + n), name: `Shop ${n}`, updated_at: null })) };
    const whole = buildSitemaps(input({ data: many }));
    const split = buildSitemaps(input({ data: many }), { maxUrls: 10, maxBytes: 50 * 1024 * 1024 });
    const en = [...split.parts.keys()].filter((path) => path.startsWith('/sitemap-en-'));
    const staticPages = sitemapPages(input({ data: many })).filter((page) => page.group === 'pages').length;
    expect(staticPages).toBeGreaterThan(20);
    expect(staticPages).toBeLessThanOrEqual(40);
    expect(en).toEqual([
      '/sitemap-en-pages.xml',
      '/sitemap-en-pages-2.xml',
      ...(staticPages > 20 ? ['/sitemap-en-pages-3.xml'] : []),
      ...(staticPages > 30 ? ['/sitemap-en-pages-4.xml'] : []),
      '/sitemap-en-shops.xml',
      '/sitemap-en-shops-2.xml',
      '/sitemap-en-shops-3.xml',
      '/sitemap-en-events.xml',
      '/sitemap-en-news.xml',
      '/sitemap-en-articles.xml',
    ]);
    const locs = (parts: Iterable<string>) => [...parts].flatMap(parseUrls).map((u) => u.loc).sort();
    expect(locs(split.parts.values())).toEqual(locs(whole.parts.values()));
    for (const xml of split.parts.values()) expect(parseUrls(xml).length).toBeLessThanOrEqual(10);
    expect((await validateSitemap([...split.parts.values()])).valid).toBe(true);
    expect((await validateSitemapIndex(split.index)).valid).toBe(true);
  });

  it('splits by size too: no part is larger than the byte limit', () => {
    const maxBytes = 4000;
    const split = buildSitemaps(input(), { maxUrls: 50_000, maxBytes });
    expect(split.parts.size).toBeGreaterThan(4);
    for (const xml of split.parts.values()) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(maxBytes);
  });

  it('names parts by language, group and number', () => {
    expect(partPath('cz')).toBe('/sitemap-cz.xml');
    expect(partPath('de', 'news', 2)).toBe('/sitemap-de-news-2.xml');
  });
});

describe('with the sandbox platform’s sitemap', () => {
  const data: Record<string, UpstreamSitemap> = {};
  beforeAll(async () => {
    const sandbox = await buildSandbox({ publicUrl: 'http://sandbox.test' });
    for (const tenant of ['aupark', 'galerieharfa'] as const) {
      const reply = await sandbox.inject({ method: 'GET', url: '/v1/sitemap', headers: { origin: TENANTS[tenant].origin } });
      data[tenant] = sitemapSchema.parse((reply.json() as { data: unknown }).data);
    }
    await sandbox.close();
  });

  it('lists every shop, event and news item of the tenant once per language, valid against the schemas', async () => {
    const aupark = data.aupark!;
    const set = buildSitemaps(input({ data: aupark, liveRoutes: ['home', 'shop', 'event', 'news-detail', 'reward', 'offer'] as RouteName[] }));
    const en = parseUrls(set.parts.get('/sitemap-en.xml') ?? '').map((u) => decode(u.loc));
    for (const shop of aupark.shops) expect(en).toContain(`${origin}/en/shop/${shop.id}/${slugify(shop.name)}`);
    expect(en.length).toBe(1 + aupark.shops.length + aupark.events.length + aupark.news.length + aupark.rewards.length + aupark.offers.length);
    expect((await validateSitemap([...set.parts.values()])).valid).toBe(true);
    expect((await validateSitemapIndex(set.index)).valid).toBe(true);
  });

  it('keeps tenants apart: one tenant’s sitemap names only its own origin and ids', () => {
    const harfaOrigin = 'https://www.galerieharfa.cz';
    const set = buildSitemaps(input({ origin: harfaOrigin, fallbackLanguage: 'cz', data: data.galerieharfa!, liveRoutes: ['home', 'shop', 'event'] }));
    const xml = [...set.parts.values(), set.index].join('');
    expect(xml).not.toContain('aupark');
    const hosts = new Set([...xml.matchAll(/(?:href="|<loc>)(https?:\/\/[^/"<]+)/g)].map((m) => m[1]));
    expect([...hosts]).toEqual([harfaOrigin]);
    const ids = [...xml.matchAll(/\/(?:shop|event|obchod|udalost|podujatie)\/(\d+)\//g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id > 2000 && id < 3000)).toBe(true);
  });
});
