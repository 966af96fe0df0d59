import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { RealtimeApp } from '../credentials';
import { allowsClientEvents, checkChannelName, needsAuth, SERVER_TO_USER_PREFIX, type ChannelKind } from './channels';
import { CLOSE, closeReason } from './close-codes';
import { createApiHandler, type Delivery } from './http-api';
import { verifyChannelAuth, verifyUserAuth } from './signatures';

// The sandbox's Pusher-protocol stand-in (issue 20): what Pusher Channels or soketi is in production,
// small enough to read, on `ws` and node:http on its own port. Protocol 7, as pusher-js speaks it:
//   ws://host:port/app/{key}?protocol=7  → pusher:connection_established {socket_id, activity_timeout}
//   pusher:subscribe / pusher:unsubscribe (public, private-, private-encrypted-, presence-; auth checked),
//   pusher:signin, pusher:ping ↔ pusher:pong, client-… events on private and presence channels,
//   Pusher's close codes (close-codes.ts); and the signed HTTP API the `pusher` library publishes with
//   (http-api.ts). What it leaves out (webhooks, channel queries, cache channels, watchlists, rate plans)
//   nothing here uses. sandbox/CONTRACT.md, "Realtime", is its contract.

export type RealtimeMode = 'normal' | 'refuse';

export interface StandInLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface StandInOptions {
  app: RealtimeApp;
  log?: StandInLog;
  /**
   * Seconds (Pusher: 120): sent in `pusher:connection_established`, after which pusher-js pings a
   * silent connection; the stand-in pings a connection it has heard nothing from for as long.
   */
  activityTimeoutS?: number;
  /** How long the stand-in's ping waits for any message before it closes with 4201 (pusher-js's pongTimeout: 30 s). */
  pongTimeoutMs?: number;
  /** At most this many client events a second per connection (Pusher: 10); more get a 4301 error. */
  clientEventsPerSecond?: number;
  now?: () => number;
}

export interface StandInStats {
  connections: number;
  /** Connections accepted since start (refused upgrades not counted). */
  accepted: number;
  /** Events published through the HTTP API (one per event, whatever its channels). */
  published: number;
  /** Messages sent to connections for those events. */
  delivered: number;
}

export interface RealtimeStandIn {
  /** Binds the port (0: any); resolves once listening. */
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Where it listens, or null. */
  address(): AddressInfo | null;
  /** Closes every connection (1001) and the port. */
  stop(): Promise<void>;
  /** Drops every connection with this close code; how many. */
  closeConnections(code: number): number;
  setMode(mode: RealtimeMode): void;
  mode(): RealtimeMode;
  connections(): number;
  /** Connections subscribed to this channel now. */
  subscribers(channel: string): number;
  /** Delivers as the HTTP API does (in process; nothing signed). How many connections got it. */
  deliver(delivery: Delivery): number;
  stats(): StandInStats;
}

interface Subscription {
  kind: ChannelKind;
  /** Presence: the member this connection joined as. */
  userId?: string;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  subscriptions: Map<string, Subscription>;
  /** Set by a valid `pusher:signin`. */
  userId: string | null;
  lastHeard: number;
  pingSentAt: number | null;
  clientEvents: { windowStart: number; count: number };
}

interface PresenceMember {
  info: unknown;
  /** This member's connections on the channel: removed when the last leaves. */
  sockets: number;
}

/** pusher-js's own client and Pusher's protocol versions that use these frames. */
const PROTOCOLS = new Set([5, 6, 7]);
/** Pusher's limit on a client's message (a client event's data is 10 KB; room for the envelope). */
const MAX_CLIENT_MESSAGE_BYTES = 16_384;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` arrives as an object (pusher-js) or a JSON string (the protocol allows both). */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

const newSocketId = (): string => `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;

const silentLog: StandInLog = { info: () => undefined, warn: () => undefined };

export function createRealtimeStandIn(opts: StandInOptions): RealtimeStandIn {
  const { app } = opts;
  const log = opts.log ?? silentLog;
  const now = opts.now ?? Date.now;
  const activityTimeoutS = opts.activityTimeoutS ?? 120;
  const activityMs = activityTimeoutS * 1000;
  const pongTimeoutMs = opts.pongTimeoutMs ?? 30_000;
  const clientEventsPerSecond = opts.clientEventsPerSecond ?? 10;

  let mode: RealtimeMode = 'normal';
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  const presence = new Map<string, Map<string, PresenceMember>>();
  const users = new Map<string, Set<Connection>>();
  const stats = { accepted: 0, published: 0, delivered: 0 };

  const send = (conn: Connection, text: string): boolean => {
    if (conn.ws.readyState !== WebSocket.OPEN) return false;
    conn.ws.send(text);
    return true;
  };
  /** Pusher's frames: `data` a JSON string, except pusher:error's, which is an object. */
  const sendEvent = (conn: Connection, event: string, data: unknown, channel?: string) =>
    send(conn, JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) }));
  const sendError = (conn: Connection, code: number | null, message: string) => send(conn, JSON.stringify({ event: 'pusher:error', data: { code, message } }));
  const subscriptionError = (conn: Connection, channel: string, type: string, error: string, status: number) =>
    sendEvent(conn, 'pusher:subscription_error', { type, error, status }, channel);

  /** Sends to every subscriber of `channel` but `except`; how many got it. */
  function broadcast(channel: string, text: string, except?: Connection | string): number {
    const targets = channel.startsWith(SERVER_TO_USER_PREFIX) ? users.get(channel.slice(SERVER_TO_USER_PREFIX.length)) : channels.get(channel);
    let sent = 0;
    for (const conn of targets ?? []) {
      if (conn === except || conn.socketId === except) continue;
      if (send(conn, text)) sent++;
    }
    return sent;
  }

  function deliver(delivery: Delivery): number {
    stats.published++;
    let sent = 0;
    for (const channel of delivery.channels) {
      sent += broadcast(channel, JSON.stringify({ event: delivery.event, channel, data: delivery.data }), delivery.exceptSocketId);
    }
    stats.delivered += sent;
    return sent;
  }

  function closeWith(conn: Connection | WebSocket, code: number, message = closeReason(code)): void {
    const ws = conn instanceof WebSocket ? conn : conn.ws;
    if (ws.readyState !== WebSocket.OPEN) return;
    // Protocol 7 closes with the code alone; the error first helps a reader of the frames (and protocol < 6).
    ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
    ws.close(code, closeReason(code));
  }

  // --- channels ---------------------------------------------------------------------------------

  function joinPresence(conn: Connection, channel: string, userId: string, info: unknown): void {
    let members = presence.get(channel);
    if (!members) {
      members = new Map();
      presence.set(channel, members);
    }
    const member = members.get(userId);
    if (member) {
      member.sockets++;
      return;
    }
    members.set(userId, { info, sockets: 1 });
    broadcast(channel, JSON.stringify({ event: 'pusher_internal:member_added', channel, data: JSON.stringify({ user_id: userId, user_info: info }) }), conn);
  }

  function leavePresence(channel: string, userId: string): void {
    const members = presence.get(channel);
    const member = members?.get(userId);
    if (!members || !member) return;
    member.sockets--;
    if (member.sockets > 0) return;
    members.delete(userId);
    if (members.size === 0) presence.delete(channel);
    broadcast(channel, JSON.stringify({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) }));
  }

  function presenceData(channel: string) {
    const members = presence.get(channel) ?? new Map<string, PresenceMember>();
    const hash: Record<string, unknown> = {};
    for (const [id, member] of members) hash[id] = member.info ?? null;
    return { presence: { ids: [...members.keys()], hash, count: members.size } };
  }

  function subscribe(conn: Connection, data: unknown): void {
    const channel = isRecord(data) ? data.channel : undefined;
    const name = checkChannelName(channel);
    if (!name.ok) {
      if (typeof channel === 'string' && channel.length > 0) subscriptionError(conn, channel, 'InvalidChannel', name.reason, 400);
      else sendError(conn, null, name.reason);
      return;
    }
    const channelName = channel as string;
    const record = data as Record<string, unknown>;
    let userId: string | undefined;
    let userInfo: unknown;
    if (name.kind === 'presence') {
      const channelData = record.channel_data;
      const parsed = typeof channelData === 'string' ? decodeData(channelData) : undefined;
      const id = isRecord(parsed) ? parsed.user_id : undefined;
      if (typeof channelData !== 'string' || (typeof id !== 'string' && typeof id !== 'number') || String(id).length === 0) {
        subscriptionError(conn, channelName, 'AuthError', 'A presence channel needs channel_data with a user_id', 400);
        return;
      }
      if (!verifyChannelAuth(app, conn.socketId, channelName, record.auth, channelData)) {
        subscriptionError(conn, channelName, 'AuthError', `Invalid signature for ${channelName}`, 401);
        return;
      }
      userId = String(id);
      userInfo = (parsed as Record<string, unknown>).user_info;
    } else if (needsAuth(name.kind) && !verifyChannelAuth(app, conn.socketId, channelName, record.auth)) {
      subscriptionError(conn, channelName, 'AuthError', `Invalid signature for ${channelName}`, 401);
      return;
    }

    const already = conn.subscriptions.get(channelName);
    if (!already) {
      conn.subscriptions.set(channelName, { kind: name.kind, userId });
      let subscribers = channels.get(channelName);
      if (!subscribers) {
        subscribers = new Set();
        channels.set(channelName, subscribers);
      }
      subscribers.add(conn);
      if (userId !== undefined) joinPresence(conn, channelName, userId, userInfo);
    }
    sendEvent(conn, 'pusher_internal:subscription_succeeded', name.kind === 'presence' ? presenceData(channelName) : {}, channelName);
  }

  function unsubscribe(conn: Connection, channel: string): void {
    const subscription = conn.subscriptions.get(channel);
    if (!subscription) return;
    conn.subscriptions.delete(channel);
    const subscribers = channels.get(channel);
    subscribers?.delete(conn);
    if (subscribers?.size === 0) channels.delete(channel);
    if (subscription.userId !== undefined) leavePresence(channel, subscription.userId);
  }

  function signin(conn: Connection, data: unknown): void {
    const userData = isRecord(data) ? data.user_data : undefined;
    const parsed = typeof userData === 'string' ? decodeData(userData) : undefined;
    const id = isRecord(parsed) ? parsed.id : undefined;
    if (typeof userData !== 'string' || typeof id !== 'string' || id.length === 0 || !verifyUserAuth(app, conn.socketId, userData, isRecord(data) ? data.auth : undefined)) {
      // As Pusher: a failed sign-in ends the connection (4009, do not reconnect as is).
      closeWith(conn, CLOSE.unauthorized, 'Invalid signin: user_data needs an id, and auth its signature');
      return;
    }
    if (conn.userId !== null) users.get(conn.userId)?.delete(conn);
    conn.userId = id;
    let own = users.get(id);
    if (!own) {
      own = new Set();
      users.set(id, own);
    }
    own.add(conn);
    sendEvent(conn, 'pusher:signin_success', { user_data: userData });
  }

  function clientEvent(conn: Connection, event: string, channel: unknown, data: unknown): void {
    const subscription = typeof channel === 'string' ? conn.subscriptions.get(channel) : undefined;
    if (typeof channel !== 'string' || !subscription) {
      sendError(conn, null, `Client event ${event} rejected: not subscribed to ${String(channel)}`);
      return;
    }
    if (!allowsClientEvents(subscription.kind)) {
      sendError(conn, null, `Client event ${event} rejected: only private- and presence- channels take client events`);
      return;
    }
    const t = now();
    if (t - conn.clientEvents.windowStart >= 1000) conn.clientEvents = { windowStart: t, count: 0 };
    if (++conn.clientEvents.count > clientEventsPerSecond) {
      sendError(conn, 4301, `Client event rejected due to rate limit (${clientEventsPerSecond} a second)`);
      return;
    }
    const payload: Record<string, unknown> = { event, channel, data: typeof data === 'string' ? data : JSON.stringify(data ?? {}) };
    if (subscription.userId !== undefined) payload.user_id = subscription.userId;
    broadcast(channel, JSON.stringify(payload), conn);
  }

  // --- connections ------------------------------------------------------------------------------

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    conn.lastHeard = now();
    conn.pingSentAt = null;
    if (isBinary) return void sendError(conn, null, 'Binary frames are not part of the protocol');
    let message: unknown;
    try {
      message = JSON.parse(raw.toString());
    } catch {
      return void sendError(conn, null, 'The message is not JSON');
    }
    if (!isRecord(message) || typeof message.event !== 'string') return void sendError(conn, null, 'A message needs an event');
    const data = decodeData(message.data);
    switch (message.event) {
      case 'pusher:ping':
        sendEvent(conn, 'pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(conn, data);
        return;
      case 'pusher:unsubscribe':
        if (isRecord(data) && typeof data.channel === 'string') unsubscribe(conn, data.channel);
        return;
      case 'pusher:signin':
        signin(conn, data);
        return;
      default:
        if (message.event.startsWith('client-')) clientEvent(conn, message.event, message.channel, message.data);
        else sendError(conn, null, `Unsupported event: ${message.event}`);
    }
  }

  function forget(conn: Connection): void {
    if (!connections.delete(conn)) return;
    for (const channel of [...conn.subscriptions.keys()]) unsubscribe(conn, channel);
    if (conn.userId !== null) {
      const own = users.get(conn.userId);
      own?.delete(conn);
      if (own?.size === 0) users.delete(conn.userId);
    }
  }

  function onConnection(ws: WebSocket, request: IncomingMessage): void {
    ws.on('error', (err) => log.warn({ err }, 'realtime stand-in: connection error'));
    const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
    const path = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!path) return closeWith(ws, CLOSE.pathNotFound, `Path not found: ${url.pathname} (expected /app/{key})`);
    if (decodeURIComponent(path[1] ?? '') !== app.key) return closeWith(ws, CLOSE.unknownApp, `App key ${path[1]} does not exist`);
    const protocol = url.searchParams.get('protocol');
    if (protocol === null) return closeWith(ws, CLOSE.noProtocol);
    if (!PROTOCOLS.has(Number(protocol))) return closeWith(ws, CLOSE.unsupportedProtocol, `Unsupported protocol version: ${protocol}`);

    const conn: Connection = {
      ws,
      socketId: newSocketId(),
      subscriptions: new Map(),
      userId: null,
      lastHeard: now(),
      pingSentAt: null,
      clientEvents: { windowStart: 0, count: 0 },
    };
    connections.add(conn);
    stats.accepted++;
    ws.on('message', (raw, isBinary) => onMessage(conn, raw, isBinary));
    ws.on('close', () => forget(conn));
    sendEvent(conn, 'pusher:connection_established', { socket_id: conn.socketId, activity_timeout: activityTimeoutS });
  }

  /** Pings connections silent for activity_timeout; closes those that did not answer a ping in time. */
  function sweep(): void {
    const t = now();
    for (const conn of connections) {
      if (conn.pingSentAt !== null) {
        if (t - conn.pingSentAt >= pongTimeoutMs) closeWith(conn, CLOSE.pongNotReceived);
      } else if (t - conn.lastHeard >= activityMs) {
        conn.pingSentAt = t;
        sendEvent(conn, 'pusher:ping', {});
      }
    }
  }

  // --- the port ---------------------------------------------------------------------------------

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES, clientTracking: false });
  const server = createServer(createApiHandler({ app, deliver, now, log }));
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (mode === 'refuse') {
      // As a proxy or a provider that is down: the upgrade gets an HTTP answer, not a WebSocket.
      const body = 'WebSocket upgrades are refused (sandbox realtime mode "refuse")';
      socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
  });
  let sweeper: NodeJS.Timeout | null = null;

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const onError = (err: Error) => reject(err);
        server.once('error', onError);
        server.listen({ port, host }, () => {
          server.off('error', onError);
          const sweepMs = Math.max(50, Math.min(5_000, activityMs / 4, pongTimeoutMs / 2));
          sweeper = setInterval(sweep, sweepMs);
          sweeper.unref();
          const address = server.address() as AddressInfo;
          log.info({ port: address.port, host: address.address }, 'realtime stand-in listening');
          resolve(address);
        });
      });
    },
    address() {
      const address = server.address();
      return address !== null && typeof address === 'object' ? address : null;
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      const open = [...connections];
      const closed = Promise.all(open.map((conn) => new Promise<void>((resolve) => (conn.ws.readyState === WebSocket.CLOSED ? resolve() : conn.ws.once('close', () => resolve())))));
      for (const conn of open) conn.ws.close(1001, 'Server shutting down');
      // A client that does not answer the close frame within a second is cut.
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([closed, grace]);
      for (const conn of open) if (conn.ws.readyState !== WebSocket.CLOSED) conn.ws.terminate();
      for (const conn of open) forget(conn);
      if (!server.listening) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    closeConnections(code) {
      const open = [...connections].filter((conn) => conn.ws.readyState === WebSocket.OPEN);
      for (const conn of open) conn.ws.close(code, closeReason(code));
      log.info({ code, connections: open.length }, 'realtime stand-in: connections closed');
      return open.length;
    },
    setMode(next) {
      mode = next;
    },
    mode: () => mode,
    connections: () => connections.size,
    subscribers: (channel) => channels.get(channel)?.size ?? 0,
    deliver,
    stats: () => ({ connections: connections.size, ...stats }),
  };
}
