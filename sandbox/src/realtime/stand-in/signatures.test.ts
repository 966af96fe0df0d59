// The stand-in's signature checks against what the `pusher` server library itself produces (the bff
// signs with it, the platform publishes with it): a valid one passes, any change to what is signed fails.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRealtimeApp, type RealtimeApp } from '../credentials';
import { API_TIMESTAMP_GRACE_S, verifyApiRequest, verifyChannelAuth, verifyUserAuth } from './signatures';

const app = sandboxRealtimeApp;
// Signing only: the host is never called.
const library = new Pusher({ appId: app.appId, key: app.key, secret: app.secret, host: '127.0.0.1', encryptionMasterKeyBase64: app.encryptionMasterKeyBase64 });
const otherSecret: RealtimeApp = { ...app, secret: 'another-apps-secret' };
const socketId = '123456.7890';

describe('channel authorisation', () => {
  it('accepts the library signature of a private channel, for that socket and channel only', () => {
    const { auth } = library.authorizeChannel(socketId, 'private-orders');
    expect(verifyChannelAuth(app, socketId, 'private-orders', auth)).toBe(true);
    expect(verifyChannelAuth(app, '123456.7891', 'private-orders', auth)).toBe(false);
    expect(verifyChannelAuth(app, socketId, 'private-orderz', auth)).toBe(false);
    expect(verifyChannelAuth(otherSecret, socketId, 'private-orders', auth)).toBe(false);
  });

  it('accepts an encrypted channel signed like a private one (the shared secret stays with the client)', () => {
    const channel = 'private-encrypted-member-0-42';
    const signed = library.authorizeChannel(socketId, channel);
    expect(signed.shared_secret).toEqual(expect.any(String));
    expect(verifyChannelAuth(app, socketId, channel, signed.auth)).toBe(true);
  });

  it('signs presence channel_data: the exact string, as sent', () => {
    const channel = 'presence-lobby';
    const signed = library.authorizeChannel(socketId, channel, { user_id: '42', user_info: { name: 'Jana' } });
    expect(signed.channel_data).toBe('{"user_id":"42","user_info":{"name":"Jana"}}');
    expect(verifyChannelAuth(app, socketId, channel, signed.auth, signed.channel_data)).toBe(true);
    expect(verifyChannelAuth(app, socketId, channel, signed.auth, '{"user_id":"43","user_info":{"name":"Jana"}}')).toBe(false);
    expect(verifyChannelAuth(app, socketId, channel, signed.auth)).toBe(false);
  });

  it('refuses an auth without this app key, or without a signature', () => {
    const { auth } = library.authorizeChannel(socketId, 'private-orders');
    const signature = auth.split(':')[1];
    expect(verifyChannelAuth(app, socketId, 'private-orders', `other-key:${signature}`)).toBe(false);
    expect(verifyChannelAuth(app, socketId, 'private-orders', signature)).toBe(false);
    expect(verifyChannelAuth(app, socketId, 'private-orders', `${app.key}:`)).toBe(false);
    expect(verifyChannelAuth(app, socketId, 'private-orders', undefined)).toBe(false);
    expect(verifyChannelAuth(app, socketId, 'private-orders', 42)).toBe(false);
  });
});

describe('user authentication (pusher:signin)', () => {
  it('accepts the library signature over the user_data string, and nothing else', () => {
    const { auth, user_data } = library.authenticateUser(socketId, { id: '42', user_info: { name: 'Jana Nováková' } });
    expect(verifyUserAuth(app, socketId, user_data, auth)).toBe(true);
    expect(verifyUserAuth(app, '1.2', user_data, auth)).toBe(false);
    expect(verifyUserAuth(app, socketId, user_data.replace('42', '43'), auth)).toBe(false);
    // A channel signature is no user signature.
    expect(verifyUserAuth(app, socketId, user_data, library.authorizeChannel(socketId, 'private-x').auth)).toBe(false);
  });
});

describe('HTTP API signature (what pusher.trigger sends)', () => {
  let server: Server;
  const received: { url: string; body: string }[] = [];
  let trigger: Pusher;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    trigger = new Pusher({ appId: app.appId, key: app.key, secret: app.secret, host: '127.0.0.1', port: String(port), useTLS: false, encryptionMasterKeyBase64: app.encryptionMasterKeyBase64 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function captured(send: () => Promise<unknown>) {
    received.length = 0;
    await send();
    const request = received[0];
    if (!request) throw new Error('nothing was sent');
    const url = new URL(request.url, 'http://x');
    return { path: url.pathname, query: url.searchParams, body: request.body };
  }

  it('accepts a trigger, a trigger with socket_id and a batch, as the library signs them', async () => {
    const nowMs = Date.now();
    for (const send of [
      () => trigger.trigger('orders', 'created', { id: 1, text: 'Dobrý deň & vitajte' }),
      () => trigger.trigger('private-encrypted-member-0-42', 'message', { text: 'hello' }, { socket_id: '1.2' }),
      () => trigger.triggerBatch([{ channel: 'a', name: 'x', data: '1' }, { channel: 'b', name: 'y', data: { z: 2 } }]),
    ]) {
      const request = await captured(send);
      expect(request.path).toMatch(/^\/apps\/mall-sandbox\/(events|batch_events)$/);
      expect(verifyApiRequest(app, { method: 'POST', ...request, nowMs })).toEqual({ ok: true });
    }
  });

  it('refuses a changed body, path, key, secret or signature, and an old timestamp', async () => {
    const request = await captured(() => trigger.trigger('orders', 'created', { id: 1 }));
    const nowMs = Date.now();
    const check = (changes: Partial<typeof request>, appUsed: RealtimeApp = app, at = nowMs) => verifyApiRequest(appUsed, { method: 'POST', ...request, ...changes, nowMs: at }).ok;
    expect(check({})).toBe(true);
    expect(check({ body: request.body.replace('created', 'deleted') })).toBe(false);
    expect(check({ path: '/apps/other/events' })).toBe(false);
    expect(check({}, otherSecret)).toBe(false);
    expect(check({}, { ...app, key: 'other-key' })).toBe(false);
    const resigned = new URLSearchParams(request.query);
    resigned.set('auth_signature', '0'.repeat(64));
    expect(check({ query: resigned })).toBe(false);
    const extra = new URLSearchParams(request.query);
    extra.set('info', 'user_count');
    expect(check({ query: extra })).toBe(false);
    expect(check({}, app, nowMs + (API_TIMESTAMP_GRACE_S + 5) * 1000)).toBe(false);
    expect(check({}, app, nowMs + (API_TIMESTAMP_GRACE_S - 5) * 1000)).toBe(true);
    expect(check({}, app, nowMs - (API_TIMESTAMP_GRACE_S + 5) * 1000)).toBe(false);
  });
});
