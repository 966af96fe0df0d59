import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hostOf, useStack } from '../test/stack';

// /build.json (the SPA's update check, spec §9) names the build the bff loaded: the id the web build
// wrote into its index.html, never cached on the way.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/client/index.html`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);

describe('GET /build.json', () => {
  const stack = useStack({ redis: null });

  it("answers the id in the loaded build's index.html, uncached", async () => {
    const written = /<meta name="build-id" content="([^"]+)"/.exec(readFileSync(`${dist}/client/index.html`, 'utf8'))?.[1];
    expect(written).toMatch(/^[0-9a-f]{16}$/);
    const response = await stack().app.inject({ method: 'GET', url: '/build.json', headers: { host: hostOf('aupark') } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ buildId: written });
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('is in the first HTML the bff serves, so the page knows its own build', async () => {
    const page = await stack().app.inject({ method: 'GET', url: '/sk', headers: { host: hostOf('aupark') } });
    const { buildId } = (await stack().app.inject({ method: 'GET', url: '/build.json' })).json<{ buildId: string }>();
    expect(page.body).toContain(`<meta name="build-id" content="${buildId}">`);
  });
});

describe('GET /build/{id}/prefetch.json', () => {
  const stack = useStack({ redis: null });

  it("lists the real build's files for each live route, cached for good under this build's id only", async () => {
    const { buildId } = (await stack().app.inject({ method: 'GET', url: '/build.json', headers: { host: hostOf('aupark') } })).json<{ buildId: string }>();
    const response = await stack().app.inject({ method: 'GET', url: `/build/${buildId}/prefetch.json`, headers: { host: hostOf('aupark'), 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    const { routes, texts, shared } = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as { routes: Record<string, string[]>; texts: Record<string, Record<string, string>>; shared: string[] };
    // Every file is in the build; a shop's detail names its page module and its own view.
    for (const file of [...Object.values(routes).flat(), ...Object.values(texts).flatMap(Object.values), ...shared]) {
      expect(existsSync(`${dist}/client${file}`), file).toBe(true);
    }
    expect(routes.shop?.some((file) => /\/shop\.page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(routes.shop?.some((file) => /\/shop-screen-[\w-]+\.js$/.test(file))).toBe(true);
    expect(routes.shop?.some((file) => /shops-category-screen/.test(file))).toBe(false);
    expect(Object.keys(texts.common ?? {}).sort()).toEqual(['cz', 'de', 'en', 'sk']);
    // Another build's id (an old page after a deploy, or a guess): not this build, not cached.
    const other = await stack().app.inject({ method: 'GET', url: '/build/0123456789abcdef/prefetch.json', headers: { host: hostOf('aupark') } });
    expect(other.statusCode).toBe(404);
    expect(other.headers['cache-control']).toBe('no-store');
  });
});
