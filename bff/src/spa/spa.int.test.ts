import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startStack, type Stack } from '../test/stack';

// The first HTML: status codes, redirects by language, the head filled in on the server and the
// layout's data embedded, immutable hashed assets. A small built-like dist folder stands in for Vite's
// output so these tests do not depend on a web build.

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Mall</title>
    <!--ssr-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--ssr-state-->
  </body>
</html>`;

describe('SPA serving', () => {
  let stack: Stack;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), template);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    stack = await startStack({ redis: null, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await stack.close();
    rmSync(dist, { recursive: true, force: true });
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

  it('answers 404 with the same document for unknown paths and for routes without a screen yet', async () => {
    for (const url of ['/en/nothing-here', '/cz/kontakt', '/de/shop/1/x', '/xx/yy']) {
      const response = await get('aupark', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('"page":null');
    }
    expect((await get('aupark', '/de/nothing')).body).toContain('<html lang="de"');
  });

  it('serves hashed assets immutable and other files briefly cached; missing files are plain 404s', async () => {
    const asset = await get('beta', '/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('beta', '/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
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
    } finally {
      stack.sandbox.knobs.setMode('normal');
    }
  });

  it('keeps the page and embeds nothing of another tenant', async () => {
    const html = (await get('novoplaza', '/en')).body;
    expect(html).toContain('Novo Plaza');
    expect(html).not.toMatch(/aupark|galerieharfa|europasc/i);
  });
});
