import { describe, expect, it } from 'vitest';
import { memberChannel } from '../credentials';
import { allowsClientEvents, checkChannelName, MAX_CHANNEL_NAME, needsAuth } from './channels';
import { closeAction, closeReason, isPusherCloseCode } from './close-codes';

describe('channel names (spec: public, private-, private-encrypted-, presence-; # refused)', () => {
  it('tells the kind by the prefix', () => {
    expect(checkChannelName('news')).toEqual({ ok: true, kind: 'public' });
    expect(checkChannelName('private-orders')).toEqual({ ok: true, kind: 'private' });
    expect(checkChannelName(memberChannel(3, 42))).toEqual({ ok: true, kind: 'private-encrypted' });
    expect(checkChannelName('presence-lobby')).toEqual({ ok: true, kind: 'presence' });
  });

  it('refuses # names, characters outside Pusher alphabet, empty and too long names', () => {
    expect(checkChannelName('#server-to-user-42')).toMatchObject({ ok: false, reason: expect.stringContaining('#') });
    for (const bad of ['', 'a b', 'private-ä', 'x/y', 'a'.repeat(MAX_CHANNEL_NAME + 1), undefined, 42]) expect(checkChannelName(bad).ok).toBe(false);
    expect(checkChannelName('a'.repeat(MAX_CHANNEL_NAME)).ok).toBe(true);
    expect(checkChannelName('private-a_b-c=d@e,f.g;h').ok).toBe(true);
  });

  it('asks a signature for all but public channels; client events only on private and presence ones', () => {
    expect([needsAuth('public'), needsAuth('private'), needsAuth('private-encrypted'), needsAuth('presence')]).toEqual([false, true, true, true]);
    expect([allowsClientEvents('public'), allowsClientEvents('private'), allowsClientEvents('private-encrypted'), allowsClientEvents('presence')]).toEqual([false, true, false, true]);
  });
});

describe('close codes (spec § 8: 4000-4099 refused, 4100-4199 back off, 4200-4299 retry)', () => {
  it('maps each range to what pusher-js does', () => {
    expect([4000, 4001, 4009, 4099].map(closeAction)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect([4100, 4199].map(closeAction)).toEqual(['backoff', 'backoff']);
    expect([4200, 4201, 4299].map(closeAction)).toEqual(['reconnect', 'reconnect', 'reconnect']);
  });

  it('takes only Pusher codes for the knob, and has a reason for each', () => {
    expect([3999, 4000, 4299, 4300, 4200.5].map(isPusherCloseCode)).toEqual([false, true, true, false, false]);
    expect(closeReason(4001)).toBe('Application does not exist');
    expect(closeReason(4150)).toBe('Back off, then reconnect');
    for (const code of [4000, 4050, 4100, 4200, 4250]) expect(Buffer.byteLength(closeReason(code))).toBeLessThanOrEqual(123);
  });
});
