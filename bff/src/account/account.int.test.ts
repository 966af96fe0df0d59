import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { gql, hostOf, useStack, type Stack } from '../test/stack';

// The session against the sandbox over real HTTP and a real Redis (issue 10 "Accounts"): sign-in sets
// the HttpOnly cookie and returns the member, wrong credentials land on the e-mail field, bad input
// never reaches the platform, the rate limit counts per address and per account, sign-out and an
// expired session both clear the cookie, and the pages a session opens or closes check it first.

const login = `mutation ($lang: Language!, $input: LoginInput!) {
  login(lang: $lang, input: $input) { ok fieldErrors { field code message } viewer { id email firstName lastName displayName } }
}`;
const viewer = '{ viewer { id email displayName } }';

const jana = { email: 'jana.novakova@aupark.test', password: 'Aupark-demo-2026' };

function cookieOf(response: { headers: Record<string, unknown> }, name = 'token'): string | undefined {
  const raw = response.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie: string) => cookie.startsWith(`${name}=`));
}

async function signIn(stack: Stack, tenant: string, input: { email: string; password: string }, headers: Record<string, string> = {}) {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(tenant), 'content-type': 'application/json', ...headers },
    payload: { query: login, variables: { lang: 'en', input } },
  });
  return { response, body: response.json() as { data: { login: { ok: boolean; fieldErrors: { field: string; code: string; message: string }[]; viewer: { id: string; email: string; firstName: string; displayName: string } | null } } | null; errors?: { extensions?: { code?: string } }[] } };
}

async function asMember(stack: Stack, tenant: string, token: string, query: string) {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(tenant), 'content-type': 'application/json', cookie: `token=${token}` },
    payload: { query },
  });
  return { response, body: response.json() as { data: { viewer: { id: string; email: string; displayName: string } | null } | null; errors?: { extensions?: { code?: string } }[] } };
}

const noShedding = { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };

describe('the member session', () => {
  // The load balancer's address is believed, so that each try below comes from an address of its own.
  const stack = useStack({ env: { ...noShedding, TRUST_PROXY: '127.0.0.1' } });

  it('signs in: an HttpOnly, Secure, SameSite=Lax cookie for a year, the member in the answer, no token in it', async () => {
    const { response, body } = await signIn(stack(), 'aupark', jana);
    expect(body.errors).toBeUndefined();
    expect(body.data!.login).toMatchObject({ ok: true, fieldErrors: [], viewer: { email: jana.email, firstName: 'Jana', displayName: 'Jana Nováková' } });
    const cookie = cookieOf(response)!;
    expect(cookie).toMatch(/^token=sbx\.aupark\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=31536000/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The token is the cookie's alone: never in the body.
    const token = /^token=([^;]+)/.exec(cookie)![1]!;
    expect(response.body).not.toContain(token);
    // The session works: the viewer is the member, read from the platform with that token.
    const me = await asMember(stack(), 'aupark', token, viewer);
    expect(me.body.data!.viewer).toMatchObject({ email: jana.email, displayName: 'Jana Nováková' });
    // A member's answer is theirs alone: never kept by a browser nor shared by a proxy.
    expect(me.response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a wrong password on the e-mail field, and bad input before the platform hears of it', async () => {
    const wrong = await signIn(stack(), 'aupark', { ...jana, password: 'wrong-password-1' });
    expect(wrong.body.data!.login).toEqual({ ok: false, viewer: null, fieldErrors: [{ field: 'email', code: 'invalidCredentials', message: fieldErrorMessages.en.invalidCredentials }] });
    expect(cookieOf(wrong.response)).toBeUndefined();
    // Another mall's member is not this mall's.
    const elsewhere = await signIn(stack(), 'europasc', jana);
    expect(elsewhere.body.data!.login.ok).toBe(false);

    stack().sandbox.knobs.clearRequests();
    const bad = await signIn(stack(), 'aupark', { email: 'jana@', password: '' });
    expect(bad.body.data!.login.fieldErrors).toEqual([
      { field: 'email', code: 'invalidEmail', message: fieldErrorMessages.en.invalidEmail },
      { field: 'password', code: 'required', message: fieldErrorMessages.en.required },
    ]);
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/login')).toHaveLength(0);
  });

  it('is FORBIDDEN where the mall has sign-in off', async () => {
    const { body } = await signIn(stack(), 'novoplaza', { email: 'lucie.dvorakova@novoplaza.test', password: 'Novoplaza-demo-2026' });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('has no viewer without a session, and signs out by clearing the cookie', async () => {
    const visitor = await gql<{ viewer: null }>(stack().app, 'aupark', viewer);
    expect(visitor.data).toEqual({ viewer: null });
    const { response } = await signIn(stack(), 'aupark', jana);
    const token = /^token=([^;]+)/.exec(cookieOf(response)!)![1]!;
    const out = await stack().app.inject({ method: 'POST', url: '/graphql', headers: { host: hostOf('aupark'), 'content-type': 'application/json', cookie: `token=${token}` }, payload: { query: 'mutation { logout }' } });
    expect(out.json()).toEqual({ data: { logout: true } });
    expect(cookieOf(out)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("signs out with the header's plain form: the cookie cleared, home as a visitor (303); never from another site", async () => {
    const form = (headers: Record<string, string>) =>
      stack().app.inject({ method: 'POST', url: '/logout?lang=cz', headers: { host: hostOf('aupark'), 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
    const out = await form({ cookie: 'token=whatever', origin: 'http://aupark.localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/cz');
    expect(cookieOf(out)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    // Home says so once it has loaded (issue 18): a minute's notice its script may read, for the whole site.
    const notice = cookieOf(out, 'session_notice');
    expect(notice).toMatch(/^session_notice=signed-out;/);
    expect(notice).toMatch(/Max-Age=60/);
    expect(notice).toMatch(/Path=\//);
    expect(notice).not.toMatch(/HttpOnly/);
    const forged = await form({ cookie: 'token=whatever', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(cookieOf(forged)).toBeUndefined();
    expect(cookieOf(forged, 'session_notice')).toBeUndefined();
    // An Origin that is no URL is nobody's page (issue 17: it answered 500 ERR_INVALID_URL).
    for (const origin of ['foo', 'http://', '://x', 'http://a b']) {
      const malformed = await form({ cookie: 'token=whatever', origin });
      expect([origin, malformed.statusCode]).toEqual([origin, 403]);
      expect(malformed.json()).toMatchObject({ error: 'FORBIDDEN' });
      expect(cookieOf(malformed)).toBeUndefined();
    }
  });

  it('ends a session the platform no longer accepts: UNAUTHENTICATED, and the cookie cleared', async () => {
    const { response } = await signIn(stack(), 'galerieharfa', { email: 'petr.svoboda@galerieharfa.test', password: 'Harfa-demo-2026' });
    const token = /^token=([^;]+)/.exec(cookieOf(response)!)![1]!;
    expect((await asMember(stack(), 'galerieharfa', token, viewer)).body.data!.viewer).not.toBeNull();
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'galerieharfa' } });
    const expired = await asMember(stack(), 'galerieharfa', token, viewer);
    expect(expired.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(expired.response.statusCode).toBeLessThan(500);
    expect(cookieOf(expired.response)).toMatch(/^token=;/);
    // A token of another mall is no session here either.
    const foreign = await asMember(stack(), 'aupark', token, viewer);
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('checks the session of the pages it opens or closes: an expired one goes to sign-in, told why, and sign-in opens again', async () => {
    const { response } = await signIn(stack(), 'aupark', jana);
    const token = /^token=([^;]+)/.exec(cookieOf(response)!)![1]!;
    const page = (path: string, cookie: string) => stack().app.inject({ method: 'GET', url: path, headers: { host: hostOf('aupark'), cookie } });
    // Signed in: the sign-in page sends home.
    const loginPage = await page('/en/login', `token=${token}`);
    expect(loginPage.statusCode).toBe(302);
    expect(loginPage.headers.location).toBe('/en');
    // Without a session the dashboard sends to sign-in, with the way back.
    const guest = await page('/en/dashboard', '');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/en/login?redirect=%2Fen%2Fdashboard');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'aupark', email: jana.email } });
    const expired = await page('/en/dashboard?tab=1', `token=${token}`);
    expect(expired.statusCode).toBe(302);
    expect(expired.headers.location).toBe('/en/login?redirect=%2Fen%2Fdashboard%3Ftab%3D1&session=expired');
    expect(expired.headers['cache-control']).toBe('private, no-store');
    expect(cookieOf(expired)).toMatch(/^token=;/);
    // The sign-in page, with the expired cookie, shows itself.
    expect((await page('/en/login', `token=${token}`)).statusCode).toBe(200);
  });

  it('limits sign-in tries per account, whatever the address, with a clear message', async () => {
    const member = { email: 'demo@beta.test', password: 'wrong-password-1' };
    const tries = [];
    for (let i = 0; i < 11; i++) tries.push(await signIn(stack(), 'beta', member, { 'x-forwarded-for': `203.0.113.${i}` }));
    // AUTH_RATE_LIMIT_MAX (10) tries per account: the 11th is refused before the platform.
    const last = tries.at(-1)!;
    expect(last.response.statusCode).toBe(429);
    expect(last.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(Number(last.response.headers['retry-after'])).toBeGreaterThan(0);
    // The member's right password is refused too until the window passes: the account is what is protected.
    const right = await signIn(stack(), 'beta', { email: 'demo@beta.test', password: 'Beta-demo-2026' });
    expect(right.response.statusCode).toBe(429);
  });
});
