import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { cleanPrefix, gql, hostOf, startStack, useStack, type Stack } from '../test/stack';

// The form mutations against the sandbox over real HTTP and a real Redis: good input reaches the
// platform once, bad input never does, the platform's field refusals land on their fields, an
// upstream failure is a coded error, and the rate limit holds across two bff instances sharing Redis,
// per tenant, per form and per client address.

const subscribe = `mutation ($lang: Language!, $input: NewsletterSubscribeInput!) {
  subscribeNewsletter(lang: $lang, input: $input) { ok reference fieldErrors { field code message } }
}`;
const unsubscribe = `mutation ($lang: Language!, $input: NewsletterUnsubscribeInput!) {
  unsubscribeNewsletter(lang: $lang, input: $input) { ok fieldErrors { field code message } }
}`;
const contact = `mutation ($lang: Language!, $input: ContactMessageInput!) {
  sendContactMessage(lang: $lang, input: $input) { ok reference fieldErrors { field code message } }
}`;

interface Result {
  ok: boolean;
  reference?: string | null;
  fieldErrors: { field: string; code: string; message: string }[];
}

const goodContact = {
  name: 'Jana Nováková',
  email: 'jana.novakova@example.com',
  phone: '+421 900 123 456',
  subject: 'Stratené a nájdené',
  message: 'Včera som nechala dáždnik pri informačnom pulte. Môžem si ho vyzdvihnúť?',
  consent: true,
};

const posts = (stack: Stack, path: string) => stack.sandbox.knobs.requests().filter((r) => r.method === 'POST' && r.path === `/v1/${path}`);

// The statuses are what these tests check: load shedding (a 503 when the machine is busy with other
// suites) is off here; it has its own tests.
const noShedding = { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };

describe('form mutations over the sandbox', () => {
  const stack = useStack({ env: noShedding });

  it('refuses bad input field by field in the page language, and the platform never hears of it', async () => {
    const { data, errors } = await gql<{ subscribeNewsletter: Result }>(stack().app, 'galerieharfa', subscribe, {
      lang: 'cz',
      input: { email: 'jana@', name: 'x'.repeat(101), consent: false },
    });
    expect(errors).toBeUndefined();
    expect(data!.subscribeNewsletter).toEqual({
      ok: false,
      reference: null,
      fieldErrors: [
        { field: 'email', code: 'invalidEmail', message: fieldErrorMessages.cz.invalidEmail },
        { field: 'name', code: 'tooLong', message: 'Napište prosím nejvýše 100 znaků.' },
        { field: 'consent', code: 'consentRequired', message: fieldErrorMessages.cz.consentRequired },
      ],
    });
    const bad = await gql<{ sendContactMessage: Result }>(stack().app, 'aupark', contact, {
      lang: 'de',
      input: { ...goodContact, phone: 'call me', message: 'Kurz' },
    });
    expect(bad.data!.sendContactMessage.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['phone', 'invalidPhone'],
      ['message', 'tooShort'],
    ]);
    expect(bad.data!.sendContactMessage.fieldErrors[1]!.message).toBe('Bitte schreiben Sie mindestens 10 Zeichen.');
    expect(stack().sandbox.knobs.requests().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts a platform refusal of an address our own check accepts on the e-mail field', async () => {
    const { data } = await gql<{ subscribeNewsletter: Result }>(stack().app, 'novoplaza', subscribe, {
      lang: 'en',
      input: { email: 'petr@example.invalid', consent: true },
    });
    expect(data!.subscribeNewsletter.fieldErrors).toEqual([{ field: 'email', code: 'undeliverableEmail', message: fieldErrorMessages.en.undeliverableEmail }]);
    expect(posts(stack(), 'newsletters/subscription')).toHaveLength(1);
  });

  // Subscribing and unsubscribing themselves (double opt-in, signed links): newsletter.int.test.ts.

  it('sends a contact message with its ticket number, and refuses the form on a mall that has it off', async () => {
    const sent = await gql<{ sendContactMessage: Result }>(stack().app, 'aupark', contact, { lang: 'sk', input: goodContact });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendContactMessage).toEqual({ ok: true, reference: 'AUP-000001', fieldErrors: [] });
    const { phone: _phone, ...noPhone } = goodContact;
    const withoutPhone = await gql<{ sendContactMessage: Result }>(stack().app, 'galerieharfa', contact, { lang: 'cz', input: { ...noPhone, phone: '' } });
    expect(withoutPhone.data!.sendContactMessage.ok).toBe(true);

    stack().sandbox.knobs.clearRequests();
    const off = await gql<{ sendContactMessage: Result }>(stack().app, 'beta', contact, { lang: 'cz', input: goodContact });
    expect(off.data).toBeNull();
    expect(off.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(posts(stack(), 'support')).toEqual([]);
  });

  it('answers UPSTREAM_UNAVAILABLE when the platform is down or failing, and never retries a send', async () => {
    stack().sandbox.knobs.setMode('down');
    const down = await gql<{ subscribeNewsletter: Result }>(stack().app, 'aupark', subscribe, { lang: 'en', input: { email: 'down@example.com', consent: true } });
    expect(down.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(down.errors?.[0]?.message).not.toMatch(/ECONN|sandbox/);
    expect(posts(stack(), 'newsletters/subscription')).toHaveLength(1);

    stack().sandbox.knobs.setMode('failing');
    const failing = await gql<{ unsubscribeNewsletter: Result }>(stack().app, 'aupark', unsubscribe, { lang: 'en', input: { email: 'zuzana.kovacova@aupark.test' } });
    expect(failing.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(posts(stack(), 'newsletters/unsubscribe')).toHaveLength(1);
  });

  it('takes a form post without the JSON content type at the platform (the sandbox contract)', async () => {
    const response = await stack().sandbox.inject({
      method: 'POST',
      url: '/v1/newsletters/subscription',
      headers: { origin: 'https://www.europasc.sk', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=form.post%40example.com&consent=1&confirm_url=${encodeURIComponent('https://www.europasc.sk/sk/newsletter?confirm=1')}&unsubscribe_url=${encodeURIComponent('https://www.europasc.sk/sk/newsletter?unsubscribe=1')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { email: 'form.post@example.com' } });
    // The links a confirmation mail carries lead to the tenant's own site only.
    const elsewhere = await stack().sandbox.inject({
      method: 'POST',
      url: '/v1/newsletters/subscription',
      headers: { origin: 'https://www.europasc.sk', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=form.post%40example.com&consent=1&confirm_url=${encodeURIComponent('https://evil.example/confirm')}&unsubscribe_url=${encodeURIComponent('https://www.europasc.sk/sk/newsletter?unsubscribe=1')}`,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ errors: { confirm_url: ['The confirm url field must be an address of https://www.europasc.sk.'] } });
  });
});

describe('the forms rate limit', () => {
  // Two bff instances on one Redis (one key prefix) and one upstream, as two replicas.
  let a: Stack;
  let b: Stack;
  const env = { ...noShedding, FORM_RATE_LIMIT_MAX: '3', FORM_RATE_LIMIT_WINDOW_S: '600' };

  beforeAll(async () => {
    a = await startStack({ env });
    b = await startStack({ env, sandbox: a.sandbox, prefix: a.prefix });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (a) await cleanPrefix(a.prefix);
  });

  const send = (stack: Stack, tenant: string, email: string, extra: { remoteAddress?: string; headers?: Record<string, string>; lang?: string } = {}) =>
    stack.app.inject({
      method: 'POST',
      url: '/graphql',
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
      headers: { host: hostOf(tenant), 'content-type': 'application/json', ...extra.headers },
      payload: { query: unsubscribe, variables: { lang: extra.lang ?? 'en', input: { email } } },
    });

  it('counts sends across both instances, then answers RATE_LIMITED with 429 and Retry-After, in the page language', async () => {
    const ip = '203.0.113.10';
    expect((await send(a, 'aupark', 'nobody1@example.com', { remoteAddress: ip })).statusCode).toBe(200);
    expect((await send(b, 'aupark', 'nobody2@example.com', { remoteAddress: ip })).statusCode).toBe(200);
    expect((await send(a, 'aupark', 'nobody3@example.com', { remoteAddress: ip })).statusCode).toBe(200);
    const before = a.sandbox.knobs.requests().filter((r) => r.path === '/v1/newsletters/unsubscribe').length;

    const limited = await send(b, 'aupark', 'nobody4@example.com', { remoteAddress: ip, lang: 'sk' });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = limited.json() as { data: null; errors: { message: string; extensions: { code: string; retryAfter: number } }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter });
    expect(body.errors[0]!.message).toBe('Príliš veľa pokusov. Skúste to, prosím, znova o 10 minút.');
    // The refused send never reached the platform.
    expect(a.sandbox.knobs.requests().filter((r) => r.path === '/v1/newsletters/unsubscribe').length).toBe(before);
  });

  it('keeps tenants, forms and client addresses apart; bad input and reads do not count', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 3; i++) expect((await send(a, 'novoplaza', `n${i}@example.com`, { remoteAddress: ip })).statusCode).toBe(200);
    expect((await send(b, 'novoplaza', 'n4@example.com', { remoteAddress: ip })).statusCode).toBe(429);
    // Another tenant, another address, another form: each its own count.
    expect((await send(a, 'europasc', 'e@example.com', { remoteAddress: ip })).statusCode).toBe(200);
    expect((await send(a, 'novoplaza', 'other@example.com', { remoteAddress: '203.0.113.21' })).statusCode).toBe(200);
    const subscribed = await a.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { host: hostOf('novoplaza'), 'content-type': 'application/json' },
      payload: { query: subscribe, variables: { lang: 'cz', input: { email: 'novy.odberatel@example.com', consent: true } } },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toMatchObject({ data: { subscribeNewsletter: { ok: true } } });
    // Bad input is answered on its fields, even past the limit (it costs the platform nothing).
    const bad = await send(a, 'novoplaza', 'not-an-address', { remoteAddress: ip });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ data: { unsubscribeNewsletter: { ok: false, fieldErrors: [{ field: 'email', code: 'invalidEmail' }] } } });
    // Reads are never limited.
    const read = await a.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { host: hostOf('novoplaza'), 'content-type': 'application/json' },
      payload: { query: '{ settings { isContactSupportActive } }' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For without TRUST_PROXY: a forged one does not reset the count', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 3; i++) await send(a, 'galerieharfa', `g${i}@example.com`, { remoteAddress: ip, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    const forged = await send(b, 'galerieharfa', 'g9@example.com', { remoteAddress: ip, headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(forged.statusCode).toBe(429);
  });

  it('keys the counts in Redis under the deployment prefix, with the tenant, the form and the address', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${a.prefix}ratelimit:*`);
      expect(keys).toContain(`${a.prefix}ratelimit:{aupark}:newsletterUnsubscribe:203.0.113.10`);
      expect(keys).toContain(`${a.prefix}ratelimit:{novoplaza}:newsletterSubscribe:203.0.113.20`);
    } finally {
      await redis.quit();
    }
  });
});
