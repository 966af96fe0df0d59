import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { gql, hostOf, logCollector, useStack } from '../test/stack';

// The redirects of the first request against the sandbox's rules and a real Redis (sandbox/CONTRACT.md
// "redirects"; issue "The edge", Redirects): app links, moved pages, chains resolved to one hop,
// external targets, and the broken rules (a loop, a chain too long) refused and logged, not followed.

const dist = loadConfig({}).WEB_DIST;
if (!existsSync(`${dist}/server/entry-server.js`)) throw new Error(`The web is not built (${dist}): run \`npm run build\` first.`);

describe('redirects', () => {
  const log = logCollector();
  const stack = useStack({ logStream: log.stream });
  const get = (tenant: string, url: string) => stack().app.inject({ method: 'GET', url, headers: { host: hostOf(tenant) } });

  it("sends /app-link and /willopeninapp to the tenant's app error page", async () => {
    for (const [tenant, page] of [
      ['aupark', 'https://app.mall-platform.example/aupark/not-available'],
      ['novoplaza', 'https://app.mall-platform.example/novoplaza/not-available'],
    ]) {
      for (const path of ['/app-link', '/willopeninapp?ref=sms']) {
        const response = await get(tenant!, path);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(page);
      }
    }
  });

  it('redirects a moved page to its new address, keeping the query, in any case and with a slash', async () => {
    let response = await get('aupark', '/index.php');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/sk');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    response = await get('galerieharfa', '/INDEX.PHP/?utm_source=newsletter');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/cz?utm_source=newsletter');
  });

  it('resolves a chain to its final target: one redirect, not two', async () => {
    const response = await get('aupark', '/en/welcome');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/sk');
  });

  it("leads off the site for an absolute target, each tenant to its own", async () => {
    let response = await get('aupark', '/christmas?utm_source=x');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://christmas.aupark.sk/');
    response = await get('galerieharfa', '/christmas');
    expect(response.headers.location).toBe('https://christmas.galerieharfa.cz/');
  });

  it('refuses and logs a loop and a chain longer than 3 hops; their paths are simply not found', async () => {
    for (const path of ['/loop-a', '/loop-b', '/chain-1', '/chain-2']) {
      const response = await get('beta', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    // A chain of 3 hops is still followed.
    const kept = await get('beta', '/chain-3');
    expect(kept.statusCode).toBe(301);
    expect(kept.headers.location).toBe('/cz');
    const refused = log.lines.filter((line) => line.msg === 'redirect rule refused' && line.tenant === 'beta');
    expect(refused.map((line) => [line.from, line.reason])).toEqual(
      expect.arrayContaining([
        ['/loop-a', 'loop'],
        ['/loop-b', 'loop'],
        ['/chain-1', 'too-long'],
        ['/chain-2', 'too-long'],
        ['not-a-path', 'invalid'],
      ]),
    );
    // Logged once per cached copy of the rules, not once per request.
    expect(refused.filter((line) => line.from === '/loop-a')).toHaveLength(1);
  });

  it('does not touch pages without a rule, and reads the rules from the cache', async () => {
    stack().sandbox.knobs.clearRequests();
    for (let i = 0; i < 3; i++) expect((await get('europasc', '/sk')).statusCode).toBe(200);
    expect((await get('europasc', '/sk/no-such-page')).statusCode).toBe(404);
    const calls = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/redirects');
    expect(calls.length).toBeLessThanOrEqual(1);
  });

  it('gives the SPA the same rules through GraphQL, without the refused ones', async () => {
    const reply = await gql<{ redirects: { from: string; to: string; permanent: boolean; external: boolean }[] }>(
      stack().app,
      'beta',
      '{ redirects { from to permanent external } }',
    );
    expect(reply.errors).toBeUndefined();
    const rules = reply.data!.redirects;
    expect(rules).toContainEqual({ from: '/en/welcome', to: '/cz', permanent: true, external: false });
    expect(rules).toContainEqual({ from: '/christmas', to: 'https://christmas.beta.mall-sites.example/', permanent: false, external: true });
    expect(rules.map((r) => r.from)).not.toContain('/loop-a');
    expect(rules.map((r) => r.from)).not.toContain('/chain-1');
  });
});
