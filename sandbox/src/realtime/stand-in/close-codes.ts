// Pusher's close codes (protocol 7; spec § 8 "Realtime close codes"): what pusher-js does on each is
// decided by its range, so a stand-in that closes with the provider's codes exercises the browser's
// real reconnection rules.
//   4000-4099  the client must not reconnect as is (4000 TLS only, 4001 unknown app, 4009 unauthorised …)
//   4100-4199  reconnect after a back-off (about 1 s)
//   4200-4299  reconnect at once

export const CLOSE = {
  /** The app key in the URL is not an app of this provider. */
  unknownApp: 4001,
  /** The WebSocket path is not `/app/{key}`. */
  pathNotFound: 4005,
  /** A `protocol` the provider does not speak. */
  unsupportedProtocol: 4007,
  /** No `protocol` in the query. */
  noProtocol: 4008,
  /** A `pusher:signin` with a bad signature. */
  unauthorized: 4009,
  /** Over capacity: back off, then reconnect. */
  overCapacity: 4100,
  /** Generic "reconnect now". */
  reconnect: 4200,
  /** A `pusher:ping` went unanswered. */
  pongNotReceived: 4201,
} as const;

const REASONS: Record<number, string> = {
  4000: 'Application only accepts SSL connections, reconnect using wss://',
  4001: 'Application does not exist',
  4003: 'Application disabled',
  4004: 'Application is over connection quota',
  4005: 'Path not found',
  4006: 'Invalid version string format',
  4007: 'Unsupported protocol version',
  4008: 'No protocol version supplied',
  4009: 'Connection is unauthorized',
  4100: 'Over capacity',
  4200: 'Generic reconnect immediately',
  4201: 'Pong reply not received',
  4202: 'Closed after inactivity',
};

export type CloseAction = 'refused' | 'backoff' | 'reconnect';

/** The codes a knob or `app.realtime.close` may use: Pusher's three ranges that pusher-js acts on. */
export const isPusherCloseCode = (code: number): boolean => Number.isInteger(code) && code >= 4000 && code <= 4299;

/** What a client does after this close code (pusher-js's rule, restated for the contract and the tests). */
export function closeAction(code: number): CloseAction {
  if (code >= 4100 && code < 4200) return 'backoff';
  if (code >= 4200 && code < 4300) return 'reconnect';
  return 'refused';
}

export function closeReason(code: number): string {
  return REASONS[code] ?? (closeAction(code) === 'backoff' ? 'Back off, then reconnect' : closeAction(code) === 'reconnect' ? 'Reconnect now' : 'Connection refused');
}
