// The realtime connection's state as the screens read it (issue 20; spec §8 "Realtime connection").
// The states are pusher-js's own (initialized, connecting, connected, unavailable, failed,
// disconnected), and so are its retries and close-code rules: nothing here reconnects. Two of ours
// around them: `pending`, a member's page before the connection is configured (just loaded: no need
// to ask again yet), and `off`, no live connection at all (a visitor, a tenant without realtime, a
// configuration that could not be read, pusher-js that could not load).

export const connectionStates = ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'] as const;
export type ConnectionState = (typeof connectionStates)[number];
export type RealtimeStatus = ConnectionState | 'pending' | 'off';

export function isConnectionState(value: unknown): value is ConnectionState {
  return typeof value === 'string' && (connectionStates as readonly string[]).includes(value);
}

/** How often a screen asks again while nothing arrives live (issue 20: "every 30 s"). */
export const CATCH_UP_INTERVAL_MS = 30_000;

/**
 * Whether messages may arrive late, so that a screen must ask again itself (on focus and every
 * 30 s) and says so quietly: pusher-js has given up for now (`unavailable`: retrying in the
 * background; `failed`: no transport; `disconnected`: a refused close, 4001–4099, after which it does
 * not retry), or there is no connection at all. While `connecting` it is on its way back: the
 * conversation says "reconnecting…" and the catch-up after it asks for what was missed.
 */
export function needsCatchUp(status: RealtimeStatus): boolean {
  return status === 'off' || status === 'unavailable' || status === 'failed' || status === 'disconnected';
}

/** Whether a conversation shows its small "reconnecting…": on the way back to a connection it had. */
export function isReconnecting(status: RealtimeStatus, wasConnected: boolean): boolean {
  return wasConnected && (status === 'connecting' || status === 'initialized');
}
