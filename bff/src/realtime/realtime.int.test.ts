import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { sandboxRealtimeApp } from '@mall/sandbox';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { hostOf, useStack, type Stack } from '../test/stack';

// The realtime authorisations against the sandbox (the member's profile, with their token) over a real
// Redis (the rate limit): the member's own encrypted channel signed as the provider checks it, with its
// shared secret; everything else refused with 403 and a code, most of it before the platform is asked;
// pusher:signin; the request protections; the `realtime` query; and none of it kept by any cache.

const { Token } = Pusher as unknown as { Token: new (key: string, secret: string) => { verify(text: string, signature: string): boolean } };
const token = new Token(sandboxRealtimeApp.key, sandboxRealtimeApp.secret);
const signerWithMasterKey = new Pusher({ ...sandboxRealtimeApp, cluster: 'mt1' }) as Pusher & { channelSharedSecret(channel: string): Buffer };

const realtimeEnv = {
  REALTIME_APP_ID: sandboxRealtimeApp.appId,
  REALTIME_KEY: sandboxRealtimeApp.key,
  REALTIME_SECRET: sandboxRealtimeApp.secret,
  REALTIME_ENCRYPTION_MASTER_KEY: sandboxRealtimeApp.encryptionMasterKeyBase64,
  REALTIME_HOST: '127.0.0.1',
  REALTIME_PORT: '4011',
};

type Tenant = 'aupark' | 'galerieharfa' | 'europasc' | 'beta';
const platformIndex: Record<Tenant, number> = { aupark: 1, galerieharfa: 2, europasc: 4, beta: 99 };

function post(stack: Stack, path: string, tenant: Tenant, sessionToken: string | null, body: Record<string, string> | string, headers: Record<string, string> = {}) {
  return stack.app.inject({
    method: 'POST',
    url: path,
    headers: { host: hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded', ...(sessionToken ? { cookie: `token=${sessionToken}` } : {}), ...headers },
    payload: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
}

const realtimeQuery = '{ realtime { key cluster host port tls channel channelAuthEndpoint userAuthEndpoint } }';

describe('realtime authorisation', () => {
  const stack = useStack({ env: { ...realtimeEnv, LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1', REALTIME_AUTH_RATE_LIMIT_MAX: '12' } });
  let address = 0;
  // Each test from addresses of its own: the per-address limit is another test's subject.
  const from = () => ({ 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` });

  it("signs the member's own encrypted channel, with its shared secret, kept by nobody", async () => {
    const member = await newMember(stack(), 'aupark');
    const channel = `private-encrypted-member-${platformIndex.aupark}-${member.id}`;
    const response = await post(stack(), '/realtime/auth', 'aupark', member.token, { socket_id: '1234.5678', channel_name: channel }, from());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as { auth: string; shared_secret: string; channel_data?: string };
    const [key, signature] = body.auth.split(':');
    expect(key).toBe(sandboxRealtimeApp.key);
    expect(token.verify(`1234.5678:${channel}`, signature!)).toBe(true);
    expect(token.verify(`1234.5679:${channel}`, signature!)).toBe(false);
    expect(body.shared_secret).toBe(signerWithMasterKey.channelSharedSecret(channel).toString('base64'));
    expect(body.channel_data).toBeUndefined();
  });

  it("refuses another member's channel, a visitor, `#…`, presence without a user and any other channel, with 403 and a code", async () => {
    const jana = await newMember(stack(), 'galerieharfa');
    const other = await newMember(stack(), 'galerieharfa');
    const own = `private-encrypted-member-${platformIndex.galerieharfa}-${jana.id}`;
    const cases: [token: string | null, channel: string, code: string][] = [
      [jana.token, `private-encrypted-member-${platformIndex.galerieharfa}-${other.id}`, 'NOT_OWN_CHANNEL'],
      // The same member id at another tenant is another member.
      [jana.token, `private-encrypted-member-${platformIndex.aupark}-${jana.id}`, 'NOT_OWN_CHANNEL'],
      [null, own, 'SIGN_IN_REQUIRED'],
      [jana.token, `#server-to-user-${jana.id}`, 'RESERVED_CHANNEL'],
      [null, '#server-to-user-1', 'RESERVED_CHANNEL'],
      [null, 'presence-lobby', 'PRESENCE_WITHOUT_USER'],
      [jana.token, 'presence-lobby', 'CHANNEL_NOT_ALLOWED'],
      [jana.token, `private-member-${platformIndex.galerieharfa}-${jana.id}`, 'CHANNEL_NOT_ALLOWED'],
      [jana.token, 'news', 'CHANNEL_NOT_ALLOWED'],
    ];
    stack().sandbox.knobs.clearRequests();
    for (const [sessionToken, channel, code] of cases) {
      const response = await post(stack(), '/realtime/auth', 'galerieharfa', sessionToken, { socket_id: '1.2', channel_name: channel }, from());
      expect(response.statusCode, channel).toBe(403);
      expect(response.json(), channel).toMatchObject({ error: code });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // A visitor's, and `#…`, never reach the platform; the member's profile is asked once for the rest.
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/profile')).toHaveLength(1);
    expect((await post(stack(), '/realtime/auth', 'galerieharfa', jana.token, { socket_id: '1.2', channel_name: own }, from())).statusCode).toBe(200);
  });

  it("signs pusher:signin with the member's id and name; a visitor is refused", async () => {
    const member = await newMember(stack(), 'europasc');
    const response = await post(stack(), '/realtime/user-auth', 'europasc', member.token, { socket_id: '42.7' }, from());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as { auth: string; user_data: string };
    expect(JSON.parse(body.user_data)).toEqual({ id: String(member.id), user_info: { name: 'Test Member' } });
    expect(token.verify(`42.7::user::${body.user_data}`, body.auth.split(':')[1]!)).toBe(true);
    const visitor = await post(stack(), '/realtime/user-auth', 'europasc', null, { socket_id: '42.7' }, from());
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({ error: 'SIGN_IN_REQUIRED' });
  });

  it('checks every input and protects the POST as the other cookie-authenticated ones', async () => {
    const member = await newMember(stack(), 'aupark');
    const channel = `private-encrypted-member-${platformIndex.aupark}-${member.id}`;
    const ask = (body: Record<string, string> | string, headers: Record<string, string> = {}) => post(stack(), '/realtime/auth', 'aupark', member.token, body, { ...from(), ...headers });
    for (const socketId of ['', '1', '1.', 'a.b', '1.2.3', '1.2;x', '-1.2']) {
      const response = await ask({ socket_id: socketId, channel_name: channel });
      expect(response.statusCode, socketId).toBe(400);
      expect(response.json()).toMatchObject({ error: 'INVALID_REQUEST' });
    }
    for (const name of ['', 'private-encrypted-member-1-1 ', 'a/b', 'x'.repeat(201)]) expect((await ask({ socket_id: '1.2', channel_name: name })).statusCode, name).toBe(400);
    expect((await ask({ socket_id: '1.2' })).statusCode).toBe(400);
    expect((await ask(`socket_id=1.2&socket_id=3.4&channel_name=${channel}`)).statusCode).toBe(400);
    // Another site's page, or a browser that says so.
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await ask({ socket_id: '1.2', channel_name: channel }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'CROSS_SITE' });
    }
    expect((await ask({ socket_id: '1.2', channel_name: channel }, { origin: 'http://aupark.localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // Form-encoded only, and small.
    const json = await stack().app.inject({ method: 'POST', url: '/realtime/auth', headers: { host: hostOf('aupark'), cookie: `token=${member.token}`, 'content-type': 'application/json' }, payload: { socket_id: '1.2', channel_name: channel } });
    expect(json.statusCode).toBe(415);
    expect((await ask({ socket_id: '1.2', channel_name: channel, padding: 'x'.repeat(2000) })).statusCode).toBe(413);
  });

  it('limits authorisations per session, whatever the address', async () => {
    const member = await newMember(stack(), 'beta');
    const channel = `private-encrypted-member-${platformIndex.beta}-${member.id}`;
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await post(stack(), '/realtime/auth', 'beta', member.token, { socket_id: `${i}.1`, channel_name: channel }, from())).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    const last = await post(stack(), '/realtime/auth', 'beta', member.token, { socket_id: '99.1', channel_name: channel }, from());
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits per address the tokens the platform must be asked about', async () => {
    const statuses: number[] = [];
    stack().sandbox.knobs.clearRequests();
    for (let i = 0; i < 13; i++) {
      const response = await post(stack(), '/realtime/auth', 'aupark', `made-up-token-${i}`, { socket_id: '1.2', channel_name: 'private-encrypted-member-1-1' }, { 'x-forwarded-for': '192.0.2.77' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(12).fill(403), 429]);
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/profile')).toHaveLength(12);
  });

  it('ends a session the platform refuses', async () => {
    const member = await newMember(stack(), 'aupark');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'aupark', email: member.email } });
    const response = await post(stack(), '/realtime/auth', 'aupark', member.token, { socket_id: '1.2', channel_name: `private-encrypted-member-1-${member.id}` }, from());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'SESSION_ENDED' });
    expect(sessionCookie(response)).toMatch(/^token=;/);
  });

  it("tells the member's browser how to connect, and a visitor nothing", async () => {
    const member = await newMember(stack(), 'aupark');
    const { data, errors, response } = await memberGql<{ realtime: Record<string, unknown> }>(stack(), 'aupark', member.token, realtimeQuery);
    expect(errors).toBeUndefined();
    expect(data!.realtime).toEqual({
      key: sandboxRealtimeApp.key,
      cluster: 'mt1',
      host: '127.0.0.1',
      port: 4011,
      tls: false,
      channel: `private-encrypted-member-1-${member.id}`,
      channelAuthEndpoint: '/realtime/auth',
      userAuthEndpoint: '/realtime/user-auth',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const visitor = await memberGql<{ realtime: unknown }>(stack(), 'aupark', null, realtimeQuery);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data).toEqual({ realtime: null });
    // The tenant's public realtime settings, for anyone.
    expect((await memberGql(stack(), 'aupark', null, '{ tenant { realtimeAppKey realtimeCluster } }')).data).toEqual({ tenant: { realtimeAppKey: sandboxRealtimeApp.key, realtimeCluster: 'mt1' } });
  });
});

describe('a tenant without realtime', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it('has no connection and no authorisation: the screens ask again on a timer', async () => {
    const member = await newMember(stack(), 'aupark');
    expect((await memberGql(stack(), 'aupark', member.token, realtimeQuery)).data).toEqual({ realtime: null });
    expect((await memberGql(stack(), 'aupark', null, '{ tenant { realtimeAppKey realtimeCluster } }')).data).toEqual({ tenant: { realtimeAppKey: null, realtimeCluster: null } });
    const response = await post(stack(), '/realtime/auth', 'aupark', member.token, { socket_id: '1.2', channel_name: `private-encrypted-member-1-${member.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'REALTIME_OFF' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
