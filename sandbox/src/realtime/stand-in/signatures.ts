import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RealtimeApp } from '../credentials';

// The signatures the provider checks (Pusher Channels' documented scheme, which the `pusher` server
// library produces): HMAC-SHA256 with the app secret, hex.
//   channel:  auth = `{key}:{hmac(socket_id + ':' + channel)}`; presence: `socket_id:channel:channel_data`
//   signin:   auth = `{key}:{hmac(socket_id + '::user::' + user_data)}`
//   HTTP API: auth_signature = hmac("POST\n{path}\n{query sorted by key, without auth_signature}"),
//             with auth_key, auth_timestamp, auth_version=1.0 and body_md5 (md5 hex of the body).

export const sign = (secret: string, text: string): string => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Socket ids as Pusher issues them: two integers joined by a dot. */
export const SOCKET_ID = /^\d+\.\d+$/;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `auth` is `{key}:{signature}` with this app's key and the signature of `signed`. */
function checkAuth(app: RealtimeApp, auth: unknown, signed: string): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0) return false;
  return sameText(auth.slice(0, colon), app.key) && sameText(auth.slice(colon + 1), sign(app.secret, signed));
}

/** A `pusher:subscribe` to a private, private-encrypted or (with `channelData`) presence channel. */
export function verifyChannelAuth(app: RealtimeApp, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  return checkAuth(app, auth, channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`);
}

/** A `pusher:signin` (user authentication). */
export function verifyUserAuth(app: RealtimeApp, socketId: string, userData: string, auth: unknown): boolean {
  return checkAuth(app, auth, `${socketId}::user::${userData}`);
}

/** How far an HTTP API request's `auth_timestamp` may be from the provider's clock (Pusher: 600 s). */
export const API_TIMESTAMP_GRACE_S = 600;

export type ApiRequestCheck = { ok: true } | { ok: false; reason: string };

export interface ApiRequest {
  method: string;
  /** The path only, e.g. `/apps/mall-sandbox/events`. */
  path: string;
  /** Decoded query parameters as received. */
  query: URLSearchParams;
  /** The raw body, exactly as received (its md5 is signed). */
  body: string;
  nowMs: number;
}

/** Checks a signed call of the HTTP API (`POST /apps/{id}/events`, `/batch_events`). */
export function verifyApiRequest(app: RealtimeApp, request: ApiRequest): ApiRequestCheck {
  const { query } = request;
  const signature = query.get('auth_signature');
  if (!signature) return { ok: false, reason: 'Missing auth_signature' };
  if (query.get('auth_key') !== app.key) return { ok: false, reason: 'Unknown auth_key' };
  if (query.get('auth_version') !== '1.0') return { ok: false, reason: 'auth_version must be 1.0' };
  const timestamp = Number(query.get('auth_timestamp'));
  if (!Number.isInteger(timestamp)) return { ok: false, reason: 'Missing auth_timestamp' };
  if (Math.abs(request.nowMs / 1000 - timestamp) > API_TIMESTAMP_GRACE_S) {
    return { ok: false, reason: `Timestamp expired: given ${timestamp}, now ${Math.floor(request.nowMs / 1000)}` };
  }
  if (request.body.length > 0 || query.has('body_md5')) {
    const md5 = createHash('md5').update(request.body, 'utf8').digest('hex');
    if (query.get('body_md5') !== md5) return { ok: false, reason: 'body_md5 does not match the body' };
  }
  const signed = [...new Set(query.keys())]
    .filter((key) => key !== 'auth_signature')
    .sort()
    .map((key) => `${key}=${query.get(key) ?? ''}`)
    .join('&');
  const expected = sign(app.secret, `${request.method.toUpperCase()}\n${request.path}\n${signed}`);
  return sameText(signature, expected) ? { ok: true } : { ok: false, reason: 'Invalid signature: you should have sent the HmacSHA256-hex of the method, path and sorted query' };
}
