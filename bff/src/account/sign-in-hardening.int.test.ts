import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildSandbox, idpIssuer, idTokenLifetimeS, signIdToken, TENANTS } from '@mall/sandbox';
import { pathFor } from '@mall/site';
import { signJson } from '../security/signing';
import { cleanPrefix, hostOf, logCollector, redisUrl, startStack, type StackOptions, type Stack } from '../test/stack';
import { accountSubject } from './resolvers';

// Issue 17's probe of the sign-in, each finding reproduced against the sandbox over real HTTP and a
// real Redis: a forged or replayed SSO answer (Medium 1), an account locked for its owner by
// strangers' wrong passwords (Medium 2), rate limits that stopped counting without Redis (Medium 3),
// and a way back that no Location header can carry (Low 2).

type Tenant = keyof typeof TENANTS;

let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
let sandboxUrl = '';
const stacks: { stack: Stack; redis: string | null }[] = [];

beforeAll(async () => {
  sandbox = await buildSandbox({ logger: false });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not listen');
  sandboxUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const { stack, redis } of stacks) {
    await stack.close();
    if (redis === redisUrl) await cleanPrefix(stack.prefix);
  }
  await sandbox?.close();
});

/** A bff on the shared sandbox; the load balancer's address is believed, so each try names its client. */
async function replica(options: StackOptions = {}): Promise<Stack> {
  const stack = await startStack({
    ...options,
    sandbox,
    env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1', SSO_AUTHORIZE_URL: `${sandboxUrl}/__idp/authorize`, ...options.env },
  });
  stacks.push({ stack, redis: options.redis === undefined ? redisUrl : options.redis });
  return stack;
}

let clients = 0;
const newClient = () => `198.51.100.${++clients % 250}`;
let people = 0;
const newAddress = (tenant: string) => `hardening-${process.pid}-${++people}@${tenant}.example`;

function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
}
const cookieNamed = (response: LightMyRequestResponse, name: string) => setCookies(response).find((c) => c.startsWith(`${name}=`));
/** `name=value` of a cookie the response set, as a browser sends it back. */
const cookiePair = (response: LightMyRequestResponse, name: string) => cookieNamed(response, name)?.split(';')[0];

const get = (stack: Stack, tenant: Tenant, url: string, cookie = '') => stack.app.inject({ method: 'GET', url, headers: { host: hostOf(tenant), ...(cookie ? { cookie } : {}) } });

interface GqlReply {
  status: number;
  data: Record<string, { ok: boolean; fieldErrors: { field: string; code: string }[] }> | null;
  code: string | undefined;
  response: LightMyRequestResponse;
}
async function gql(stack: Stack, tenant: Tenant, query: string, variables: Record<string, unknown>, options: { client?: string; cookie?: string } = {}): Promise<GqlReply> {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(tenant), 'content-type': 'application/json', 'x-forwarded-for': options.client ?? newClient(), ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { query, variables },
  });
  const body = response.json() as { data?: GqlReply['data']; errors?: { extensions?: { code?: string } }[] };
  return { status: response.statusCode, data: body.data ?? null, code: body.errors?.[0]?.extensions?.code, response };
}

const result = 'ok fieldErrors { field code }';
const loginMutation = `mutation ($lang: Language!, $input: LoginInput!) { login(lang: $lang, input: $input) { ${result} } }`;
const signIn = (stack: Stack, tenant: Tenant, email: string, password: string, options: { client?: string; cookie?: string } = {}) =>
  gql(stack, tenant, loginMutation, { lang: 'en', input: { email, password } }, options);

/** Starts a sign-in at the provider: its state and nonce, and the pending cookie as the browser sends it back. */
async function startSso(stack: Stack, tenant: Tenant, query: string) {
  const response = await get(stack, tenant, `/auth/sso?${query}`);
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  return { state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')!, cookie: cookiePair(response, 'sso_state')!, pending: cookieNamed(response, 'sso_state')!.split(';')[0]!.slice('sso_state='.length) };
}
/** The provider's ID token for that sign-in (the sandbox signs as the provider). */
function idToken(tenant: Tenant, nonce: string, email: string): string {
  const iat = Math.floor(Date.now() / 1000);
  return signIdToken({ iss: idpIssuer, aud: TENANTS[tenant].origin, sub: `idp-${email}`, email, email_verified: true, given_name: 'Test', family_name: 'Person', name: 'Test Person', iat, exp: iat + idTokenLifetimeS, nonce });
}
const callback = (state: string, token: string) => `/auth/sso/callback?${new URLSearchParams({ state, id_token: token })}`;

describe('SSO answers (issue 17, Medium 1)', () => {
  let a: Stack;
  let b: Stack;
  const log = logCollector();
  beforeAll(async () => {
    a = await replica();
    // A second replica on the same Redis (same prefix) and the same platform.
    b = await replica({ prefix: a.prefix, logStream: log.stream });
  });

  it("refuses a pending cookie this server did not sign: one written by hand with the victim's nonce, one changed after signing, one signed with another secret", async () => {
    const victim = await startSso(a, 'aupark', 'lang=en');
    // The victim's answer (its ID token carries the victim's nonce) in an attacker's hands.
    const token = idToken('aupark', victim.nonce, 'victim.person@idp.test');
    const forged = { state: 'attacker-state', nonce: victim.nonce, lang: 'en', to: '/en/dashboard' };
    const handWritten = Buffer.from(JSON.stringify(forged)).toString('base64url');
    const signature = victim.pending.split('.')[1] ?? '';
    const otherSecret = signJson('not-this-servers-secret-0123456789-abcdef', 'sso-pending', { ...forged, t: 'aupark', exp: Math.floor(Date.now() / 1000) + 600 });
    for (const [what, value] of [
      ['written by hand', handWritten],
      ['changed after signing', `${handWritten}.${signature}`],
      ['signed with another secret', otherSecret],
    ] as const) {
      const refused = await get(a, 'aupark', callback('attacker-state', token), `sso_state=${value}`);
      expect(refused.statusCode, what).toBe(302);
      // No pending sign-in: the mall's language (no cookie names one), and no way back.
      expect(refused.headers.location, what).toBe(`${pathFor('login', 'sk')}?sso=invalid`);
      expect(cookieNamed(refused, 'token'), what).toBeUndefined();
    }
    // The victim's own cookie still signs the victim in: the refusals spent nothing.
    const own = await get(a, 'aupark', callback(victim.state, token), victim.cookie);
    expect(own.headers.location).toBe('/en/dashboard');
    expect(cookieNamed(own, 'token')).toMatch(/^token=sbx\.aupark\./);
  });

  it('signs in once per answer, across replicas: the same callback again, on the other replica, is refused and logged', async () => {
    const started = await startSso(a, 'galerieharfa', 'lang=cz');
    const url = callback(started.state, idToken('galerieharfa', started.nonce, 'replayed.person@idp.test'));
    const first = await get(a, 'galerieharfa', url, started.cookie);
    expect(first.headers.location).toBe(pathFor('dashboard', 'cz'));
    expect(cookieNamed(first, 'token')).toMatch(/^token=sbx\.galerieharfa\./);

    const replayed = await get(b, 'galerieharfa', url, started.cookie);
    expect(replayed.statusCode).toBe(302);
    expect(replayed.headers.location).toBe(`${pathFor('login', 'cz')}?sso=invalid`);
    expect(cookieNamed(replayed, 'token')).toBeUndefined();
    expect(log.lines.some((line) => line.msg === 'sso sign-in refused' && line.why === 'answer already used' && line.level === 40)).toBe(true);
    // And on the first replica again.
    expect((await get(a, 'galerieharfa', url, started.cookie)).headers.location).toBe(`${pathFor('login', 'cz')}?sso=invalid`);

    // Recorded under the deployment's prefix and the tenant, for the pending cookie's lifetime.
    const redis = new Redis(redisUrl);
    try {
      const ttl = await redis.ttl(`${a.prefix}sso-nonce:{galerieharfa}:${started.nonce}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600);
    } finally {
      await redis.quit();
    }
  });
});

describe('trusted browsers: device cookies (issue 17, Medium 2)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await replica();
  });
  const jana = { email: 'jana.novakova@aupark.test', password: 'Aupark-demo-2026' };
  const marek = { email: 'marek.horvath@europasc.test', password: 'Europa-demo-2026' };

  it("10 wrong passwords from other addresses lock the account for clients without a device cookie; the owner's browser still signs in", async () => {
    const owner = await signIn(stack, 'aupark', jana.email, jana.password);
    expect(owner.data!.login!.ok).toBe(true);
    const device = cookieNamed(owner.response, 'device')!;
    expect(device).toMatch(/^device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/graphql; HttpOnly; Secure; SameSite=Lax$/);
    const browser = device.split(';')[0]!;

    // Strangers, each from an address of its own.
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push(await signIn(stack, 'aupark', jana.email, `Wrong-password-${i}`, { client: `203.0.113.${i + 1}` }));
    // The owner's sign-in counted among the account's untrusted tries: the 10th stranger is refused.
    expect(wrong.slice(0, 9).map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(wrong.slice(0, 9).every((r) => r.data!.login!.ok === false)).toBe(true);
    expect(wrong[9]!.status).toBe(429);
    expect(wrong[9]!.code).toBe('RATE_LIMITED');

    // The right password without the owner's device cookie: still locked.
    const untrusted = await signIn(stack, 'aupark', jana.email, jana.password);
    expect(untrusted.status).toBe(429);
    // A forged, malformed or another account's device cookie counts as none.
    const other = cookiePair((await signIn(stack, 'europasc', marek.email, marek.password)).response, 'device')!;
    for (const cookie of [`${browser.slice(0, -2)}AA`, 'device=not-a-device-cookie', `device=${'x'.repeat(5000)}`, other]) {
      const refused = await signIn(stack, 'aupark', jana.email, jana.password, { cookie });
      expect(refused.status, cookie.slice(0, 40)).toBe(429);
      expect(refused.code).toBe('RATE_LIMITED');
    }

    // The owner's browser, from wherever it is now: signed in, its device cookie renewed.
    const trusted = await signIn(stack, 'aupark', jana.email, jana.password, { cookie: browser });
    expect(trusted.status).toBe(200);
    expect(trusted.data!.login!.ok).toBe(true);
    expect(cookieNamed(trusted.response, 'token')).toMatch(/^token=sbx\.aupark\./);
    const renewed = cookiePair(trusted.response, 'device')!;
    expect(renewed).toMatch(/^device=/);
    expect(renewed).not.toBe(browser);
  });

  it("a trusted browser whose own tries fail too often loses its trust; its tries never lock the account for anyone else", async () => {
    const owner = await signIn(stack, 'europasc', marek.email, marek.password);
    const browser = cookiePair(owner.response, 'device')!;
    // A stolen device cookie tried from many addresses: its own count, not the account's.
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push(await signIn(stack, 'europasc', marek.email, `Wrong-password-${i}`, { cookie: browser, client: `192.0.2.${i + 1}` }));
    expect(tries.map((r) => r.status)).toEqual(Array(10).fill(200));
    const locked = await signIn(stack, 'europasc', marek.email, marek.password, { cookie: browser });
    expect(locked.status).toBe(429);
    expect(locked.code).toBe('RATE_LIMITED');
    // Anyone else (no device cookie) is judged by the account's untrusted count, which these tries left alone.
    const elsewhere = await signIn(stack, 'europasc', marek.email, marek.password);
    expect(elsewhere.data!.login!.ok).toBe(true);
  });

  it('every way of signing in makes the browser trusted: the password, SSO, a confirmed registration and a new password', async () => {
    const deviceOf = (response: LightMyRequestResponse) => cookieNamed(response, 'device');
    const shape = /^device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/graphql; HttpOnly; Secure; SameSite=Lax$/;

    // SSO: Petr's untrusted tries are used up first; the browser that came back from the provider signs in with the password.
    const petr = { email: 'petr.svoboda@galerieharfa.test', password: 'Harfa-demo-2026' };
    let limited = false;
    for (let i = 0; i < 12 && !limited; i++) limited = (await signIn(stack, 'galerieharfa', petr.email, `Wrong-password-${i}`)).status === 429;
    expect(limited).toBe(true);
    const sso = await startSso(stack, 'galerieharfa', 'lang=en');
    const back = await get(stack, 'galerieharfa', callback(sso.state, idToken('galerieharfa', sso.nonce, petr.email)), sso.cookie);
    expect(back.headers.location).toBe('/en/dashboard');
    expect(deviceOf(back)).toMatch(shape);
    const afterSso = await signIn(stack, 'galerieharfa', petr.email, petr.password, { cookie: cookiePair(back, 'device') });
    expect(afterSso.data!.login!.ok).toBe(true);

    // Registration, confirmed with the e-mailed code.
    const email = newAddress('aupark');
    const input = { firstName: 'Tereza', lastName: 'Malá', email, phone: null, password: 'Spring-2026', passwordConfirmation: 'Spring-2026', newsletter: false, terms: true };
    expect((await gql(stack, 'aupark', 'mutation ($lang: Language!, $input: RegisterInput!) { register(lang: $lang, input: $input) { ok } }', { lang: 'en', input })).data!.register!.ok).toBe(true);
    const code = async (kind: string) => {
      const mails = (await sandbox.inject({ method: 'GET', url: `/__sandbox/outbox?tenant=aupark&to=${encodeURIComponent(email)}` })).json() as { kind: string; code: string }[];
      return mails.filter((m) => m.kind === kind).at(-1)!.code;
    };
    const verified = await gql(stack, 'aupark', `mutation ($lang: Language!, $input: VerifyEmailInput!) { verifyEmail(lang: $lang, input: $input) { ${result} } }`, { lang: 'en', input: { email, code: await code('verification') } });
    expect(verified.data!.verifyEmail!.ok).toBe(true);
    expect(deviceOf(verified.response)).toMatch(shape);

    // A new password, set with the e-mailed code.
    await gql(stack, 'aupark', 'mutation ($lang: Language!, $input: EmailInput!) { requestPasswordReset(lang: $lang, input: $input) { ok } }', { lang: 'en', input: { email } });
    const reset = await gql(stack, 'aupark', `mutation ($lang: Language!, $input: ResetPasswordInput!) { resetPassword(lang: $lang, input: $input) { ${result} } }`, {
      lang: 'en',
      input: { email, code: await code('password-reset'), password: 'Autumn-2026', passwordConfirmation: 'Autumn-2026' },
    });
    expect(reset.data!.resetPassword!.ok).toBe(true);
    expect(deviceOf(reset.response)).toMatch(shape);
    // A refused sign-in makes nobody trusted.
    expect(deviceOf((await signIn(stack, 'aupark', email, 'Wrong-password')).response)).toBeUndefined();
  });
});

/** A TCP relay to the test Redis that can be cut and restored: Redis going away and coming back. */
function redisRelay(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (address && typeof address !== 'string') port = address.port;
        resolve();
      });
    });
  return {
    listen,
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rate limits without Redis (issue 17, Medium 3)', () => {
  it('still limit with Redis unreachable: the 11th wrong password for an account, the 11th try from one address, the 6th send of a form', async () => {
    const stack = await replica({ redis: 'redis://127.0.0.1:1' });
    const demo = { email: 'demo@beta.test' };
    const answers: number[] = [];
    for (let i = 0; i < 25 && !answers.includes(429); i++) answers.push((await signIn(stack, 'beta', demo.email, `Wrong-password-${i}`, { client: `203.0.113.${100 + i}` })).status);
    expect(answers).toEqual([...Array(10).fill(200), 429]);

    const client = '203.0.113.200';
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++) fromOne.push((await signIn(stack, 'beta', newAddress('beta'), 'Wrong-password', { client })).status);
    expect(fromOne).toEqual([...Array(10).fill(200), 429]);

    const subscribe = 'mutation ($lang: Language!, $input: NewsletterSubscribeInput!) { subscribeNewsletter(lang: $lang, input: $input) { ok } }';
    const sends: number[] = [];
    for (let i = 0; i < 6; i++) sends.push((await gql(stack, 'aupark', subscribe, { lang: 'en', input: { email: newAddress('aupark'), consent: true } }, { client: '203.0.113.201' })).status);
    expect(sends).toEqual([...Array(5).fill(200), 429]);
  });

  it('count in-process while Redis is away, and in Redis again once it is back', async () => {
    const relay = redisRelay(new URL(redisUrl));
    await relay.listen();
    const stack = await replica({ redis: relay.url() });
    stacks.at(-1)!.redis = redisUrl; // its keys are the test Redis's: cleaned with the others
    await until('Redis through the relay', () => stack.app.cacheStatus() === 'redis');
    const redis = new Redis(redisUrl);
    const keyOf = (email: string) => `${stack.prefix}ratelimit:{aupark}:login:${accountSubject('aupark', email)}`;
    try {
      await relay.cut();
      await until('Redis gone', () => stack.app.cacheStatus() === 'redis-down');
      const away = newAddress('aupark');
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) answers.push((await signIn(stack, 'aupark', away, `Wrong-password-${i}`)).status);
      expect(answers).toEqual([...Array(10).fill(200), 429]);
      expect(await redis.exists(keyOf(away))).toBe(0);

      await relay.listen();
      await until('Redis back', () => stack.app.cacheStatus() === 'redis');
      const back = newAddress('aupark');
      expect((await signIn(stack, 'aupark', back, 'Wrong-password')).status).toBe(200);
      expect(await redis.get(keyOf(back))).toBe('1');
    } finally {
      await redis.quit();
    }
  });
});

describe('the way back after signing in (issue 17, Low 2)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await replica();
  });

  it('/auth/sso?redirect=/%C4%80 ends on the dashboard, signed in', async () => {
    const started = await startSso(stack, 'aupark', 'lang=en&redirect=/%C4%80');
    const done = await get(stack, 'aupark', callback(started.state, idToken('aupark', started.nonce, 'way.back@idp.test')), started.cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/en/dashboard');
    expect(cookieNamed(done, 'token')).toMatch(/^token=sbx\.aupark\./);
    // Where the mall offers no SSO, the refusal keeps no such way back either.
    const beta = await get(stack, 'beta', '/auth/sso?lang=en&redirect=/%C4%80');
    expect(beta.statusCode).toBe(302);
    expect(beta.headers.location).toBe('/en/login?sso=unavailable');
  });

  it('the login page and the guards take the same input without failing', async () => {
    const login = await get(stack, 'aupark', '/en/login?redirect=/%C4%80');
    expect(login.statusCode).toBe(200);
    const member = cookiePair((await signIn(stack, 'aupark', 'jana.novakova@aupark.test', 'Aupark-demo-2026', { client: '192.0.2.200' })).response, 'token')!;
    const signedIn = await get(stack, 'aupark', '/en/login?redirect=/%C4%80', member);
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/en');
    // A member page asked by a visitor: to the login page, the way back encoded. The profile reads no
    // query (its page module declares none), so the way back is the page itself.
    const guarded = await get(stack, 'aupark', '/en/profile?x=%C4%80&y=/%C4%80');
    expect(guarded.statusCode).toBe(302);
    expect(guarded.headers.location).toBe(`/en/login?${new URLSearchParams({ redirect: '/en/profile' })}`);
    // A page that reads its query keeps it on the way back, encoded: the dashboard's rewards, paged.
    const paged = await get(stack, 'aupark', '/en/rewards?page=%C4%80');
    expect(paged.statusCode).toBe(302);
    expect(paged.headers.location).toBe(`/en/login?${new URLSearchParams({ redirect: '/en/rewards?page=%C4%80' })}`);
  });
});
