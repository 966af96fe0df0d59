// The Pusher-protocol stand-in over real sockets: raw `ws` clients read the frames as the protocol
// writes them, pusher-js (its node build) connects as the browser will, and the `pusher` server library
// publishes through the signed HTTP API, as the platform does.

import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildSandbox } from '../../app';
import { demoMembers } from '../../data/members';
import { TENANTS } from '../../tenancy';
import { memberChannel, sandboxRealtimeApp as realtimeApp } from '../credentials';
import { createRealtimePublisher } from '../publisher';
import { createRealtimeStandIn } from './stand-in';

interface Frame {
  event: string;
  channel?: string;
  /** Parsed when the frame carried a JSON string, as pusher-js does. */
  data: unknown;
  /** The frame's `data` as sent. */
  rawData: unknown;
  user_id?: string;
}

/** A raw protocol client: every frame kept in order, read with next(). */
class RawClient {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data: unknown; user_id?: string };
      let data = frame.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          // data that is no JSON stays a string
        }
      }
      this.frames.push({ ...frame, data, rawData: frame.data });
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(port: number, path = `/app/${realtimeApp.key}?protocol=7&client=js&version=8.6.0`): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** Opens, and waits for the handshake: the socket id. */
  static async connect(port: number): Promise<{ client: RawClient; socketId: string }> {
    const client = await RawClient.open(port);
    const established = await client.next('pusher:connection_established');
    return { client, socketId: (established.data as { socket_id: string }).socket_id };
  }

  /** The first frame not yet read that matches (frames read before it are skipped). */
  async next(event: string | readonly string[], channel?: string, timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    const events = typeof event === 'string' ? [event] : event;
    for (;;) {
      const at = this.frames.findIndex((f) => events.includes(f.event) && (channel === undefined || f.channel === channel));
      if (at >= 0) return this.frames.splice(0, at + 1)[at] as Frame;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${events.join(' or ')} within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => f.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Nothing matching arrives within `ms`. */
  async nothing(event: string, ms = 300): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    expect(this.frames.filter((f) => f.event === event)).toEqual([]);
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify(channel === undefined ? { event, data } : { event, data, channel }));
  }

  async subscribe(channel: string, signed?: { auth: string; channel_data?: string }): Promise<Frame> {
    this.send('pusher:subscribe', { channel, ...signed });
    return this.next(['pusher_internal:subscription_succeeded', 'pusher:subscription_error'], channel);
  }
}

// Signs as the bff does (the host is never called).
const library = new Pusher({ appId: realtimeApp.appId, key: realtimeApp.key, secret: realtimeApp.secret, host: '127.0.0.1', encryptionMasterKeyBase64: realtimeApp.encryptionMasterKeyBase64 });
const publisherAt = (port: number, secret = realtimeApp.secret) =>
  new Pusher({ appId: realtimeApp.appId, key: realtimeApp.key, secret, host: '127.0.0.1', port: String(port), useTLS: false, encryptionMasterKeyBase64: realtimeApp.encryptionMasterKeyBase64 });

describe('the stand-in beside the sandbox', () => {
  let sandbox: FastifyInstance;
  let port: number;
  let trigger: Pusher;
  const open: RawClient[] = [];
  const connect = async () => {
    const connected = await RawClient.connect(port);
    open.push(connected.client);
    return connected;
  };

  beforeAll(async () => {
    sandbox = await buildSandbox({ realtime: { port: 0 } });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    port = await sandbox.realtime.ready();
    expect(sandbox.realtime.port()).toBe(port);
    trigger = publisherAt(port);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.ws.terminate();
    await sandbox.inject({ method: 'POST', url: '/__sandbox/reset' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('opens with pusher:connection_established: a socket id and activity_timeout 120, data a JSON string', async () => {
    const client = await RawClient.open(port);
    open.push(client);
    const established = await client.next('pusher:connection_established');
    expect(typeof established.rawData).toBe('string');
    expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    const port2 = await sandbox.inject({ method: 'GET', url: '/__sandbox/realtime' });
    expect(port2.json()).toEqual({ port, mode: 'normal', connections: 1 });
  });

  it('refuses an unknown app key (4001), another path (4005) and a missing or unsupported protocol (4008, 4007)', async () => {
    for (const [path, code] of [
      ['/app/not-our-key?protocol=7', 4001],
      ['/socket?protocol=7', 4005],
      [`/app/${realtimeApp.key}`, 4008],
      [`/app/${realtimeApp.key}?protocol=4`, 4007],
    ] as const) {
      const client = await RawClient.open(port, path);
      const error = await client.next('pusher:error');
      expect(error.data).toMatchObject({ code });
      expect((await client.closed).code).toBe(code);
    }
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await connect();
    client.send('pusher:ping', {});
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('delivers a trigger to a public channel, but not back to the socket_id the trigger excludes', async () => {
    const a = await connect();
    const b = await connect();
    expect((await a.client.subscribe('mall-news')).event).toBe('pusher_internal:subscription_succeeded');
    await b.client.subscribe('mall-news');
    await trigger.trigger('mall-news', 'posted', { title: 'Open on Sunday' }, { socket_id: a.socketId });
    expect(await b.client.next('posted', 'mall-news')).toMatchObject({ data: { title: 'Open on Sunday' } });
    await a.client.nothing('posted');
    await trigger.triggerBatch([{ channel: 'mall-news', name: 'posted', data: { title: 'Batch' } }]);
    expect(await a.client.next('posted', 'mall-news')).toMatchObject({ data: { title: 'Batch' } });
  });

  it('subscribes to an encrypted channel with the library signature and forwards the library ciphertext as is', async () => {
    const { client, socketId } = await connect();
    const channel = memberChannel(TENANTS.aupark.index, 42);
    expect((await client.subscribe(channel, library.authorizeChannel(socketId, channel))).event).toBe('pusher_internal:subscription_succeeded');
    expect(sandbox.realtime.subscribers(channel)).toBe(1);
    await trigger.trigger(channel, 'message', { body: 'Your parcel is at the information desk' });
    const frame = await client.next('message', channel);
    expect(frame.data).toEqual({ nonce: expect.any(String), ciphertext: expect.any(String) });
    expect(String(frame.rawData)).not.toContain('parcel');
  });

  it('refuses a bad signature (401), a missing one, a signature for another socket, and # names', async () => {
    const { client, socketId } = await connect();
    const channel = memberChannel(0, 42);
    const wrong = library.authorizeChannel(socketId, memberChannel(0, 43));
    const error = await client.subscribe(channel, wrong);
    expect(error).toMatchObject({ event: 'pusher:subscription_error', channel, data: { type: 'AuthError', status: 401 } });
    expect(await client.subscribe('private-orders')).toMatchObject({ event: 'pusher:subscription_error', data: { status: 401 } });
    expect(await client.subscribe('private-orders', library.authorizeChannel('1.1', 'private-orders'))).toMatchObject({ data: { status: 401 } });
    expect(await client.subscribe('#server-to-user-42')).toMatchObject({ event: 'pusher:subscription_error', data: { status: 400 } });
    expect(await client.subscribe('presence-lobby', library.authorizeChannel(socketId, 'presence-lobby'))).toMatchObject({ event: 'pusher:subscription_error', data: { status: 400 } });
    expect(sandbox.realtime.subscribers(channel)).toBe(0);
    // Nothing published there reaches it.
    await trigger.trigger(channel, 'message', { body: 'secret' });
    await client.nothing('message');
  });

  it('keeps presence members: the hash on subscribe, member_added and member_removed to the others', async () => {
    const a = await connect();
    const b = await connect();
    const channel = 'presence-mall-desk';
    const joinA = library.authorizeChannel(a.socketId, channel, { user_id: '1', user_info: { name: 'Desk' } });
    const first = await a.client.subscribe(channel, joinA);
    expect(first.data).toEqual({ presence: { ids: ['1'], hash: { '1': { name: 'Desk' } }, count: 1 } });
    const joinB = library.authorizeChannel(b.socketId, channel, { user_id: '42', user_info: { name: 'Jana' } });
    const second = await b.client.subscribe(channel, joinB);
    expect(second.data).toEqual({ presence: { ids: ['1', '42'], hash: { '1': { name: 'Desk' }, '42': { name: 'Jana' } }, count: 2 } });
    expect((await a.client.next('pusher_internal:member_added', channel)).data).toEqual({ user_id: '42', user_info: { name: 'Jana' } });
    b.client.send('pusher:unsubscribe', { channel });
    expect((await a.client.next('pusher_internal:member_removed', channel)).data).toEqual({ user_id: '42' });
  });

  it('passes client- events on private and presence channels to the others only; refuses them elsewhere', async () => {
    const a = await connect();
    const b = await connect();
    await a.client.subscribe('private-room', library.authorizeChannel(a.socketId, 'private-room'));
    await b.client.subscribe('private-room', library.authorizeChannel(b.socketId, 'private-room'));
    a.client.send('client-typing', { on: true }, 'private-room');
    expect(await b.client.next('client-typing', 'private-room')).toMatchObject({ data: { on: true } });
    await a.client.nothing('client-typing', 200);

    await a.client.subscribe('presence-room', library.authorizeChannel(a.socketId, 'presence-room', { user_id: '7' }));
    await b.client.subscribe('presence-room', library.authorizeChannel(b.socketId, 'presence-room', { user_id: '8' }));
    a.client.send('client-typing', { on: false }, 'presence-room');
    expect(await b.client.next('client-typing', 'presence-room')).toMatchObject({ user_id: '7', data: { on: false } });

    const encrypted = memberChannel(0, 7);
    await a.client.subscribe('public-room');
    await a.client.subscribe(encrypted, library.authorizeChannel(a.socketId, encrypted));
    for (const channel of ['public-room', encrypted, 'private-not-subscribed']) {
      a.client.send('client-typing', {}, channel);
      expect((await a.client.next('pusher:error')).data).toMatchObject({ message: expect.stringContaining('rejected') });
    }
  });

  it('signs a user in with the library signature, and sendToUser reaches that user; a bad signin closes with 4009', async () => {
    const { client, socketId } = await connect();
    const signed = library.authenticateUser(socketId, { id: '42', user_info: { name: 'Jana' } });
    client.send('pusher:signin', signed);
    const success = await client.next('pusher:signin_success');
    expect(success.data).toEqual({ user_data: signed.user_data });
    await trigger.sendToUser('42', 'notice', { text: 'hello' });
    expect(await client.next('notice', '#server-to-user-42')).toMatchObject({ data: { text: 'hello' } });

    const other = await connect();
    other.client.send('pusher:signin', library.authenticateUser(socketId, { id: '43' }));
    expect((await other.client.closed).code).toBe(4009);
  });

  it('answers the HTTP API 401 for a bad signature, 404 for another app, 400 for plain text on an encrypted channel', async () => {
    await expect(publisherAt(port, 'not-the-secret').trigger('mall-news', 'x', {})).rejects.toMatchObject({ status: 401 });
    const elsewhere = new Pusher({ appId: 'other-app', key: realtimeApp.key, secret: realtimeApp.secret, host: '127.0.0.1', port: String(port), useTLS: false });
    await expect(elsewhere.trigger('mall-news', 'x', {})).rejects.toMatchObject({ status: 404 });
    // post() sends the body through JSON.stringify (lib/requests.js), though its type says string.
    const plain = { name: 'message', channel: memberChannel(0, 1), data: '{"body":"plain"}' } as unknown as string;
    await expect(trigger.post({ path: '/events', body: plain })).rejects.toMatchObject({ status: 400 });
    await expect(trigger.trigger('mall-news', 'x', 'y'.repeat(10_241))).rejects.toMatchObject({ status: 413 });
  });

  it('the platform publisher reaches the member channel, except the socket that caused it', async () => {
    const tenant = TENANTS.galerieharfa;
    const a = await connect();
    const b = await connect();
    const channel = memberChannel(tenant.index, 5);
    await a.client.subscribe(channel, library.authorizeChannel(a.socketId, channel));
    await b.client.subscribe(channel, library.authorizeChannel(b.socketId, channel));
    const warnings: object[] = [];
    const publisher = createRealtimePublisher(realtimeApp, () => ({ host: '127.0.0.1', port }), { warn: (obj) => warnings.push(obj) });
    await publisher.toMember(tenant, 5, 'read', { conversation_id: 1, unread_total: 0 }, { exceptSocketId: a.socketId });
    expect((await b.client.next('read', channel)).data).toEqual({ nonce: expect.any(String), ciphertext: expect.any(String) });
    await a.client.nothing('read');
    expect(warnings).toEqual([]);
  });

  it('the mall writes (POST /__sandbox/messages): the platform publishes through the stand-in, pusher-js decrypts it', async () => {
    const jana = demoMembers.find((member) => member.tenant === 'aupark');
    const account = jana ? sandbox.members.find('aupark', jana.email) : undefined;
    if (!jana || !account) throw new Error('the aupark demo member');
    const channelName = memberChannel(TENANTS.aupark.index, account.id);
    const client = new PusherClient(realtimeApp.key, {
      cluster: 'sandbox',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: { customHandler: ({ socketId, channelName: name }, callback) => callback(null, library.authorizeChannel(socketId, name)) },
    });
    try {
      const channel = client.subscribe(channelName);
      await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
      const received = new Promise<unknown>((resolve) => channel.bind('message', resolve));
      const written = await sandbox.inject({ method: 'POST', url: '/__sandbox/messages', payload: { tenant: 'aupark', email: jana.email, text: 'Your parcel is at the info desk' } });
      expect(written.statusCode).toBe(200);
      expect(await received).toMatchObject({ message: { body: 'Your parcel is at the info desk', sender: 'mall' }, unread_total: expect.any(Number) });
    } finally {
      client.disconnect();
    }
  });

  it('the close knob drops every connection with the code given (4200, 4100, 4001) and refuses others', async () => {
    for (const code of [4200, 4100, 4001]) {
      const a = await connect();
      const b = await connect();
      const response = await sandbox.inject({ method: 'POST', url: '/__sandbox/realtime/close', payload: { code } });
      expect(response.json()).toEqual({ ok: true, code, closed: 2 });
      expect((await a.client.closed).code).toBe(code);
      expect((await b.client.closed).code).toBe(code);
    }
    for (const code of [1000, 4300, '4200']) {
      expect((await sandbox.inject({ method: 'POST', url: '/__sandbox/realtime/close', payload: { code } })).statusCode).toBe(400);
    }
  });

  it('refuse mode answers upgrades 503 while the HTTP API works; the knobs reset ends it', async () => {
    const { client } = await connect();
    await client.subscribe('mall-news');
    expect((await sandbox.inject({ method: 'POST', url: '/__sandbox/realtime/mode', payload: { mode: 'refuse' } })).json()).toEqual({ ok: true, mode: 'refuse' });
    const refused = new WebSocket(`ws://127.0.0.1:${port}/app/${realtimeApp.key}?protocol=7`);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      refused.once('unexpected-response', (_request, response) => resolve(response.statusCode));
      refused.once('open', () => reject(new Error('the upgrade was accepted')));
      refused.once('error', () => undefined);
    });
    expect(status).toBe(503);
    await trigger.trigger('mall-news', 'posted', { title: 'still delivered' });
    expect(await client.next('posted')).toMatchObject({ data: { title: 'still delivered' } });
    expect((await sandbox.inject({ method: 'POST', url: '/__sandbox/realtime/mode', payload: { mode: 'off' } })).statusCode).toBe(400);

    await sandbox.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(sandbox.realtime.mode()).toBe('normal');
    await connect();
  });

  it('pusher-js (node) connects, decrypts a library trigger on the encrypted channel, and reconnects after 4200 at once, after 4100 in about 1 s', async () => {
    const channelName = memberChannel(0, 77);
    const client = new PusherClient(realtimeApp.key, {
      cluster: 'sandbox',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: { customHandler: ({ socketId, channelName: name }, callback) => callback(null, library.authorizeChannel(socketId, name)) },
    });
    try {
      const states: { state: string; at: number }[] = [];
      client.connection.bind('state_change', ({ current }: { current: string }) => states.push({ state: current, at: Date.now() }));
      const channel = client.subscribe(channelName);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
      });
      const received = new Promise<unknown>((resolve) => channel.bind('message', resolve));
      await trigger.trigger(channelName, 'message', { message: { body: 'Ahoj 👋' }, unread_total: 1 });
      expect(await received).toEqual({ message: { body: 'Ahoj 👋' }, unread_total: 1 });

      const reconnectAfter = async (code: number): Promise<number> => {
        states.length = 0;
        const resubscribed = new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
        const closedAt = Date.now();
        expect(sandbox.realtime.close(code)).toBe(1);
        await resubscribed;
        expect(states.map((s) => s.state)).toEqual(['connecting', 'connected']);
        return (states.find((s) => s.state === 'connected')?.at ?? Infinity) - closedAt;
      };
      // pusher-js: 4200-4299 retry at once; 4100-4199 back off 1 s (a busy machine may add to the first, never take from the second).
      expect(await reconnectAfter(4200)).toBeLessThan(950);
      expect(await reconnectAfter(4100)).toBeGreaterThanOrEqual(950);
      // And it still gets what is published after the gap.
      const again = new Promise<unknown>((resolve) => channel.bind('message', resolve));
      await trigger.trigger(channelName, 'message', { message: { body: 'after' }, unread_total: 2 });
      expect(await again).toMatchObject({ unread_total: 2 });
    } finally {
      client.disconnect();
    }
  });
});

describe('the stand-in keeps connections alive', () => {
  it('pings a silent connection after activity_timeout, and closes one that does not answer with 4201', async () => {
    const standIn = createRealtimeStandIn({ app: realtimeApp, activityTimeoutS: 1, pongTimeoutMs: 500 });
    const { port } = await standIn.listen(0, '127.0.0.1');
    try {
      const answering = await RawClient.connect(port);
      const silent = await RawClient.connect(port);
      expect((await answering.client.next('pusher:ping', undefined, 3_000)).event).toBe('pusher:ping');
      answering.client.send('pusher:pong', {});
      expect((await silent.client.next('pusher:ping', undefined, 3_000)).event).toBe('pusher:ping');
      expect((await silent.client.closed).code).toBe(4201);
      // The one that answered is pinged again a second later, and stays.
      expect((await answering.client.next('pusher:ping', undefined, 3_000)).event).toBe('pusher:ping');
      answering.client.send('pusher:pong', {});
      expect(standIn.connections()).toBe(1);
      answering.client.ws.terminate();
    } finally {
      await standIn.stop();
    }
  });
});
