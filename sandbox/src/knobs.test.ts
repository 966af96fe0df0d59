import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_REQUESTS, createKnobs, type ReceivedRequest } from './knobs';

const entry = (path: string): ReceivedRequest => ({ method: 'GET', path, query: {}, origin: null, tenant: null, authorization: false, at: 0 });

describe('knobs', () => {
  it('starts normal with no latency and resets to that', () => {
    const knobs = createKnobs();
    knobs.setLatency(250);
    knobs.setMode('failing');
    knobs.record(entry('/v1/malls'));
    expect([knobs.latency(), knobs.mode(), knobs.requests().length]).toEqual([250, 'failing', 1]);
    knobs.reset();
    expect([knobs.latency(), knobs.mode(), knobs.requests().length]).toEqual([0, 'normal', 0]);
  });

  it('refuses a negative latency', () => {
    expect(() => createKnobs().setLatency(-1)).toThrow(RangeError);
  });

  it('hands out copies of the log and bounds it', () => {
    const knobs = createKnobs();
    knobs.record(entry('/a'));
    const copy = knobs.requests();
    copy[0]!.path = '/changed';
    expect(knobs.requests()[0]?.path).toBe('/a');
    for (let i = 0; i < MAX_LOGGED_REQUESTS + 5; i++) knobs.record(entry(`/${i}`));
    expect(knobs.requests()).toHaveLength(MAX_LOGGED_REQUESTS);
    expect(knobs.requests().at(-1)?.path).toBe(`/${MAX_LOGGED_REQUESTS + 4}`);
    knobs.clearRequests();
    expect(knobs.requests()).toEqual([]);
  });
});
