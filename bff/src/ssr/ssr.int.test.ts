import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '@mall/site';
import { loadConfig } from '../config';
import { hostOf, startStack, type Stack } from '../test/stack';

// The first HTML, rendered by the web's server entry (the real build: `npm test` builds the web before
// these tests): status codes, redirects by language, the head filled in on the server, the page's
// markup and its data embedded, immutable hashed assets.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);

describe('SPA serving', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ redis: null });
  });
  afterAll(async () => {
    await stack.close();
  });

  const get = (tenant: string, url: string, headers: Record<string, string> = {}) =>
    stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });

  it("redirects / to the visitor's language: cookie, then browser languages, then the tenant's fallback", async () => {
    expect((await get('aupark', '/')).headers.location).toBe('/sk');
    expect((await get('galerieharfa', '/')).headers.location).toBe('/cz');
    expect((await get('aupark', '/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).headers.location).toBe('/de');
    expect((await get('aupark', '/', { 'accept-language': 'fr-FR,fr;q=0.9' })).headers.location).toBe('/sk');
    const byCookie = await get('aupark', '/', { 'accept-language': 'de', cookie: 'locale=en' });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/en');
  });

  it("renders home with the tenant's head and the layout's data embedded", async () => {
    const response = await get('galerieharfa', '/cz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="cs"');
    expect(html).toContain('<title>Galerie Harfa Praha</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="index, follow">');
    // Public URLs come from the tenant's configured origin, not from the Host the request came by.
    expect(html).toContain('<link rel="canonical" href="https://www.galerieharfa.cz/cz">');
    for (const [hreflang, path] of [['en', '/en'], ['cs', '/cz'], ['sk', '/sk'], ['de', '/de'], ['x-default', '/cz']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="https://www.galerieharfa.cz${path}">`);
    }
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.galerieharfa\.cz\/img\?url=/);
    // The language's Atom feed (bff/src/feed/), named after the mall.
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="Galerie Harfa" href="/cz/feed.xml">');
    const state = html.match(/<script type="application\/json" id="bff-state">(.*?)<\/script>/)?.[1];
    expect(state).toBeDefined();
    const parsed = JSON.parse(state!) as {
      lang: string;
      shell: { tenant: { id: string }; mall: { name: string }; settings: { navItems: string[] } };
      page: { operation: string; variables: Record<string, unknown>; data: { heroBanners: unknown[]; featuredShops: unknown[] } } | null;
    };
    expect(parsed.lang).toBe('cz');
    // The screen's first result too, so the first screen needs no GraphQL request at all.
    expect(parsed.page?.operation).toBe('HomePage');
    expect(parsed.page?.variables).toEqual({ lang: 'cz' });
    expect(parsed.page?.data.heroBanners.length).toBeGreaterThan(0);
    expect(parsed.page?.data.featuredShops.length).toBeGreaterThan(0);
    expect(parsed.shell.tenant.id).toBe('galerieharfa');
    expect(parsed.shell.mall.name.length).toBeGreaterThan(0);
    expect(parsed.shell.settings.navItems.length).toBeGreaterThan(0);
  });

  it('renders the page on the server: the visible texts are in the raw HTML', async () => {
    const html = (await get('aupark', '/sk')).body;
    const state = JSON.parse(html.match(/<script type="application\/json" id="bff-state">(.*?)<\/script>/)![1]!) as {
      page: { data: { heroBanners: { title: string }[]; featuredShops: { name: string }[]; mall: { today: { from: string; to: string } | null } } };
    };
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    // Lists that are there to be checked (issue 22: a loop over an empty list checked nothing).
    expect(state.page.data.heroBanners.length).toBeGreaterThan(0);
    expect(state.page.data.featuredShops.length).toBeGreaterThan(0);
    for (const banner of state.page.data.heroBanners) expect(root).toContain(escape(banner.title));
    for (const shop of state.page.data.featuredShops) expect(root).toContain(escape(shop.name));
    // Today's hours, or on a day the mall is closed (a public holiday) the words that say there are none.
    const today = state.page.data.mall.today;
    expect(root).toContain(today ? `Dnes ${today.from}–${today.to}` : 'Otváracie hodiny nie sú k dispozícii');
    // Real links: the site reads and navigates with JavaScript off.
    expect(root).toMatch(/<a [^>]*href="\/sk\/[^"]+"/);
    // The page's view chunk is named in the head (the entry preloads it with the app), not discovered after the app ran.
    expect(html).toMatch(/<meta name="app-modules" content="[^"]*\/assets\/home-screen-[\w-]+\.js[^"]*">/);
  });

  it("renders a second screen with its own head from its data: opening hours, every zone's week", async () => {
    const response = await get('galerieharfa', '/cz/oteviraci-doba');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The page module's head: its title and description from the mall's data, in the page's language.
    expect(html).toContain('<title>Otevírací doba – Galerie Harfa</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.galerieharfa.cz/cz/oteviraci-doba">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.galerieharfa.cz/en/opening-hours">');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="Galerie Harfa" href="/cz/feed.xml">');
    const state = JSON.parse(html.match(/<script type="application\/json" id="bff-state">(.*?)<\/script>/)![1]!) as {
      page: { operation: string; data: { mall: { todayWeekday: string; openingHours: { zone: string; name: string }[] } } };
    };
    expect(state.page.operation).toBe('OpeningHoursPage');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain('<h1>Otevírací doba</h1>');
    // Every zone's week; parking's only where is_parking_visible_on_opening_hours is on (off at Galerie Harfa).
    const zones = state.page.data.mall.openingHours;
    expect(zones.some((zone) => zone.zone === 'parking')).toBe(true);
    for (const zone of zones) {
      if (zone.zone === 'parking') expect(root).not.toContain('data-testid="zone-parking"');
      else expect(root).toContain(escape(zone.name));
    }
    expect(root).toMatch(/<tr class="is-today" aria-current="date">/);
    // The mall with its hours for search engines, as on home.
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as { '@type': string; url: string };
    expect(jsonLd['@type']).toBe('ShoppingCenter');
    expect(jsonLd.url).toBe('https://www.galerieharfa.cz/cz/oteviraci-doba');
  });

  it('renders a page at one instant, which the first HTML carries: its data and its markup count the same day in the mall’s zone', async () => {
    const before = Date.now();
    const html = (await get('aupark', '/sk/otvaracie-hodiny')).body;
    const after = Date.now();
    const state = JSON.parse(html.match(/<script type="application\/json" id="bff-state">(.*?)<\/script>/)![1]!) as {
      now: number;
      zone: { from: number; until: number; offset: number };
      shell: { tenant: { timeZone: string } };
      page: { data: { mall: { todayWeekday: string } } };
    };
    // The instant the page was made at, for the browser's first render (web/src/lib/clock.ts) …
    expect(state.now).toBeGreaterThanOrEqual(before);
    expect(state.now).toBeLessThanOrEqual(after);
    expect(state.shell.tenant.timeZone).toBe('Europe/Bratislava');
    // … the one the page's operations ran at (the week's today) …
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Bratislava' }).format(state.now).toLowerCase();
    expect(state.page.data.mall.todayWeekday).toBe(weekday);
    // … and the markup read (the footer's year is the mall's, not the server process's).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain(`© ${calendarDayIn(state.now, 'Europe/Bratislava').slice(0, 4)} `);
    // The zone's offset at that instant, for the browser to count the day without Intl while it hydrates.
    expect(state.zone.from).toBeLessThanOrEqual(state.now);
    expect(state.zone.until).toBeGreaterThan(state.now);
    expect(new Date(state.now + state.zone.offset).toISOString().slice(0, 10)).toBe(calendarDayIn(state.now, 'Europe/Bratislava'));
  });

  it('answers 404 with the error screen for paths no screen answers', async () => {
    for (const url of ['/en/nothing-here', '/cz/prihlaseni/navic', '/de/dashboard/nothing', '/xx/yy']) {
      const response = await get('aupark', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('data-testid="error-screen"');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('"page":null');
    }
    expect((await get('aupark', '/en/nothing-here')).body).toContain('Page not found: /en/nothing-here');
    const german = (await get('aupark', '/de/nothing')).body;
    expect(german).toContain('<html lang="de"');
    // Every page links its language's feed, a 404 too.
    expect(german).toContain('<link rel="alternate" type="application/atom+xml" title="Aupark" href="/de/feed.xml">');
    // Titled as not found, the site's name after it (issue 18), with a search of the site.
    expect((await get('aupark', '/en/nothing-here')).body).toContain('<title>Page not found – Aupark</title>');
    expect(german).toContain('<title>Seite nicht gefunden – Aupark</title>');
    expect(german).toMatch(/<form[^>]*role="search"[^>]*action="\/de\/search"/);
  });

  it('serves hashed assets immutable and other files briefly cached; missing files are plain 404s', async () => {
    // The entry at low priority: the page paints without it; the first image goes first.
    const script = (await get('beta', '/cz')).body.match(/<script type="module" fetchpriority="low" crossorigin src="([^"]+)"/)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await get('beta', script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Only the headers that apply to a script: the document's policy goes with documents.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect((await get('beta', '/cz')).headers['content-security-policy']).toMatch(/script-src 'self'/);
    // Revalidated by its ETag (never, for a hashed name): no Last-Modified, no ranges.
    expect(asset.headers.etag).toBeTruthy();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    // GraphQL answers are JSON for the page's own scripts: the same few headers as a script.
    const api = await get('beta', '/graphql?query=%7Bok%7D', { 'mercurius-require-preflight': 'true' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
    // The build's brotli copy, by Accept-Encoding.
    const br = await get('beta', script!, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The server build and the build's manifest are never served.
    expect((await get('beta', '/server/entry-server.js')).statusCode).toBe(404);
    expect((await get('beta', '/.vite/manifest.json')).statusCode).toBe(404);
    const missing = await get('beta', '/assets/missing-1.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers 503 for a live screen whose data cannot be had (platform down, nothing cached)', async () => {
    stack.sandbox.knobs.setMode('down');
    try {
      const response = await get('europasc', '/de');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body).toContain('<title>Europa Shopping Center Banská Bystrica</title>');
      expect(response.body).toContain('"page":null');
      expect(response.body).toContain('data-testid="error-screen"');
    } finally {
      stack.sandbox.knobs.setMode('normal');
    }
  });

  it('keeps the page and embeds nothing of another tenant', async () => {
    const html = (await get('novoplaza', '/en')).body;
    expect(html).toContain('Novo Plaza');
    // The UI texts (the same for every tenant, as in the scripts) name every mall's landing page; the
    // page's markup and data name only its own.
    const state = JSON.parse(html.match(/<script type="application\/json" id="bff-state">(.*?)<\/script>/)![1]!) as { texts?: unknown };
    delete state.texts;
    const markup = html.replace(/<script type="application\/json" id="bff-state">.*?<\/script>/, '');
    expect(markup).not.toMatch(/aupark|galerieharfa|europasc/i);
    expect(JSON.stringify(state)).not.toMatch(/aupark|galerieharfa|europasc/i);
  });
});

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
