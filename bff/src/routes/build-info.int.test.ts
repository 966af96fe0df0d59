import { existsSync, readFileSync } from 'node:fs';
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
