import { describe, expect, it } from 'vitest';
import { demoToken } from '../test/demo-session';
import { hostOf, useStack } from '../test/stack';

// `/redirect-me?to=…` through the whole stack: a member goes there, a visitor to sign in first (in
// their language, the login page told to come back), anything not a page of this site home; never
// elsewhere, never stored.

describe('GET /redirect-me', () => {
  const stack = useStack();
  const get = (tenant: string, query: string, headers: Record<string, string> = {}) =>
    stack().app.inject({ method: 'GET', url: `/redirect-me${query}`, headers: { host: hostOf(tenant), ...headers } });
  const member = (tenant: Parameters<typeof demoToken>[0]) => ({ cookie: `token=${demoToken(tenant)}` });

  it('sends a member with a session to `to`', async () => {
    const response = await get('aupark', '?to=/en/rewards', member('aupark'));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/rewards');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends a visitor to the login page in their language, with `redirect` back to `to`', async () => {
    // No language of theirs: the tenant's fallback (aupark's is Slovak).
    const fallback = await get('aupark', '?to=/en/rewards');
    expect(fallback.statusCode).toBe(302);
    expect(fallback.headers['cache-control']).toBe('no-store');
    const location = new URL(String(fallback.headers.location), 'https://www.aupark.sk');
    expect(location.pathname).toBe('/sk/prihlasenie');
    expect(location.searchParams.get('redirect')).toBe('/en/rewards');
    // Their browser's language, then their locale cookie.
    expect((await get('aupark', '?to=/en/rewards', { 'accept-language': 'de-DE,de;q=0.9' })).headers.location).toBe('/de/login?redirect=%2Fen%2Frewards');
    expect((await get('aupark', '?to=/en/rewards', { 'accept-language': 'de', cookie: 'locale=en' })).headers.location).toBe('/en/login?redirect=%2Fen%2Frewards');
  });

  it('sends a visitor of a mall without sign-in straight to `to` (novoplaza: is_authentication_active off)', async () => {
    const response = await get('novoplaza', '?to=/cz/obchody-a-sluzby');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/cz/obchody-a-sluzby');
  });

  it('takes an encoded path, decoded once', async () => {
    expect((await get('aupark', '?to=%2Fen%2Frewards', member('aupark'))).headers.location).toBe('/en/rewards');
  });

  it.each([
    ['another host', '?to=//evil.example'],
    ['another host, encoded', '?to=%2F%2Fevil.example'],
    ['another host, encoded twice', '?to=%252F%252Fevil.example'],
    ['a backslash host', '?to=/\\evil.example'],
    ['a backslash host, encoded', '?to=/%5Cevil.example'],
    ['a backslash host, encoded twice', '?to=/%255Cevil.example'],
    ['a scheme', '?to=https://evil.example/en/rewards'],
    ['a scheme, encoded', '?to=https%3A%2F%2Fevil.example%2Fen%2Frewards'],
    ['a protocol-relative URL with a tab', '?to=/%09/evil.example'],
    ['a header break', '?to=/en/rewards%0D%0ALocation:%20https://evil.example'],
    ['a path of no route', '?to=/en/nothing-here'],
    ['no `to`', ''],
    ['two `to`', '?to=/en/rewards&to=//evil.example'],
  ])('sends anyone home in their language for %s', async (_name, query) => {
    for (const headers of [{}, member('aupark')]) {
      const response = await get('aupark', query, { 'accept-language': 'en', ...headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/en');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
