import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { RealtimeApp } from '../credentials';
import { checkChannelName, SERVER_TO_USER_PREFIX } from './channels';
import { SOCKET_ID, verifyApiRequest } from './signatures';

// The provider's HTTP API, the part the `pusher` server library calls to publish (Pusher Channels'
// REST API): `POST /apps/{app_id}/events` and `POST /apps/{app_id}/batch_events`, signed
// (signatures.ts). The stand-in delivers at once to the channel's connections; for a
// `private-encrypted-` channel the library has already encrypted the data, and it goes out as is.

/** Pusher's limits: an event's data at most 10 KB, at most 100 channels per event, 10 events per batch. */
export const MAX_EVENT_DATA_BYTES = 10_240;
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_EVENTS = 10;
const MAX_BODY_BYTES = 1_048_576;

export interface Delivery {
  channels: readonly string[];
  event: string;
  data: string;
  exceptSocketId?: string;
}

export interface ApiLog {
  warn(obj: object, msg: string): void;
}

const publishable = z.string().refine((name) => name.startsWith(SERVER_TO_USER_PREFIX) || checkChannelName(name).ok, { error: 'not a valid channel name' });
const eventName = z.string().min(1).max(200);
const socketId = z.string().regex(SOCKET_ID, { error: 'not a socket id' });
const eventData = z.string().refine((data) => Buffer.byteLength(data, 'utf8') <= MAX_EVENT_DATA_BYTES, { error: `data over ${MAX_EVENT_DATA_BYTES} bytes` });

const eventBody = z
  .object({
    name: eventName,
    data: z.string(),
    channels: z.array(publishable).min(1).max(MAX_CHANNELS_PER_EVENT).optional(),
    channel: publishable.optional(),
    socket_id: socketId.optional(),
    info: z.string().optional(),
  })
  .refine((body) => (body.channels === undefined) !== (body.channel === undefined), { error: 'give either channels or channel' });

const batchBody = z.object({
  batch: z
    .array(z.object({ channel: publishable, name: eventName, data: z.string(), socket_id: socketId.optional(), info: z.string().optional() }))
    .min(1)
    .max(MAX_BATCH_EVENTS),
});

const encryptedPayload = z.object({ nonce: z.string().min(1), ciphertext: z.string().min(1) });

/**
 * Why a delivery is refused beyond the schema: data too large (413), or plain text on an encrypted
 * channel (400; Pusher would forward it, but no client could read it, and it would mean the platform
 * showed the provider a member's message).
 */
function refuseDelivery(delivery: Delivery): { status: number; message: string } | null {
  if (!eventData.safeParse(delivery.data).success) return { status: 413, message: `Event data is over ${MAX_EVENT_DATA_BYTES} bytes` };
  const encrypted = delivery.channels.filter((channel) => channel.startsWith('private-encrypted-'));
  if (encrypted.length > 0) {
    if (delivery.channels.length > 1) return { status: 400, message: 'An event on an encrypted channel goes to that channel alone' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(delivery.data);
    } catch {
      parsed = null;
    }
    if (!encryptedPayload.safeParse(parsed).success) return { status: 400, message: 'Data for an encrypted channel must be {"nonce","ciphertext"} (encrypted by the server library)' };
  }
  return null;
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

const issuesText = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

/** The request handler of the stand-in's HTTP port (the WebSocket upgrades are handled beside it). */
export function createApiHandler(opts: { app: RealtimeApp; deliver: (delivery: Delivery) => number; now: () => number; log: ApiLog }) {
  const { app, deliver, now, log } = opts;
  const eventsPath = `/apps/${app.appId}/events`;
  const batchPath = `/apps/${app.appId}/batch_events`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
    if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/healthz')) return send(response, 200, { ok: true });
    if (!url.pathname.startsWith('/apps/')) return send(response, 404, 'Not found');
    if (url.pathname !== eventsPath && url.pathname !== batchPath) {
      return send(response, 404, url.pathname.startsWith(`/apps/${app.appId}/`) ? 'Not found' : 'Unknown app');
    }
    if (request.method !== 'POST') return send(response, 405, 'Method not allowed');

    const body = await readBody(request);
    if (body === null) return send(response, 413, 'Request body too large');
    const check = verifyApiRequest(app, { method: 'POST', path: url.pathname, query: url.searchParams, body, nowMs: now() });
    if (!check.ok) {
      log.warn({ path: url.pathname, reason: check.reason }, 'realtime stand-in: HTTP API request refused');
      return send(response, 401, check.reason);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return send(response, 400, 'The body is not JSON');
    }

    const deliveries: Delivery[] = [];
    if (url.pathname === eventsPath) {
      const parsed = eventBody.safeParse(json);
      if (!parsed.success) return send(response, 400, issuesText(parsed.error));
      const { name, data, channels, channel, socket_id } = parsed.data;
      deliveries.push({ channels: channels ?? (channel ? [channel] : []), event: name, data, exceptSocketId: socket_id });
    } else {
      const parsed = batchBody.safeParse(json);
      if (!parsed.success) return send(response, 400, issuesText(parsed.error));
      for (const item of parsed.data.batch) deliveries.push({ channels: [item.channel], event: item.name, data: item.data, exceptSocketId: item.socket_id });
    }
    // All or nothing: a batch with one bad event delivers none.
    for (const delivery of deliveries) {
      const refused = refuseDelivery(delivery);
      if (refused) return send(response, refused.status, refused.message);
    }
    for (const delivery of deliveries) deliver(delivery);
    return send(response, 200, url.pathname === batchPath ? { batch: deliveries.map(() => ({})) } : {});
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response).catch((err: unknown) => {
      log.warn({ err }, 'realtime stand-in: HTTP API request failed');
      if (!response.headersSent) send(response, 500, 'Internal error');
      else response.destroy();
    });
  };
}
