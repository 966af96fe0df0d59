import { describe, expect, it } from 'vitest';
import { connectionStates, isConnectionState, isReconnecting, needsCatchUp, type RealtimeStatus } from './connection-state';

describe('the realtime connection state', () => {
  it("knows pusher-js's six states and nothing else", () => {
    expect(connectionStates).toEqual(['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected']);
    for (const state of connectionStates) expect(isConnectionState(state)).toBe(true);
    for (const other of ['open', 'CONNECTED', '', null, 3]) expect(isConnectionState(other)).toBe(false);
  });

  it('asks again itself without a live connection: unavailable, failed, disconnected (a refused close), or none at all', () => {
    const late: RealtimeStatus[] = ['unavailable', 'failed', 'disconnected', 'off'];
    const live: RealtimeStatus[] = ['pending', 'initialized', 'connecting', 'connected'];
    for (const status of late) expect(needsCatchUp(status), status).toBe(true);
    for (const status of live) expect(needsCatchUp(status), status).toBe(false);
  });

  it('says "reconnecting" only on the way back to a connection the page had', () => {
    expect(isReconnecting('connecting', true)).toBe(true);
    expect(isReconnecting('initialized', true)).toBe(true);
    // The first connection of the page is not a reconnect.
    expect(isReconnecting('connecting', false)).toBe(false);
    for (const status of ['connected', 'unavailable', 'failed', 'disconnected', 'off', 'pending'] as const) expect(isReconnecting(status, true), status).toBe(false);
  });
});
