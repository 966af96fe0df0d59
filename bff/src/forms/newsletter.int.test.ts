import { describe, expect, it } from 'vitest';
import { gql, hostOf, useStack } from '../test/stack';

// The newsletter's double opt-in and its signed links (issue 17, "Anyone can unsubscribe any
// address"), against the sandbox over real HTTP with a real Redis: the forms only have the platform
// mail links; the links' pages change nothing when opened; their button (a form post answered by the
// bff) does, and only with the platform's own token, for its own tenant; a mail client's one-click
// POST (RFC 8058) works on the newsletter's List-Unsubscribe address.

const subscribe = `mutation ($lang: Language!, $input: NewsletterSubscribeInput!) {
  subscribeNewsletter(lang: $lang, input: $input) { ok reference fieldErrors { field code message } }
}`;
const unsubscribe = `mutation ($lang: Language!, $input: NewsletterUnsubscribeInput!) {
  unsubscribeNewsletter(lang: $lang, input: $input) { ok reference fieldErrors { field code message } }
}`;

interface Result {
  ok: boolean;
  reference: string | null;
  fieldErrors: { field: string; code: string; message: string }[];
}

interface Mail {
  kind: string;
  subject: string;
  code: string | null;
  /** Every newsletter mail has its unsubscribe link; a confirmation has its confirm link too. */
  links?: { unsubscribe: string; confirm?: string };
  headers?: Record<string, string>;
}

// Statuses are what these tests check: load shedding is off here (it has its own tests).
const noShedding = { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };

describe('the newsletter: double opt-in and signed links', () => {
  const stack = useStack({ env: noShedding });

  const outbox = async (tenant: string, to: string): Promise<Mail[]> =>
    (await stack().sandbox.inject({ method: 'GET', url: `/__sandbox/outbox?tenant=${tenant}&to=${encodeURIComponent(to)}` })).json();
  const lastMail = async (tenant: string, to: string, kind: string) => (await outbox(tenant, to)).filter((m) => m.kind === kind).at(-1);
  const subscribed = async (tenant: string, email: string) => {
    const state = (await stack().sandbox.inject({ method: 'GET', url: `/__sandbox/newsletter?tenant=${tenant}` })).json() as {
      subscribers: { email: string }[];
      pending: { email: string }[];
    };
    return state.subscribers.some((s) => s.email === email) ? 'subscribed' : state.pending.some((p) => p.email === email) ? 'pending' : 'none';
  };
  /** A mailed link (on the tenant's origin) as the site's own path and query. */
  const onSite = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  const open = (tenant: string, link: string) => stack().app.inject({ method: 'GET', url: onSite(link), headers: { host: hostOf(tenant) } });
  /** The page's button: a form post of `source=page` to the link's own address. */
  const press = (tenant: string, link: string) =>
    stack().app.inject({
      method: 'POST',
      url: onSite(link),
      headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'source=page',
    });
  const platformPosts = (path: string) => stack().sandbox.knobs.requests().filter((r) => r.method === 'POST' && r.path === `/v1/${path}`);

  it('subscribe → a confirmation mail → its link shows a button and changes nothing → the button puts the address on the list', async () => {
    const email = 'eva.mala@example.com';
    const sent = await gql<{ subscribeNewsletter: Result }>(stack().app, 'aupark', subscribe, { lang: 'sk', input: { email, name: 'Eva Malá', consent: true } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.subscribeNewsletter).toEqual({ ok: true, reference: null, fieldErrors: [] });
    expect(platformPosts('newsletters/subscription')).toMatchObject([{ origin: 'https://www.aupark.sk', tenant: 'aupark' }]);
    expect(await subscribed('aupark', email)).toBe('pending');

    const mail = await lastMail('aupark', email, 'newsletter-confirm');
    expect(mail).toMatchObject({ subject: 'Potvrďte prihlásenie na odber newslettera Aupark', code: null });
    // The site's page in the page's language, on the tenant's configured origin (never the Host).
    expect(mail!.links!.confirm!).toMatch(/^https:\/\/www\.aupark\.sk\/sk\/newsletter\?confirm=1&token=[\w-]+\.[\w-]+$/);
    // The confirmation carries the unsubscribe link too, in the body and as RFC 8058's header.
    expect(mail!.links!.unsubscribe).toMatch(/^https:\/\/www\.aupark\.sk\/sk\/newsletter\?unsubscribe=1&token=/);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe': `<${mail!.links!.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Opening the link (what a mail scanner does too) only shows the button.
    const page = await open('aupark', mail!.links!.confirm!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Potvrdiť odber');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(await subscribed('aupark', email)).toBe('pending');

    const pressed = await press('aupark', mail!.links!.confirm!);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/sk/newsletter?result=confirmed');
    expect(pressed.headers['cache-control']).toBe('no-store');
    expect(await subscribed('aupark', email)).toBe('subscribed');
    // The result page says so, and a second press says the link is spent.
    expect((await stack().app.inject({ method: 'GET', url: '/sk/newsletter?result=confirmed', headers: { host: hostOf('aupark') } })).body).toContain('Odber je potvrdený');
    expect((await press('aupark', mail!.links!.confirm!)).headers.location).toBe('/sk/newsletter?result=used');
  });

  it("keeps one page for every link: the first HTML holds neither a link's token nor an address", async () => {
    const email = 'kept.page@example.com';
    await gql(stack().app, 'galerieharfa', subscribe, { lang: 'cz', input: { email, consent: true } });
    await gql(stack().app, 'galerieharfa', subscribe, { lang: 'cz', input: { email: 'second.page@example.com', consent: true } });
    const first = (await lastMail('galerieharfa', email, 'newsletter-confirm'))!.links!.confirm!;
    const second = (await lastMail('galerieharfa', 'second.page@example.com', 'newsletter-confirm'))!.links!.confirm!;
    const token = new URL(first).searchParams.get('token')!;
    const a = await open('galerieharfa', first);
    const b = await open('galerieharfa', second);
    expect(a.statusCode).toBe(200);
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.body).toBe(a.body);
    expect(a.body).not.toContain(token);
    expect(a.body).not.toContain(token.split('.')[0]);
    expect(a.body).not.toContain(email);
    // Nor does the shared cache's key: the token is kept as a placeholder.
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${stack().prefix}*`);
      expect(keys.some((key) => key.includes('newsletter'))).toBe(true);
      expect(keys.filter((key) => key.includes(token.slice(0, 20)))).toEqual([]);
    } finally {
      await redis.quit();
    }
  });

  it('answers a new, a pending and a subscribed address alike; only their inboxes tell them apart', async () => {
    const ask = async (email: string) => (await gql<{ subscribeNewsletter: Result }>(stack().app, 'novoplaza', subscribe, { lang: 'en', input: { email, consent: true } })).response.json();
    const fresh = await ask('new.reader@example.com');
    const pending = await ask('new.reader@example.com');
    const already = await ask('jiri.prochazka@novoplaza.test');
    expect(pending).toEqual(fresh);
    expect(already).toEqual(fresh);
    expect(fresh).toEqual({ data: { subscribeNewsletter: { ok: true, reference: null, fieldErrors: [] } } });
    expect((await outbox('novoplaza', 'new.reader@example.com')).map((m) => m.kind)).toEqual(['newsletter-confirm', 'newsletter-confirm']);
    expect((await outbox('novoplaza', 'jiri.prochazka@novoplaza.test')).map((m) => [m.kind, m.subject])).toEqual([['newsletter-subscribed', 'You already receive the newsletter of Novo Plaza']]);
    expect(await subscribed('novoplaza', 'new.reader@example.com')).toBe('pending');
  });

  it("unsubscribing a stranger's address without a link: before, 200 and removed; now a mail to that address and still subscribed", async () => {
    const email = 'michal.balaz@europasc.test';
    const asked = await gql<{ unsubscribeNewsletter: Result }>(stack().app, 'europasc', unsubscribe, { lang: 'de', input: { email } });
    expect(asked.data!.unsubscribeNewsletter).toEqual({ ok: true, reference: null, fieldErrors: [] });
    expect(await subscribed('europasc', email)).toBe('subscribed');
    const mail = await lastMail('europasc', email, 'newsletter-unsubscribe');
    expect(mail).toMatchObject({ subject: 'Abmeldung vom Newsletter von Europa Shopping Center' });
    expect(mail!.links!.unsubscribe).toMatch(/^https:\/\/www\.europasc\.sk\/de\/newsletter\?unsubscribe=1&token=/);

    // An address not on the list: the same answer, and no mail at all.
    const stranger = await gql<{ unsubscribeNewsletter: Result }>(stack().app, 'europasc', unsubscribe, { lang: 'de', input: { email: 'not.on.the.list@example.com' } });
    expect(stranger.response.json()).toEqual(asked.response.json());
    expect(await outbox('europasc', 'not.on.the.list@example.com')).toEqual([]);

    // The address's own link does it.
    const pressed = await press('europasc', mail!.links!.unsubscribe);
    expect(pressed.headers.location).toBe('/de/newsletter?result=unsubscribed');
    expect(await subscribed('europasc', email)).toBe('none');
  });

  it('refuses a forged or altered link with the invalid page, and the list stays as it is', async () => {
    const email = 'zuzana.kovacova@aupark.test';
    await gql(stack().app, 'aupark', unsubscribe, { lang: 'sk', input: { email } });
    const link = (await lastMail('aupark', email, 'newsletter-unsubscribe'))!.links!.unsubscribe;
    const url = new URL(link);
    const [payload, signature] = url.searchParams.get('token')!.split('.') as [string, string];

    // Another address under the real signature, and the real payload under a changed signature.
    const otherAddress = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('zuzana.kovacova', 'someone.else')).toString('base64url');
    const changedSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [`${otherAddress}.${signature}`, `${payload}.${changedSignature}`]) {
      url.searchParams.set('token', token);
      expect((await press('aupark', url.toString())).headers.location).toBe('/sk/newsletter?result=invalid');
    }
    expect(await subscribed('aupark', email)).toBe('subscribed');

    // A malformed token, or none, never reaches the platform.
    stack().sandbox.knobs.clearRequests();
    for (const query of ['?unsubscribe=1&token=short', '?unsubscribe=1', `?confirm=1&unsubscribe=1&token=${payload}.${signature}`]) {
      const pressed = await press('aupark', `https://www.aupark.sk/sk/newsletter${query}`);
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe('/sk/newsletter?result=invalid');
    }
    expect(platformPosts('newsletters/unsubscribe')).toEqual([]);

    // A program (no page form) gets the refusal as JSON with its code.
    url.searchParams.set('token', `${payload}.${changedSignature}`);
    const program = await stack().app.inject({ method: 'POST', url: onSite(url.toString()), headers: { host: hostOf('aupark') } });
    expect(program.statusCode).toBe(400);
    expect(program.json()).toEqual({ error: 'INVALID_LINK', message: 'The link is not valid.' });
    expect(await subscribed('aupark', email)).toBe('subscribed');
  });

  it("does not take one mall's link on another mall's site", async () => {
    await gql(stack().app, 'aupark', unsubscribe, { lang: 'sk', input: { email: 'zuzana.kovacova@aupark.test' } });
    const link = (await lastMail('aupark', 'zuzana.kovacova@aupark.test', 'newsletter-unsubscribe'))!.links!.unsubscribe;
    await gql(stack().app, 'aupark', subscribe, { lang: 'sk', input: { email: 'travels@example.com', consent: true } });
    const confirm = (await lastMail('aupark', 'travels@example.com', 'newsletter-confirm'))!.links!.confirm!;

    for (const foreign of [link, confirm]) expect((await press('galerieharfa', foreign)).headers.location).toBe('/sk/newsletter?result=invalid');
    expect(await subscribed('aupark', 'zuzana.kovacova@aupark.test')).toBe('subscribed');
    expect(await subscribed('aupark', 'travels@example.com')).toBe('pending');
    // At home they work.
    expect((await press('aupark', confirm)).headers.location).toBe('/sk/newsletter?result=confirmed');
  });

  it('says an expired confirmation link has expired (410 to a program), and a new subscription sends a working one', async () => {
    const email = 'late.reader@example.com';
    await gql(stack().app, 'beta', subscribe, { lang: 'en', input: { email, consent: true } });
    const link = (await lastMail('beta', email, 'newsletter-confirm'))!.links!.confirm!;
    expect((await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/newsletter/expire', payload: { tenant: 'beta', email } })).statusCode).toBe(200);

    expect((await press('beta', link)).headers.location).toBe('/en/newsletter?result=expired');
    const program = await stack().app.inject({ method: 'POST', url: onSite(link), headers: { host: hostOf('beta') } });
    expect(program.statusCode).toBe(410);
    expect(program.json()).toMatchObject({ error: 'LINK_EXPIRED' });
    expect((await stack().app.inject({ method: 'GET', url: '/en/newsletter?result=expired', headers: { host: hostOf('beta') } })).body).toContain('This link has expired');
    expect(await subscribed('beta', email)).toBe('pending');

    await gql(stack().app, 'beta', subscribe, { lang: 'en', input: { email, consent: true } });
    const fresh = (await lastMail('beta', email, 'newsletter-confirm'))!.links!.confirm!;
    expect(fresh).not.toBe(link);
    expect((await press('beta', fresh)).headers.location).toBe('/en/newsletter?result=confirmed');
  });

  it("unsubscribes in one click from a newsletter's List-Unsubscribe address (RFC 8058: a multipart POST, no redirect)", async () => {
    expect((await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/newsletter/send', payload: { tenant: 'galerieharfa' } })).json()).toEqual({ ok: true, sent: 1 });
    const issue = await lastMail('galerieharfa', 'tereza.dvorakova@galerieharfa.test', 'newsletter');
    expect(issue!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(issue!.headers!['List-Unsubscribe']!)![1]!;
    expect(address).toBe(issue!.links!.unsubscribe);

    const boundary = '----one-click';
    const oneClick = await stack().app.inject({
      method: 'POST',
      url: onSite(address),
      headers: { host: hostOf('galerieharfa'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ ok: true, result: 'unsubscribed' });
    expect(await subscribed('galerieharfa', 'tereza.dvorakova@galerieharfa.test')).toBe('none');

    // The url-encoded form of it too, and again: the wish holds.
    const again = await stack().app.inject({
      method: 'POST',
      url: onSite(address),
      headers: { host: hostOf('galerieharfa'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.json()).toEqual({ ok: true, result: 'unsubscribed' });
  });

  it('brings the button back with a retry notice while the platform is down (503 and Retry-After to a program)', async () => {
    await gql(stack().app, 'aupark', unsubscribe, { lang: 'en', input: { email: 'zuzana.kovacova@aupark.test' } });
    const link = (await lastMail('aupark', 'zuzana.kovacova@aupark.test', 'newsletter-unsubscribe'))!.links!.unsubscribe;
    const token = new URL(link).searchParams.get('token')!;
    stack().sandbox.knobs.setMode('down');
    const pressed = await press('aupark', link);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/en/newsletter?${new URLSearchParams({ unsubscribe: '1', token, result: 'unavailable' })}`);
    const program = await stack().app.inject({ method: 'POST', url: onSite(link), headers: { host: hostOf('aupark') } });
    expect(program.statusCode).toBe(503);
    expect(program.headers['retry-after']).toBe('30');
    expect(program.json()).toMatchObject({ error: 'UPSTREAM_UNAVAILABLE' });
    // A send is never retried: one POST per press.
    expect(platformPosts('newsletters/unsubscribe')).toHaveLength(3);

    stack().sandbox.knobs.setMode('normal');
    expect((await press('aupark', `https://www.aupark.sk${pressed.headers.location as string}`)).headers.location).toBe('/en/newsletter?result=unsubscribed');
  });

  it('answers only POST on the page path: a GET is the page, another method is not found', async () => {
    const put = await stack().app.inject({ method: 'PUT', url: '/en/newsletter?unsubscribe=1&token=x', headers: { host: hostOf('aupark') } });
    expect(put.statusCode).toBe(404);
    const get = await stack().app.inject({ method: 'GET', url: '/en/newsletter', headers: { host: hostOf('aupark') } });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('<meta name="robots" content="index, follow"');
  });
});

