import { readFileSync } from 'node:fs';
import Pusher from 'pusher';
import { describe, expect, it, vi } from 'vitest';
import { memberChannel as platformMemberChannel, sandboxRealtimeApp } from '@mall/sandbox';
import { ConfigError, embeddedRealtime, loadConfig } from '../config';
import { parseTenants } from '../tenancy/tenants';
import { resolveRealtimeApps } from './apps';
import { channelRefusal, memberChannel } from './channels';
import { createMemberLookup } from './member';

// Realtime's rules without a server: which channel a request may have, the signatures (checked with
// the pusher library's own Token, as the provider checks them), each tenant's app and its secrets, and
// the member lookup's short memory.

const masterKey = Buffer.alloc(32, 7).toString('base64');
const app = { REALTIME_APP_ID: 'app-1', REALTIME_KEY: 'key-1', REALTIME_SECRET: 'a-secret-of-sixteen-or-more', REALTIME_ENCRYPTION_MASTER_KEY: masterKey };
const production = { NODE_ENV: 'production', SIGNING_SECRET: 'a-production-secret-of-32-characters-or-more' };

describe('channel rules', () => {
  const jana = { tenantIndex: 1, memberId: 42 };
  it("names a member's channel as the platform does", () => {
    expect(memberChannel(1, 42)).toBe('private-encrypted-member-1-42');
    expect(memberChannel(3, 7)).toBe(platformMemberChannel(3, 7));
  });
  it("allows a member their own channel and nothing else", () => {
    expect(channelRefusal('private-encrypted-member-1-42', jana)).toBeNull();
    expect(channelRefusal('private-encrypted-member-1-43', jana)).toBe('NOT_OWN_CHANNEL');
    expect(channelRefusal('private-encrypted-member-2-42', jana)).toBe('NOT_OWN_CHANNEL');
    expect(channelRefusal('private-encrypted-member-1-420', jana)).toBe('NOT_OWN_CHANNEL');
    for (const other of ['private-member-1-42', 'presence-member-1-42', 'private-encrypted-other', 'public', 'private-encrypted-member-1-42x']) {
      expect(channelRefusal(other, jana), other).toBe('CHANNEL_NOT_ALLOWED');
    }
  });
  it('refuses # first, presence without a user, and every channel to a visitor', () => {
    expect(channelRefusal('#server-to-user-42', jana)).toBe('RESERVED_CHANNEL');
    expect(channelRefusal('#server-to-user-42', null)).toBe('RESERVED_CHANNEL');
    expect(channelRefusal('presence-lobby', null)).toBe('PRESENCE_WITHOUT_USER');
    expect(channelRefusal('private-encrypted-member-1-42', null)).toBe('SIGN_IN_REQUIRED');
    expect(channelRefusal('presence-lobby', jana)).toBe('CHANNEL_NOT_ALLOWED');
  });
});

const tenantsFile = readFileSync(loadConfig({}).TENANTS_FILE, 'utf8');

function tenants(extra: Record<string, unknown> = {}) {
  const file = JSON.parse(tenantsFile) as { tenants: Record<string, unknown>[] };
  Object.assign(file.tenants[0]!, extra);
  return parseTenants(file).all;
}

describe('realtime config', () => {
  it('has none without an app, and the embedded sandbox app on its stand-in outside production', () => {
    expect(loadConfig({}).REALTIME).toBeNull();
    expect(loadConfig({}).SANDBOX_REALTIME_PORT).toBe(4011);
    expect(loadConfig({ SANDBOX_PORT: '5000', SANDBOX_REALTIME_PORT: '0' }).SANDBOX_REALTIME_PORT).toBe(0);
    const embedded = embeddedRealtime(loadConfig({}), sandboxRealtimeApp, 4011).REALTIME;
    expect(embedded).toEqual({ ...sandboxRealtimeApp, cluster: 'mt1', host: '127.0.0.1', port: 4011, tls: false });
    // Configured is configured: the sandbox's app never replaces it, and never in production.
    expect(embeddedRealtime(loadConfig(app), sandboxRealtimeApp, 4011).REALTIME?.appId).toBe('app-1');
    expect(embeddedRealtime(loadConfig(production), sandboxRealtimeApp, 4011).REALTIME).toBeNull();
  });
  it('reads the shared app, TLS on in production by default', () => {
    expect(loadConfig({ ...app, REALTIME_HOST: 'soketi', REALTIME_PORT: '6001' }).REALTIME).toEqual({
      appId: 'app-1',
      key: 'key-1',
      secret: app.REALTIME_SECRET,
      encryptionMasterKeyBase64: masterKey,
      cluster: 'mt1',
      host: 'soketi',
      port: 6001,
      tls: false,
    });
    expect(loadConfig({ ...production, ...app, REALTIME_CLUSTER: 'eu' }).REALTIME).toMatchObject({ cluster: 'eu', host: null, port: null, tls: true });
    expect(loadConfig({ ...production, ...app, REALTIME_TLS: 'false' }).REALTIME?.tls).toBe(false);
  });
  it('requires the secret and the master key with an app, in production as elsewhere', () => {
    expect(() => loadConfig({ ...production, ...app, REALTIME_SECRET: undefined })).toThrow(/REALTIME_SECRET: required in production/);
    expect(() => loadConfig({ ...production, ...app, REALTIME_ENCRYPTION_MASTER_KEY: '' })).toThrow(/REALTIME_ENCRYPTION_MASTER_KEY: required in production/);
    expect(() => loadConfig({ ...app, REALTIME_SECRET: undefined })).toThrow(/REALTIME_SECRET: required when/);
    expect(() => loadConfig({ REALTIME_APP_ID: 'x' })).toThrow(/REALTIME_KEY: required with REALTIME_APP_ID/);
    expect(() => loadConfig({ REALTIME_SECRET: app.REALTIME_SECRET })).toThrow(/REALTIME_APP_ID and REALTIME_KEY/);
  });
  it('checks the master key is base64 of 32 bytes, and the other values', () => {
    for (const bad of [Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64'), 'not base64 at all, not at all!!!!!!!!!!!!!!=']) {
      expect(() => loadConfig({ ...app, REALTIME_ENCRYPTION_MASTER_KEY: bad }), bad).toThrow(/REALTIME_ENCRYPTION_MASTER_KEY: base64 of exactly 32 bytes/);
    }
    expect(() => loadConfig({ ...app, REALTIME_SECRET: 'short' })).toThrow(/REALTIME_SECRET/);
    expect(() => loadConfig({ ...app, REALTIME_HOST: 'wss://soketi:6001' })).toThrow(/REALTIME_HOST/);
    expect(() => loadConfig({ ...app, REALTIME_PORT: '70000' })).toThrow(/REALTIME_PORT/);
    expect(() => loadConfig({ REALTIME_ENCRYPTION_MASTER_KEY_AUPARK: 'short' })).toThrow(/REALTIME_ENCRYPTION_MASTER_KEY_AUPARK: base64/);
  });
});

describe("each tenant's app", () => {
  const own = { appId: 'aupark-app', key: 'aupark-key', cluster: 'eu', secretEnv: 'REALTIME_SECRET_AUPARK', encryptionMasterKeyEnv: 'REALTIME_ENCRYPTION_MASTER_KEY_AUPARK' };
  const ownSecrets = { REALTIME_SECRET_AUPARK: 'aupark-secret-0123456789', REALTIME_ENCRYPTION_MASTER_KEY_AUPARK: Buffer.alloc(32, 1).toString('base64') };

  it('gives a tenant its own app where it has one, the shared one otherwise', () => {
    const apps = resolveRealtimeApps(loadConfig({ ...app, ...ownSecrets }), tenants({ realtime: own }));
    expect(apps.get('aupark')?.app).toEqual({ appId: 'aupark-app', key: 'aupark-key', secret: ownSecrets.REALTIME_SECRET_AUPARK, encryptionMasterKeyBase64: ownSecrets.REALTIME_ENCRYPTION_MASTER_KEY_AUPARK, cluster: 'eu', host: null, port: null, tls: true });
    expect(apps.get('beta')?.app.appId).toBe('app-1');
    // One signer per app, shared by its tenants.
    expect(apps.get('beta')?.signer).toBe(apps.get('galerieharfa')?.signer);
    const none = resolveRealtimeApps(loadConfig({ ...ownSecrets }), tenants({ realtime: own }));
    expect(none.get('aupark')?.app.appId).toBe('aupark-app');
    expect(none.get('beta')).toBeNull();
  });
  it('stops the start when the variables a tenant names are missing', () => {
    try {
      resolveRealtimeApps(loadConfig(app), tenants({ realtime: own }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        "REALTIME_SECRET_AUPARK: required for tenant aupark's realtime app (at least 16 characters)",
        "REALTIME_ENCRYPTION_MASTER_KEY_AUPARK: required for tenant aupark's realtime app (base64 of 32 bytes)",
      ]);
    }
  });
  it('refuses a tenants file that puts a secret in it, or names another variable', () => {
    expect(() => tenants({ realtime: { ...own, secret: 'in the file' } })).toThrow(/realtime/);
    expect(() => tenants({ realtime: { ...own, secretEnv: 'HOME' } })).toThrow(/REALTIME_SECRET_<NAME>/);
  });
});

// The library's own checks, which its type declarations leave out (lib/token.js, lib/pusher.js).
const { Token } = Pusher as unknown as { Token: new (key: string, secret: string) => { verify(text: string, signature: string): boolean } };
type WithSharedSecret = Pusher & { channelSharedSecret(channel: string): Buffer };

describe('signatures', () => {
  const config = loadConfig(app);
  const { signer } = resolveRealtimeApps(config, tenants()).get('aupark')!;
  const token = new Token(app.REALTIME_KEY, app.REALTIME_SECRET);

  it("signs a channel as the provider checks it, with the encrypted channel's shared secret", () => {
    const channel = memberChannel(1, 42);
    const reply = signer.authorizeChannel('123.456', channel);
    const [key, signature] = reply.auth.split(':');
    expect(key).toBe(app.REALTIME_KEY);
    expect(token.verify(`123.456:${channel}`, signature!)).toBe(true);
    expect(token.verify(`123.457:${channel}`, signature!)).toBe(false);
    // The shared secret is sha256(channel name + master key), as pusher-js and the platform derive it.
    const other = new Pusher({ appId: 'app-1', key: 'key-1', secret: app.REALTIME_SECRET, cluster: 'mt1', encryptionMasterKeyBase64: masterKey }) as WithSharedSecret;
    expect(reply.shared_secret).toBe(Buffer.from(other.channelSharedSecret(channel)).toString('base64'));
    expect(Buffer.from(reply.shared_secret!, 'base64')).toHaveLength(32);
  });
  it("signs a user's sign-in with the member's id and name", () => {
    const reply = signer.authenticateUser('1.2', { id: '42', user_info: { name: 'Jana Nováková' } });
    expect(JSON.parse(reply.user_data)).toEqual({ id: '42', user_info: { name: 'Jana Nováková' } });
    const [, signature] = reply.auth.split(':');
    expect(token.verify(`1.2::user::${reply.user_data}`, signature!)).toBe(true);
    const wrong = new Token(app.REALTIME_KEY, 'another-secret-of-sixteen');
    expect(wrong.verify(`1.2::user::${reply.user_data}`, signature!)).toBe(false);
  });
});

describe('the member lookup', () => {
  const [tenant] = tenants();
  const profile = { id: 42, email: 'jana@example.com', first_name: 'Jana', last_name: 'Nováková' };
  const call = (token: string) => ({ tenant: tenant!, token });

  it('asks the platform once per token for a while, and again after it', async () => {
    let now = 1000;
    const get = vi.fn(async () => ({ ok: true as const, value: { ...profile, id: '42' } }));
    const { find: lookup, known } = createMemberLookup({ get } as never, { ttlMs: 30_000, now: () => now });
    expect(known(call('t1'))).toBe(false);
    const [a, b] = await Promise.all([lookup(call('t1')), lookup(call('t1'))]);
    expect(known(call('t1'))).toBe(true);
    expect(a).toEqual({ ok: true, value: { id: 42, name: 'Jana Nováková' } });
    expect(b).toEqual(a);
    expect(get).toHaveBeenCalledTimes(1);
    await lookup(call('t2'));
    expect(get).toHaveBeenCalledTimes(2);
    now += 30_001;
    expect(known(call('t1'))).toBe(false);
    await lookup(call('t1'));
    expect(get).toHaveBeenCalledTimes(3);
  });
  it('keeps no failure, and no more than its limit', async () => {
    const get = vi.fn(async () => ({ ok: false as const, error: { kind: 'unauthorized' as const, message: 'no', retryable: false, path: 'me/profile' } }));
    const { find: lookup, known } = createMemberLookup({ get } as never);
    expect((await lookup(call('t1'))).ok).toBe(false);
    expect((await lookup(call('t1'))).ok).toBe(false);
    expect(get).toHaveBeenCalledTimes(2);
    expect(known(call('t1'))).toBe(false);

    const found = vi.fn(async () => ({ ok: true as const, value: { ...profile, id: '7', first_name: null, last_name: null } }));
    const { find: small } = createMemberLookup({ get: found } as never, { max: 2 });
    expect(await small(call('a'))).toEqual({ ok: true, value: { id: 7, name: '' } });
    await small(call('b'));
    await small(call('c'));
    await small(call('b'));
    expect(found).toHaveBeenCalledTimes(3);
    await small(call('a'));
    expect(found).toHaveBeenCalledTimes(4);
  });
  it('refuses a profile without a numeric id', async () => {
    const { find: lookup } = createMemberLookup({ get: async () => ({ ok: true, value: { ...profile, id: 'abc' } }) } as never);
    expect(await lookup(call('t'))).toMatchObject({ ok: false, error: { kind: 'protocol' } });
  });
});
