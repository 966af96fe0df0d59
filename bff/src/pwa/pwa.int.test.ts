import { existsSync } from 'node:fs';
import { TENANT_IDS } from '@mall/sandbox';
import { languages } from '@mall/site';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hostOf, useStack } from '../test/stack';
import { scanPrefix } from '../test/redis-scan';
import type { WebAppManifest } from './manifest';

// The installable site through the whole stack (the sandbox over HTTP, a real Redis, the real web
// build): each tenant's manifest in each language and its icons, the sizes they declare, kept per
// tenant (the `{tenant}` hash tag) and never one tenant's for another's host; and every page's head
// linking them.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);

const names: Record<string, string> = {
  aupark: 'Aupark',
  galerieharfa: 'Galerie Harfa',
  novoplaza: 'Novo Plaza',
  europasc: 'Europa Shopping Center',
  beta: 'Beta Mall',
};

describe('the installable site', () => {
  const stack = useStack();
  beforeEach(async () => {
    for (const tenant of TENANT_IDS) await stack().app.cache.purgeTenant(tenant);
  });
  const get = (tenant: string, url: string, headers: Record<string, string> = {}) =>
    stack().app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...headers } });

  it.each(TENANT_IDS)('%s: a valid manifest in every language, each icon a PNG of the size it declares', async (tenant) => {
    const etags = new Map<string, string>();
    for (const lang of languages) {
      const response = await get(tenant, `/manifest/${lang}.webmanifest`);
      expect(response.statusCode, lang).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
      const manifest = response.json<WebAppManifest>();
      expect(manifest).toMatchObject({ id: '/', name: names[tenant], start_url: `/${lang}`, scope: '/', display: 'standalone', lang: lang === 'cz' ? 'cs' : lang });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      expect([...manifest.short_name].length).toBeLessThanOrEqual(12);
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const png = await get(tenant, icon.src);
        expect(png.statusCode, icon.src).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        expect(png.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
        const meta = await sharp(png.rawPayload).metadata();
        expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
        expect(meta.hasAlpha).toBe(false);
        // One icon for every language.
        const etag = String(png.headers.etag);
        expect(etags.get(icon.src) ?? etag).toBe(etag);
        etags.set(icon.src, etag);
      }
    }
    const apple = await get(tenant, '/pwa/icon-180.png');
    const meta = await sharp(apple.rawPayload).metadata();
    expect([apple.statusCode, meta.width, meta.height]).toEqual([200, 180, 180]);
  });

  it("answers a second tenant's host with its own manifest and icons, whatever X-Forwarded-Host says", async () => {
    const aupark = (await get('aupark', '/manifest/en.webmanifest')).json<WebAppManifest>();
    const harfa = (await get('galerieharfa', '/manifest/en.webmanifest', { 'x-forwarded-host': 'aupark.localhost:3000' })).json<WebAppManifest>();
    expect([aupark.name, harfa.name]).toEqual(['Aupark', 'Galerie Harfa']);
    expect(harfa.theme_color).not.toBe(aupark.theme_color);
    const icon = (tenant: string) => get(tenant, '/pwa/icon-maskable-512.png');
    const [a, h] = [await icon('aupark'), await icon('galerieharfa')];
    expect(a.headers.etag).not.toBe(h.headers.etag);
    // Asked again (from the cache now), each host still gets its own.
    expect((await icon('galerieharfa')).headers.etag).toBe(h.headers.etag);
    expect((await icon('aupark')).headers.etag).toBe(a.headers.etag);
    // The logo in the middle is its own mall's (the sandbox draws each in its brand's colours).
    const centre = async (png: Buffer) => [...(await sharp(png).extract({ left: 256, top: 256, width: 1, height: 1 }).raw().toBuffer())];
    expect(await centre(a.rawPayload)).not.toEqual(await centre(h.rawPayload));
  });

  it("keeps them in Redis under each tenant's hash tag, and answers 304 to a known ETag", async () => {
    const first = await get('novoplaza', '/pwa/icon-192.png');
    await get('novoplaza', '/manifest/cz.webmanifest');
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get('novoplaza', '/pwa/icon-192.png', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const keys = (await scanPrefix(stack().prefix)).map((entry) => entry.key);
    expect(keys).toContain(`${stack().prefix}{novoplaza}:response:-:pwa:icon-192.png?`);
    expect(keys).toContain(`${stack().prefix}{novoplaza}:response:cz:pwa:manifest?`);
  });

  it('answers 404 for a language or an icon it does not have', async () => {
    for (const url of ['/manifest/fr.webmanifest', '/manifest/cs.webmanifest', '/manifest/en.json', '/pwa/icon-100.png', '/pwa/icon-maskable-180.png']) {
      const response = await get('aupark', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 503, and keeps nothing, when the platform is down and nothing is cached', async () => {
    stack().sandbox.knobs.setMode('down');
    const manifest = await get('europasc', '/manifest/sk.webmanifest');
    const icon = await get('europasc', '/pwa/icon-512.png');
    expect([manifest.statusCode, icon.statusCode]).toEqual([503, 503]);
    expect(manifest.headers['cache-control']).toBe('no-store');
    stack().sandbox.knobs.setMode('normal');
    expect((await get('europasc', '/pwa/icon-512.png')).statusCode).toBe(200);
  });

  it("links the page's language's manifest and the home-screen icon from every first HTML, which allows them", async () => {
    for (const [tenant, path, lang] of [['aupark', '/sk', 'sk'], ['galerieharfa', '/cz/o-nakupnim-centru', 'cz'], ['beta', '/de', 'de']] as const) {
      const page = await get(tenant, path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain(`<link rel="manifest" href="/manifest/${lang}.webmanifest">`);
      expect(page.body).toContain('<link rel="apple-touch-icon" href="/pwa/icon-180.png">');
      expect(page.body).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
      expect(String(page.headers['content-security-policy'])).toContain("manifest-src 'self'");
    }
  });
});
