import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { offlinePageTexts, pathFor, routeLabel, type Lang } from '@mall/site';
import { loadConfig } from '../config';
import { hostOf, useStack } from '../test/stack';

// The service worker's script and the offline page (issue 24) as the bff serves them, from the real
// web build, for each tenant and language, against the sandbox.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/client/sw.js`)) throw new Error(`The web is not built with its worker (${dist}): run \`npm run build\` first.`);
const builtWorker = readFileSync(`${dist}/client/sw.js`, 'utf8');
const buildId = /<meta name="build-id" content="([^"]+)"/.exec(readFileSync(`${dist}/client/index.html`, 'utf8'))?.[1] ?? '';

describe('GET /sw.js', () => {
  const stack = useStack({ redis: null });

  it('answers the built worker, revalidated on every check, as JavaScript, compressed', async () => {
    for (const tenant of ['aupark', 'galerieharfa'] as const) {
      const response = await stack().app.inject({ method: 'GET', url: '/sw.js', headers: { host: hostOf(tenant), 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['content-encoding']).toBe('br');
      const body = brotliDecompressSync(response.rawPayload).toString();
      expect(body).toBe(builtWorker);
      // The worker names its caches by the build it belongs to.
      expect(body).toContain(buildId);
      expect(body).not.toContain('__MALL_BUILD_ID__');
      expect(body).not.toContain('self.__SW_MANIFEST');
    }
  });

  it('its scripts may be the site\'s own only (CSP), and a cookie changes nothing outside tests', async () => {
    const response = await stack().app.inject({ method: 'GET', url: '/sw.js', headers: { host: hostOf('aupark'), cookie: 'sw-test-build=f00dfeedf00dfeed' } });
    expect(response.body).toBe(builtWorker);
    expect(response.headers['vary'] ?? '').not.toMatch(/cookie/i);
  });

  it('is not served as a file beside it (one route, one answer)', async () => {
    const map = await stack().app.inject({ method: 'GET', url: '/sw.js.map', headers: { host: hostOf('aupark') } });
    expect(map.statusCode).toBe(404);
    const built = await stack().app.inject({ method: 'GET', url: '/offline.html', headers: { host: hostOf('aupark') } });
    expect(built.statusCode).toBe(404);
  });
});

describe('GET /sw.js with the test knob (SW_TEST_BUILD_COOKIE)', () => {
  const stack = useStack({ redis: null, env: { SW_TEST_BUILD_COOKIE: 'true' } });

  it('answers the next build\'s worker to the cookie, this build\'s without it', async () => {
    const next = await stack().app.inject({ method: 'GET', url: '/sw.js', headers: { host: hostOf('aupark'), cookie: 'a=b; sw-test-build=f00dfeedf00dfeed' } });
    expect(next.body).toBe(builtWorker.replaceAll(buildId, 'f00dfeedf00dfeed'));
    expect(next.headers['vary']).toMatch(/cookie/i);
    const own = await stack().app.inject({ method: 'GET', url: '/sw.js', headers: { host: hostOf('aupark') } });
    expect(own.body).toBe(builtWorker);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SW_TEST_BUILD_COOKIE: 'true', SIGNING_SECRET: 'x'.repeat(40) })).toThrow(/SW_TEST_BUILD_COOKIE/);
  });
});

describe('GET /offline/{lang}.html', () => {
  const stack = useStack({ redis: null });
  const htmlLang = (lang: Lang) => (lang === 'cz' ? 'cs' : lang);

  it('says "you are offline" in each language, in the mall\'s name and colours, with the offline screens\' links', async () => {
    for (const [tenant, mall] of [['aupark', 'Aupark'], ['galerieharfa', 'Harfa']] as const) {
      for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
        const response = await stack().app.inject({ method: 'GET', url: `/offline/${lang}.html`, headers: { host: hostOf(tenant) } });
        expect(response.statusCode, `${tenant} ${lang}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        // No inline script (CSP script-src 'self'): its one script is the build's offline entry.
        expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
        const html = response.body;
        expect(html).toContain(`<html lang="${htmlLang(lang)}" data-lang="${lang}">`);
        expect(html).toContain(`<h1>${offlinePageTexts[lang].title}</h1>`);
        expect(html).toMatch(new RegExp(`<title>${offlinePageTexts[lang].title} · [^<]*${mall}`));
        expect(html).toMatch(/--primary:#[0-9a-f]{3,8}/i);
        expect(html).toMatch(/<header><img src="\/img\?url=[^"]+&amp;w=320" alt="[^"]+"><\/header>/);
        for (const route of ['opening-hours', 'parking', 'map-way'] as const) {
          expect(html).toContain(`<a href="${pathFor(route, lang)}">${routeLabel(route, lang).replace('&', '&amp;')}</a>`);
        }
        expect(html).toMatch(new RegExp(`<a href="${pathFor('floorplan', lang, { id: 0 }).replace(/0$/, '')}\\d+">`));
        expect(html).toContain('<div id="offline-member"></div>');
        expect(html).toContain(`<a class="retry" href="">${offlinePageTexts[lang].retry}</a>`);
        const scripts = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)];
        expect(scripts).toHaveLength(1);
        expect(scripts[0]![1]).toMatch(/^ type="module" src="\/assets\/offline-[\w-]+\.js"$/);
        expect(scripts[0]![2]).toBe('');
        expect(existsSync(`${dist}/client${/src="([^"]+)"/.exec(scripts[0]![1] ?? '')?.[1] ?? '-'}`)).toBe(true);
      }
    }
  });

  it('links the cinema only where the mall has one', async () => {
    const aupark = await stack().app.inject({ method: 'GET', url: '/offline/en.html', headers: { host: hostOf('aupark') } });
    expect(aupark.body).toContain(`<a href="${pathFor('cinema', 'en')}">`);
    const novoplaza = await stack().app.inject({ method: 'GET', url: '/offline/en.html', headers: { host: hostOf('novoplaza') } });
    expect(novoplaza.body).not.toContain(`<a href="${pathFor('cinema', 'en')}">`);
  });

  it('is the same for a member (nothing personal in it)', async () => {
    const response = await stack().app.inject({ method: 'GET', url: '/offline/sk.html', headers: { host: hostOf('aupark'), cookie: 'token=abc|def' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for another language or file', async () => {
    for (const url of ['/offline/fr.html', '/offline/en.htm', '/offline/en', '/offline/..%2Fsw.js.html']) {
      const response = await stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark') } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
