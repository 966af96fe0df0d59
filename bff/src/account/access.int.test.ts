import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildSandbox, idpIssuer, idTokenLifetimeS, signIdToken, TENANTS, type IdClaims } from '@mall/sandbox';
import { fieldErrorMessages } from '@mall/site/forms';
import { cleanPrefix, hostOf, startStack, type Stack } from '../test/stack';

// Getting into an account against the sandbox over real HTTP and a real Redis (issue 10 "Accounts"):
// registration and the address's confirmation, a new code, a forgotten password, the rate limits,
// and sign-in through the identity provider (the sandbox stands in for it) with its refusals.

type Tenant = keyof typeof TENANTS;
interface FieldError {
  field: string;
  code: string;
  message: string;
}
interface Reply<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
  response: LightMyRequestResponse;
}

let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
let stack: Stack;
let sandboxUrl = '';

beforeAll(async () => {
  // The sandbox first: the bff's identity provider is its stand-in page, on its port.
  sandbox = await buildSandbox({ logger: false });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not listen');
  sandboxUrl = `http://127.0.0.1:${address.port}`;
  // The load balancer's address is believed, so that each test comes from an address of its own.
  stack = await startStack({ sandbox, env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1', SSO_AUTHORIZE_URL: `${sandboxUrl}/__idp/authorize` } });
});
afterAll(async () => {
  await stack?.close();
  await sandbox?.close();
  if (stack) await cleanPrefix(stack.prefix);
});
afterEach(() => sandbox.knobs.reset());

let clients = 0;
/** A client address of its own (the rate limit counts per address). */
const newClient = () => `198.51.100.${++clients}`;
let people = 0;
const newAddress = (tenant: string) => `person-${process.pid}-${++people}@${tenant}.example`;

async function gql<T>(tenant: Tenant, query: string, variables: Record<string, unknown>, options: { client?: string; token?: string } = {}): Promise<Reply<T>> {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host: hostOf(tenant),
      'content-type': 'application/json',
      'x-forwarded-for': options.client ?? newClient(),
      ...(options.token ? { cookie: `token=${options.token}` } : {}),
    },
    payload: { query, variables },
  });
  const body = response.json() as { data?: T | null; errors?: Reply<T>['errors'] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors, response };
}

const formResult = 'ok fieldErrors { field code message }';
const authResult = 'ok verificationRequired fieldErrors { field code message } viewer { email displayName }';
const registerMutation = `mutation ($lang: Language!, $input: RegisterInput!) { register(lang: $lang, input: $input) { ${formResult} } }`;
const verifyMutation = `mutation ($lang: Language!, $input: VerifyEmailInput!) { verifyEmail(lang: $lang, input: $input) { ${authResult} } }`;
const resendMutation = `mutation ($lang: Language!, $input: EmailInput!) { resendVerification(lang: $lang, input: $input) { ${formResult} } }`;
const forgotMutation = `mutation ($lang: Language!, $input: EmailInput!) { requestPasswordReset(lang: $lang, input: $input) { ${formResult} } }`;
const resetMutation = `mutation ($lang: Language!, $input: ResetPasswordInput!) { resetPassword(lang: $lang, input: $input) { ${authResult} } }`;
const loginMutation = `mutation ($lang: Language!, $input: LoginInput!) { login(lang: $lang, input: $input) { ${authResult} } }`;

interface FormReply {
  ok: boolean;
  fieldErrors: FieldError[];
}
interface AuthReply extends FormReply {
  verificationRequired: boolean;
  viewer: { email: string; displayName: string } | null;
}

const registration = (email: string) => ({
  firstName: 'Tereza',
  lastName: 'Malá',
  email,
  phone: '+420 601 123 456',
  password: 'Spring-2026',
  passwordConfirmation: 'Spring-2026',
  newsletter: true,
  terms: true,
});

const register = (tenant: Tenant, input: Record<string, unknown>, lang = 'en', client?: string) => gql<{ register: FormReply }>(tenant, registerMutation, { lang, input }, { client });
const verify = (tenant: Tenant, email: string, code: string, client?: string) => gql<{ verifyEmail: AuthReply }>(tenant, verifyMutation, { lang: 'en', input: { email, code } }, { client });
const login = (tenant: Tenant, email: string, password: string) => gql<{ login: AuthReply }>(tenant, loginMutation, { lang: 'en', input: { email, password } });

interface Mail {
  to: string;
  kind: 'verification' | 'password-reset';
  code: string;
  subject: string;
}
async function outbox(tenant: Tenant, to: string): Promise<Mail[]> {
  const response = await sandbox.inject({ method: 'GET', url: `/__sandbox/outbox?tenant=${tenant}&to=${encodeURIComponent(to)}` });
  return response.json() as Mail[];
}
const lastCode = async (tenant: Tenant, to: string, kind: Mail['kind']) => (await outbox(tenant, to)).filter((m) => m.kind === kind).at(-1)?.code;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const platformCalls = (path: string) => sandbox.knobs.requests().filter((r) => r.path === `/v1/${path}`).length;

function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie) => cookie.startsWith('token='));
}
const tokenOf = (response: LightMyRequestResponse) => /^token=([^;]+)/.exec(sessionCookie(response) ?? '')?.[1];

describe('registration and the address confirmation', () => {
  it('registers an unconfirmed account, e-mails a code in the page language, and signs in with the code', async () => {
    const email = newAddress('aupark');
    const registered = await register('aupark', registration(email), 'cz');
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.register).toEqual({ ok: true, fieldErrors: [] });
    expect(sessionCookie(registered.response)).toBeUndefined();
    const [mail] = await outbox('aupark', email);
    expect(mail).toMatchObject({ kind: 'verification', code: expect.stringMatching(/^\d{6}$/) });
    expect(mail!.subject).toBe(`${mail!.code} je váš kód pro potvrzení e-mailové adresy v Aupark`);

    // Not confirmed yet: sign-in is refused on the address, and says so to the page.
    const early = await login('aupark', email, 'Spring-2026');
    expect(early.data!.login).toMatchObject({ ok: false, verificationRequired: true, viewer: null, fieldErrors: [{ field: 'email', code: 'emailNotVerified', message: fieldErrorMessages.en.emailNotVerified }] });
    // A wrong password says nothing of the kind.
    expect((await login('aupark', email, 'Wrong-2026')).data!.login.verificationRequired).toBe(false);

    const wrong = await verify('aupark', email, wrongCode(mail!.code));
    expect(wrong.data!.verifyEmail).toEqual({ ok: false, verificationRequired: false, viewer: null, fieldErrors: [{ field: 'code', code: 'wrongCode', message: fieldErrorMessages.en.wrongCode }] });
    expect(sessionCookie(wrong.response)).toBeUndefined();

    const confirmed = await verify('aupark', email, ` ${mail!.code.slice(0, 3)} ${mail!.code.slice(3)} `);
    expect(confirmed.data!.verifyEmail).toMatchObject({ ok: true, fieldErrors: [], viewer: { email, displayName: 'Tereza Malá' } });
    expect(sessionCookie(confirmed.response)).toMatch(/; HttpOnly; Secure; SameSite=Lax/);
    expect(confirmed.response.headers['cache-control']).toBe('private, no-store');
    const token = tokenOf(confirmed.response)!;
    expect(confirmed.response.body).not.toContain(token);
    const me = await gql<{ viewer: { email: string } }>('aupark', '{ viewer { email } }', {}, { token });
    expect(me.data!.viewer.email).toBe(email);

    // The code is spent, and the account signs in with its password now.
    expect((await verify('aupark', email, mail!.code)).data!.verifyEmail.fieldErrors[0]?.message).toBe(fieldErrorMessages.en.wrongCode);
    expect((await login('aupark', email, 'Spring-2026')).data!.login).toMatchObject({ ok: true, verificationRequired: false });
  });

  it('refuses bad input in the page language before the platform hears of it', async () => {
    sandbox.knobs.clearRequests();
    const bad = await register('galerieharfa', { ...registration('tereza@'), firstName: ' ', phone: '12', password: 'short', passwordConfirmation: 'other', terms: false }, 'cz');
    expect(bad.data!.register.ok).toBe(false);
    expect(bad.data!.register.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'required'],
      ['email', 'invalidEmail'],
      ['phone', 'invalidPhone'],
      ['password', 'tooShort'],
      ['terms', 'consentRequired'],
      // Compared beside the other fields, whatever they are.
      ['passwordConfirmation', 'mismatch'],
    ]);
    expect(bad.data!.register.fieldErrors[0]!.message).toBe(fieldErrorMessages.cz.required);
    const badCode = await verify('galerieharfa', 'a@b.cz', '12345');
    expect(badCode.data!.verifyEmail.fieldErrors).toEqual([{ field: 'code', code: 'invalidCode', message: fieldErrorMessages.en.invalidCode }]);
    expect(platformCalls('register') + platformCalls('register/email-verification')).toBe(0);
  });

  it("shows the platform's refusal on its field, in the page's language: an address that has an account already", async () => {
    const taken = await register('europasc', registration('marek.horvath@europasc.test'), 'de');
    expect(taken.data!.register).toEqual({
      ok: false,
      fieldErrors: [{ field: 'email', code: 'emailTaken', message: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melden Sie sich an oder legen Sie ein neues Passwort fest, falls Sie es vergessen haben.' }],
    });
    // Another mall's member is not this mall's: the same address registers here.
    expect((await register('beta', registration('marek.horvath@europasc.test'))).data!.register.ok).toBe(true);
  });

  it('sends a new code that alone works, and refuses an expired one', async () => {
    const email = newAddress('beta');
    await register('beta', registration(email));
    const first = (await lastCode('beta', email, 'verification'))!;
    const resent = await gql<{ resendVerification: FormReply }>('beta', resendMutation, { lang: 'sk', input: { email } });
    expect(resent.data!.resendVerification).toEqual({ ok: true, fieldErrors: [] });
    const mails = await outbox('beta', email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/je váš kód na potvrdenie e-mailovej adresy v Beta Mall$/);
    const second = mails[1]!.code;
    if (second !== first) expect((await verify('beta', email, first)).data!.verifyEmail.fieldErrors[0]?.message).toBe(fieldErrorMessages.en.wrongCode);
    // 30 minutes later (the knob): the code has expired.
    await sandbox.inject({ method: 'POST', url: '/__sandbox/codes/expire', payload: { tenant: 'beta', email } });
    expect((await verify('beta', email, second)).data!.verifyEmail.fieldErrors).toEqual([{ field: 'code', code: 'codeExpired', message: fieldErrorMessages.en.codeExpired }]);
    await gql('beta', resendMutation, { lang: 'en', input: { email } });
    const third = (await lastCode('beta', email, 'verification'))!;
    expect((await verify('beta', email, third)).data!.verifyEmail.ok).toBe(true);
  });

  it('answers a request for a new code the same whether the address has an account, is confirmed, or has none', async () => {
    const unknown = newAddress('aupark');
    const answers = [];
    for (const email of [unknown, 'jana.novakova@aupark.test']) {
      const reply = await gql<{ resendVerification: FormReply }>('aupark', resendMutation, { lang: 'en', input: { email } });
      answers.push(reply.response.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await outbox('aupark', unknown)).toEqual([]);
    expect((await outbox('aupark', 'jana.novakova@aupark.test')).filter((m) => m.kind === 'verification')).toEqual([]);
  });

  it('is FORBIDDEN where the mall has sign-in off', async () => {
    for (const [query, input] of [
      [registerMutation, registration(newAddress('novoplaza'))],
      [verifyMutation, { email: 'a@b.cz', code: '123456' }],
      [resendMutation, { email: 'a@b.cz' }],
      [forgotMutation, { email: 'a@b.cz' }],
    ] as const) {
      const reply = await gql('novoplaza', query, { lang: 'cz', input });
      expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('a forgotten password', () => {
  it('sets a new one with the e-mailed code: signed in, the old password and the other sessions gone', async () => {
    const email = newAddress('galerieharfa');
    await register('galerieharfa', registration(email));
    const confirmed = await verify('galerieharfa', email, (await lastCode('galerieharfa', email, 'verification'))!);
    const oldSession = tokenOf(confirmed.response)!;

    const asked = await gql<{ requestPasswordReset: FormReply }>('galerieharfa', forgotMutation, { lang: 'de', input: { email } });
    expect(asked.data!.requestPasswordReset).toEqual({ ok: true, fieldErrors: [] });
    const mail = (await outbox('galerieharfa', email)).at(-1)!;
    expect(mail).toMatchObject({ kind: 'password-reset' });
    expect(mail.subject).toBe(`${mail.code} ist Ihr Code für ein neues Passwort bei Galerie Harfa`);

    const input = { email, code: wrongCode(mail.code), password: 'Autumn-2026', passwordConfirmation: 'Autumn-2026' };
    const wrong = await gql<{ resetPassword: AuthReply }>('galerieharfa', resetMutation, { lang: 'en', input });
    expect(wrong.data!.resetPassword).toMatchObject({ ok: false, fieldErrors: [{ field: 'code', code: 'wrongCode', message: fieldErrorMessages.en.wrongCode }] });
    const mismatch = await gql<{ resetPassword: AuthReply }>('galerieharfa', resetMutation, { lang: 'en', input: { ...input, code: mail.code, passwordConfirmation: 'Autumn-2027' } });
    expect(mismatch.data!.resetPassword.fieldErrors).toEqual([{ field: 'passwordConfirmation', code: 'mismatch', message: fieldErrorMessages.en.mismatch }]);

    const reset = await gql<{ resetPassword: AuthReply }>('galerieharfa', resetMutation, { lang: 'en', input: { ...input, code: mail.code } });
    expect(reset.data!.resetPassword).toMatchObject({ ok: true, viewer: { email } });
    const token = tokenOf(reset.response)!;
    expect(token).toBeTruthy();
    expect(reset.response.body).not.toContain(token);
    expect((await gql<{ viewer: { email: string } }>('galerieharfa', '{ viewer { email } }', {}, { token })).data!.viewer.email).toBe(email);
    // The session from before the reset has ended; the old password no longer opens the account.
    expect((await gql('galerieharfa', '{ viewer { email } }', {}, { token: oldSession })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login('galerieharfa', email, 'Spring-2026')).data!.login.ok).toBe(false);
    expect((await login('galerieharfa', email, 'Autumn-2026')).data!.login.ok).toBe(true);
    // The code was used up.
    expect((await gql<{ resetPassword: AuthReply }>('galerieharfa', resetMutation, { lang: 'en', input: { ...input, code: mail.code } })).data!.resetPassword.ok).toBe(false);
  });

  it('never tells whether an address has an account, and refuses an expired code', async () => {
    const unknown = newAddress('europasc');
    const answers = [];
    for (const email of [unknown, 'marek.horvath@europasc.test']) {
      answers.push((await gql('europasc', forgotMutation, { lang: 'en', input: { email } })).response.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await outbox('europasc', unknown)).toEqual([]);
    const code = (await lastCode('europasc', 'marek.horvath@europasc.test', 'password-reset'))!;
    await sandbox.inject({ method: 'POST', url: '/__sandbox/codes/expire', payload: { tenant: 'europasc', email: 'marek.horvath@europasc.test' } });
    const expired = await gql<{ resetPassword: AuthReply }>('europasc', resetMutation, { lang: 'en', input: { email: 'marek.horvath@europasc.test', code, password: 'Autumn-2026', passwordConfirmation: 'Autumn-2026' } });
    expect(expired.data!.resetPassword.fieldErrors).toEqual([{ field: 'code', code: 'codeExpired', message: fieldErrorMessages.en.codeExpired }]);
    // The demo member's password is as the README gives it.
    expect((await login('europasc', 'marek.horvath@europasc.test', 'Europa-demo-2026')).data!.login.ok).toBe(true);
    // An unknown address has no code to enter.
    const none = await gql<{ resetPassword: AuthReply }>('europasc', resetMutation, { lang: 'en', input: { email: unknown, code: '123456', password: 'Autumn-2026', passwordConfirmation: 'Autumn-2026' } });
    expect(none.data!.resetPassword.fieldErrors[0]).toMatchObject({ field: 'code', code: 'wrongCode', message: fieldErrorMessages.en.wrongCode });
  });
});

describe('the rate limits', () => {
  it('count per account whatever the address, and per address whatever the account', async () => {
    const email = newAddress('aupark');
    const tries = [];
    // AUTH_RATE_LIMIT_MAX (10) codes per account: the 11th is refused before the platform.
    for (let i = 0; i < 11; i++) tries.push(await verify('aupark', email, '000000'));
    const last = tries.at(-1)!;
    expect(tries.slice(0, 10).every((t) => t.status === 200)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(last.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.errors?.[0]?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);

    const client = newClient();
    const sends = [];
    for (let i = 0; i < 11; i++) sends.push(await gql('europasc', forgotMutation, { lang: 'cz', input: { email: newAddress('europasc') } }, { client }));
    expect(sends.at(-1)!.status).toBe(429);
    expect(sends.at(-1)!.errors?.[0]?.message).toMatch(/^Příliš mnoho pokusů/);
  });
});

describe('sign-in through the identity provider', () => {
  const ssoQuery = '{ ssoSignIn { providerName } }';

  it('is offered where the mall shows it (aupark, galerieharfa), not elsewhere', async () => {
    expect((await gql('aupark', ssoQuery, {})).data).toEqual({ ssoSignIn: { providerName: 'Google' } });
    expect((await gql('galerieharfa', ssoQuery, {})).data).toEqual({ ssoSignIn: { providerName: 'Google' } });
    expect((await gql('beta', ssoQuery, {})).data).toEqual({ ssoSignIn: null });
    expect((await gql('novoplaza', ssoQuery, {})).data).toEqual({ ssoSignIn: null });
  });

  const get = (tenant: Tenant, url: string, cookie = '') => stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...(cookie ? { cookie } : {}) } });
  const cookieNamed = (response: LightMyRequestResponse, name: string) => {
    const raw = response.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)]).find((c) => c.startsWith(`${name}=`));
  };

  /** Starts a sign-in: the provider's address and the pending cookie. */
  async function start(tenant: Tenant, query: string) {
    const response = await get(tenant, `/auth/sso?${query}`);
    expect(response.statusCode).toBe(302);
    const pending = cookieNamed(response, 'sso_state')!;
    return { location: new URL(String(response.headers.location)), pending, cookie: pending.split(';')[0]! };
  }

  it('round trip: the provider is asked, its token goes to the platform, the session starts and the member goes on', async () => {
    const { location, pending, cookie } = await start('galerieharfa', 'lang=cz&redirect=%2Fcz%2Fdashboard%2Fx');
    expect(location.origin + location.pathname).toBe(`${sandboxUrl}/__idp/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: TENANTS.galerieharfa.origin,
      redirect_uri: 'http://galerieharfa.localhost:3000/auth/sso/callback',
      response_type: 'id_token',
      ui_locales: 'cs',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(pending).toMatch(/; Max-Age=600; Path=\/auth\/sso; HttpOnly; Secure; SameSite=Lax/);

    // The provider's page (the sandbox's stand-in), in Czech, offers the mall's demo member.
    const page = await sandbox.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="cs">');
    expect(page.body).toContain('Pokračovat jako Petr Svoboda');
    // A person types an address and a name.
    const form = new URLSearchParams({ ...Object.fromEntries(location.searchParams), email: 'Vera.Novotna@idp.test', given_name: 'Věra', family_name: 'Novotná' });
    const back = await sandbox.inject({ method: 'POST', url: '/__idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(back.statusCode).toBe(303);
    const callback = new URL(String(back.headers.location));
    expect(callback.origin + callback.pathname).toBe('http://galerieharfa.localhost:3000/auth/sso/callback');
    expect(callback.searchParams.get('state')).toBe(location.searchParams.get('state'));

    const done = await get('galerieharfa', `${callback.pathname}${callback.search}`, cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/cz/dashboard/x');
    expect(done.headers['cache-control']).toBe('private, no-store');
    expect(cookieNamed(done, 'sso_state')).toMatch(/^sso_state=;/);
    const token = /^token=([^;]+)/.exec(cookieNamed(done, 'token') ?? '')?.[1];
    expect(token).toBeTruthy();
    // A new account, made through SSO: confirmed, without a password.
    const me = await gql<{ viewer: { email: string; displayName: string } }>('galerieharfa', '{ viewer { email displayName } }', {}, { token });
    expect(me.data!.viewer).toEqual({ email: 'vera.novotna@idp.test', displayName: 'Věra Novotná' });
    const account = sandbox.members.find('galerieharfa', 'vera.novotna@idp.test')!;
    expect(account).toMatchObject({ sso: true, verified: true, passwordHash: null });

    // The same answer again (replayed) belongs to no pending sign-in: refused.
    const replay = await get('galerieharfa', `${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/cz/prihlaseni?sso=invalid');
    expect(cookieNamed(replay, 'token')).toBeUndefined();
  });

  it("signs the mall's member into their own account through the provider, to the dashboard by default", async () => {
    const { location, cookie } = await start('aupark', 'lang=sk');
    const sub = /name="identity" value="([^"]+)"/.exec((await sandbox.inject({ method: 'GET', url: `${location.pathname}${location.search}` })).body)![1]!;
    const form = new URLSearchParams({ ...Object.fromEntries(location.searchParams), identity: sub });
    const back = await sandbox.inject({ method: 'POST', url: '/__idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    const callback = new URL(String(back.headers.location));
    const done = await get('aupark', `${callback.pathname}${callback.search}`, cookie);
    expect(done.headers.location).toBe('/sk/dashboard');
    const token = /^token=([^;]+)/.exec(cookieNamed(done, 'token') ?? '')?.[1];
    expect((await gql<{ viewer: { email: string } }>('aupark', '{ viewer { email } }', {}, { token })).data!.viewer.email).toBe('jana.novakova@aupark.test');
  });

  /** A token as the provider would sign it for this sign-in, with some claims changed. */
  function idToken(nonce: string, changes: Partial<IdClaims> = {}, secret?: string): string {
    const iat = Math.floor(Date.now() / 1000);
    return signIdToken(
      { iss: idpIssuer, aud: TENANTS.aupark.origin, sub: 'idp-test', email: 'test.person@idp.test', email_verified: true, given_name: 'Test', family_name: 'Person', name: 'Test Person', iat, exp: iat + idTokenLifetimeS, nonce, ...changes },
      secret,
    );
  }

  it('refuses, with the reason on the login page: no or another state, a cancel, a forged, expired or foreign token', async () => {
    const callback = (state: string, extra: Record<string, string>) => `/auth/sso/callback?${new URLSearchParams({ state, ...extra })}`;
    const nonceOf = (location: URL) => location.searchParams.get('nonce')!;
    const stateOf = (location: URL) => location.searchParams.get('state')!;

    // No pending sign-in (no cookie): the answer belongs to none started here.
    const stray = await get('aupark', callback('whatever', { id_token: idToken('n') }));
    expect(stray.statusCode).toBe(302);
    expect(stray.headers.location).toMatch(/^\/(sk|en|cz|de)\/(prihlasenie|login|prihlaseni)\?sso=invalid$/);

    const cases: [string, (location: URL) => Record<string, string>, string][] = [
      ['another state', (l) => ({ state: `${stateOf(l)}x`, id_token: idToken(nonceOf(l)) }), 'invalid'],
      ['a cancel at the provider', (l) => ({ state: stateOf(l), error: 'access_denied' }), 'cancelled'],
      ['no token', (l) => ({ state: stateOf(l) }), 'failed'],
      ['a forged token', (l) => ({ state: stateOf(l), id_token: idToken(nonceOf(l), {}, 'not the provider key') }), 'failed'],
      ['an expired token', (l) => ({ state: stateOf(l), id_token: idToken(nonceOf(l), { iat: 1_700_000_000, exp: 1_700_003_600 }) }), 'failed'],
      ["another mall's token", (l) => ({ state: stateOf(l), id_token: idToken(nonceOf(l), { aud: TENANTS.europasc.origin }) }), 'failed'],
      ["another sign-in's token", (l) => ({ state: stateOf(l), id_token: idToken('another nonce') }), 'failed'],
    ];
    for (const [what, answer, outcome] of cases) {
      const { location, cookie } = await start('aupark', 'lang=en&redirect=%2Fen%2Freceipts');
      const { state, ...rest } = answer(location);
      const refused = await get('aupark', callback(state!, rest), cookie);
      expect(refused.statusCode, what).toBe(302);
      expect(refused.headers.location, what).toBe(`/en/login?redirect=%2Fen%2Freceipts&sso=${outcome}`);
      expect(cookieNamed(refused, 'token'), what).toBeUndefined();
      expect(cookieNamed(refused, 'sso_state'), what).toMatch(/^sso_state=;/);
    }
    // The right token for this sign-in passes.
    const { location, cookie } = await start('aupark', 'lang=en');
    const passed = await get('aupark', callback(stateOf(location), { id_token: idToken(nonceOf(location)) }), cookie);
    expect(passed.headers.location).toBe('/en/dashboard');
    expect(cookieNamed(passed, 'token')).toMatch(/^token=sbx\.aupark\./);
  });

  it('is not started where the mall does not offer it, and never sends a visitor to another site afterwards', async () => {
    const beta = await get('beta', '/auth/sso?lang=en');
    expect(beta.headers.location).toBe('/en/login?sso=unavailable');
    expect(cookieNamed(beta, 'sso_state')).toBeUndefined();
    const novoplaza = await get('novoplaza', '/auth/sso?lang=cz');
    expect(novoplaza.headers.location).toBe('/cz');
    // A way back to another site is replaced by the dashboard.
    const { location, cookie } = await start('galerieharfa', 'lang=en&redirect=%2F%2Fevil.example%2F');
    const done = await get('galerieharfa', `/auth/sso/callback?${new URLSearchParams({ state: location.searchParams.get('state')!, id_token: signIdToken({ iss: idpIssuer, aud: TENANTS.galerieharfa.origin, sub: 's', email: 'petr.svoboda@galerieharfa.test', email_verified: true, given_name: 'Petr', family_name: 'Svoboda', name: 'Petr Svoboda', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 60, nonce: location.searchParams.get('nonce')! }) })}`, cookie);
    expect(done.headers.location).toBe('/en/dashboard');
  });

  it("the provider's stand-in sends nobody to an address it does not know", async () => {
    const query = (redirectUri: string, clientId = TENANTS.aupark.origin) => `/__idp/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, state: 's', response_type: 'id_token' })}`;
    expect((await sandbox.inject({ method: 'GET', url: query('https://evil.example/auth/sso/callback') })).statusCode).toBe(400);
    expect((await sandbox.inject({ method: 'GET', url: query('https://www.aupark.sk/elsewhere') })).statusCode).toBe(400);
    expect((await sandbox.inject({ method: 'GET', url: query('https://www.aupark.sk/auth/sso/callback', 'https://unknown.example') })).statusCode).toBe(400);
    expect((await sandbox.inject({ method: 'GET', url: query('https://www.aupark.sk/auth/sso/callback') })).statusCode).toBe(200);
    // A typed identity with a bad address is shown again, told why, with what was typed.
    const form = new URLSearchParams({ client_id: TENANTS.aupark.origin, redirect_uri: 'http://aupark.localhost:3000/auth/sso/callback', state: 's', response_type: 'id_token', email: 'nope', given_name: 'Ann', family_name: '' });
    const refused = await sandbox.inject({ method: 'POST', url: '/__idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('value="nope" aria-invalid="true" aria-describedby="email-error"');
    expect(refused.body).toContain('value="Ann"');
  });
});

describe('the account pages (the first HTML)', () => {
  const page = (tenant: Tenant, path: string, cookie = '') => stack.app.inject({ method: 'GET', url: path, headers: { host: hostOf(tenant), ...(cookie ? { cookie } : {}) } });

  it('send a member, or a visitor of a mall without sign-in, home: registration, a forgotten password and a new one', async () => {
    const member = (await login('aupark', 'jana.novakova@aupark.test', 'Aupark-demo-2026')).response;
    const cookie = `token=${tokenOf(member)}`;
    for (const path of ['/en/register', '/sk/registracia', '/en/forgot-password', '/cz/nove-heslo']) {
      const signedIn = await page('aupark', path, cookie);
      expect(signedIn.statusCode, path).toBe(302);
      expect(signedIn.headers.location, path).toBe(`/${path.split('/')[1]}`);
      expect((await page('novoplaza', path)).headers.location, path).toBe(`/${path.split('/')[1]}`);
      expect((await page('aupark', path)).statusCode, path).toBe(200);
    }
  });

  it('render the confirmation step and the new password without the address of the link, and say why a sign-in did not happen', async () => {
    const verifyStep = await page('galerieharfa', '/cz/registrace?step=verify&email=hidden.person%40example.com');
    expect(verifyStep.statusCode).toBe(200);
    expect(verifyStep.body).toContain('data-testid="verify-email"');
    expect(verifyStep.body).not.toContain('hidden.person');
    const newPassword = await page('galerieharfa', '/en/set-new-password?email=hidden.person%40example.com&sent=1');
    expect(newPassword.body).toContain('data-testid="reset-code-sent"');
    expect(newPassword.body).not.toContain('hidden.person');
    // The register and login pages carry "Continue with …" where the mall offers it, as a plain link.
    expect((await page('galerieharfa', '/cz/registrace')).body).toContain('href="/auth/sso?lang=cz"');
    expect((await page('beta', '/en/register')).body).not.toContain('/auth/sso');
    const failed = await page('aupark', '/en/login?redirect=%2Fen%2Freceipts&sso=failed');
    expect(failed.body).toContain('data-testid="sso-outcome"');
    expect(failed.body).toContain('href="/auth/sso?lang=en&amp;redirect=%2Fen%2Freceipts"');
  });
});
