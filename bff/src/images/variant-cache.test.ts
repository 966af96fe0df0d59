import { describe, expect, it } from 'vitest';
import { VariantCache } from './variant-cache';

const value = (name: string, byteLength: number) => ({ name, byteLength });
type Value = ReturnType<typeof value>;

function cache(maxBytes: number, ttlMs = 60_000) {
  let time = 0;
  const made = new VariantCache<Value>({ maxBytes, ttlMs, now: () => time });
  return { cache: made, advance: (ms: number) => (time += ms) };
}

describe('VariantCache', () => {
  it('makes a value once, then answers it from memory', async () => {
    const { cache: c } = cache(100);
    let calls = 0;
    const make = async () => value(`v${++calls}`, 10);
    expect(await c.getOrMake('a', make)).toEqual({ value: value('v1', 10), cache: 'miss' });
    expect(await c.getOrMake('a', make)).toEqual({ value: value('v1', 10), cache: 'hit' });
    expect(calls).toBe(1);
  });

  it('runs one job for concurrent requests of the same key', async () => {
    const { cache: c } = cache(100);
    let calls = 0;
    let finish: (v: Value) => void = () => undefined;
    const make = () => {
      calls++;
      return new Promise<Value>((resolve) => (finish = resolve));
    };
    const all = Promise.all([c.getOrMake('a', make), c.getOrMake('a', make), c.getOrMake('a', make)]);
    finish(value('one', 5));
    const outcomes = await all;
    expect(calls).toBe(1);
    expect(outcomes.map((o) => o.cache)).toEqual(['miss', 'shared', 'shared']);
    expect(new Set(outcomes.map((o) => o.value)).size).toBe(1);
  });

  it('shares a failure with those waiting, keeps nothing, and tries again next time', async () => {
    const { cache: c } = cache(100);
    let calls = 0;
    const failing = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('source down');
    };
    const results = await Promise.allSettled([c.getOrMake('a', failing), c.getOrMake('a', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(c.getOrMake('a', failing)).rejects.toThrow('source down');
    expect(calls).toBe(2);
    expect(c.count).toBe(0);
  });

  it('does not keep a value that keep() refuses', async () => {
    const { cache: c } = cache(100);
    await c.getOrMake('a', async () => value('refused', 1), () => false);
    expect(c.get('a')).toBeUndefined();
  });

  it('holds at most maxBytes, dropping the least recently used first', () => {
    const { cache: c } = cache(30);
    c.set('a', value('a', 10));
    c.set('b', value('b', 10));
    c.set('c', value('c', 10));
    expect(c.get('a')?.name).toBe('a'); // a is now the most recent; b the least
    c.set('d', value('d', 15));
    expect(c.size).toBeLessThanOrEqual(30);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('c')).toBeUndefined();
    expect(c.get('a')?.name).toBe('a');
    expect(c.get('d')?.name).toBe('d');
    expect(c.size).toBe(25);
  });

  it('never keeps a value larger than the whole cache, nor anything when the limit is 0', () => {
    const { cache: c } = cache(30);
    c.set('a', value('a', 10));
    c.set('big', value('big', 31));
    expect(c.get('big')).toBeUndefined();
    expect(c.get('a')?.name).toBe('a');
    const { cache: off } = cache(0);
    off.set('a', value('a', 1));
    expect(off.count).toBe(0);
  });

  it('replaces a key in place, counting its bytes once', () => {
    const { cache: c } = cache(100);
    c.set('a', value('a1', 40));
    c.set('a', value('a2', 30));
    expect(c.size).toBe(30);
    expect(c.get('a')?.name).toBe('a2');
  });

  it('forgets a value after its time to live', async () => {
    const { cache: c, advance } = cache(100, 1000);
    c.set('a', value('a', 10));
    advance(999);
    expect(c.get('a')?.name).toBe('a');
    advance(1);
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
    expect((await c.getOrMake('a', async () => value('again', 1))).cache).toBe('miss');
  });
});
