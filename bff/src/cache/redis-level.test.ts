import { describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import type { CacheMetrics } from './metrics';
import { createRedisLevel, parseInvalidation, parseStoredEntry, type RedisLevelOptions } from './redis-level';

const never = () => new Promise<never>(() => {});

/** A stand-in for the few ioredis calls the level makes; each test replaces what it needs. */
function fakeRedis(overrides: Record<string, unknown> = {}): Redis {
  return {
    status: 'ready',
    get: vi.fn(async () => null),
    set: vi.fn(async () => 'OK'),
    eval: vi.fn(async () => 1),
    publish: vi.fn(async () => 1),
    scan: vi.fn(async () => ['0', []]),
    unlink: vi.fn(async (...keys: string[]) => keys.length),
    ...overrides,
  } as unknown as Redis;
}

function setup(redis: Redis, extra: Partial<RedisLevelOptions> = {}) {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const metrics: CacheMetrics = { request: vi.fn(), refresh: vi.fn(), redisError: vi.fn() };
  const level = createRedisLevel({ redis, logger, metrics, timeoutMs: 50, lockTtlMs: 1000, channel: 'p:invalidate', instanceId: 'me', ...extra });
  return { level, logger, metrics };
}

describe('parseStoredEntry', () => {
  it('reads the value and its time', () => {
    expect(parseStoredEntry('{"v":{"a":1},"t":5}')).toEqual({ v: { a: 1 }, t: 5 });
    expect(parseStoredEntry('{"v":null,"t":0}')).toEqual({ v: null, t: 0 });
  });

  it('refuses text that is not ours or is corrupt', () => {
    for (const text of ['', 'not json', 'null', '5', '{"v":1}', '{"t":5}', '{"v":1,"t":"5"}']) expect(parseStoredEntry(text)).toBeUndefined();
  });
});

describe('parseInvalidation', () => {
  it("reads another replica's key or tenant", () => {
    expect(parseInvalidation('{"key":"p:a:b","from":"other"}', 'me')).toEqual({ key: 'p:a:b' });
    expect(parseInvalidation('{"tenant":"aupark","from":"other"}', 'me')).toEqual({ tenant: 'aupark' });
  });

  it('ignores its own messages and unreadable ones', () => {
    expect(parseInvalidation('{"key":"p:a:b","from":"me"}', 'me')).toBeUndefined();
    expect(parseInvalidation('nope', 'me')).toBeUndefined();
    expect(parseInvalidation('"text"', 'me')).toBeUndefined();
    expect(parseInvalidation('{"key":5}', 'me')).toEqual({});
  });
});

describe('the redis level', () => {
  it('answers error at once, without calling, while Redis is not ready', async () => {
    const redis = fakeRedis({ status: 'reconnecting' });
    const { level, metrics, logger } = setup(redis);
    expect(await level.read('k')).toBe('error');
    expect(await level.tryLock('lock', 't')).toBe('error');
    expect(redis.get).not.toHaveBeenCalled();
    expect(metrics.redisError).toHaveBeenCalledWith('get');
    expect(metrics.redisError).toHaveBeenCalledWith('lock');
    expect(logger.warn).toHaveBeenCalledTimes(1); // one line per window
  });

  it('gives up on a call that hangs after its time limit', async () => {
    const { level, metrics } = setup(fakeRedis({ get: never }));
    const started = Date.now();
    expect(await level.read('k')).toBe('error');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(metrics.redisError).toHaveBeenCalledWith('get');
  });

  it('reads a stored entry, a missing one, and takes an unreadable one for missing', async () => {
    const replies: Record<string, string> = { good: '{"v":1,"t":2}', bad: '{"oops":1}' };
    const { level, logger } = setup(fakeRedis({ get: async (k: string) => replies[k] ?? null }));
    expect(await level.read('good')).toEqual({ v: 1, t: 2 });
    expect(await level.read('none')).toBe('missing');
    expect(await level.read('bad')).toBe('missing');
    expect(logger.warn).toHaveBeenCalledWith({ key: 'bad' }, 'cache: unreadable entry in redis');
  });

  it('writes with its time to live and announces the key to the other replicas', async () => {
    const redis = fakeRedis();
    const { level } = setup(redis);
    await level.write('k', { v: 'x', t: 1 }, 5000);
    expect(redis.set).toHaveBeenCalledWith('k', '{"v":"x","t":1}', 'PX', 5000);
    await vi.waitFor(() => expect(redis.publish).toHaveBeenCalledWith('p:invalidate', '{"key":"k","from":"me"}'));
  });

  it('writes nothing past the stale time, nor a value that is not JSON', async () => {
    const redis = fakeRedis();
    const { level, logger } = setup(redis);
    await level.write('k', { v: 'x', t: 1 }, 0);
    await level.write('k', { v: 1n, t: 1 }, 5000);
    expect(redis.set).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('takes a lock only when it is free, and releases only its own', async () => {
    let holder: string | null = null;
    const redis = fakeRedis({
      set: async (_k: string, token: string) => {
        if (holder !== null) return null;
        holder = token;
        return 'OK';
      },
      eval: async (_script: string, _n: number, _k: string, token: string) => {
        if (holder !== token) return 0;
        holder = null;
        return 1;
      },
    });
    const { level } = setup(redis);
    expect(await level.tryLock('lock', 'a')).toBe('acquired');
    expect(await level.tryLock('lock', 'b')).toBe('held');
    await level.releaseLock('lock', 'b');
    expect(holder).toBe('a');
    await level.releaseLock('lock', 'a');
    expect(await level.tryLock('lock', 'b')).toBe('acquired');
  });

  it('unlinks every matching key page by page, and rejects (counted) when Redis fails', async () => {
    const pages: Record<string, [string, string[]]> = { '0': ['7', ['a', 'b']], '7': ['0', ['c']] };
    const redis = fakeRedis({ scan: async (cursor: string) => pages[cursor] });
    const { level } = setup(redis);
    expect(await level.unlinkMatching('p:aupark:*')).toBe(3);

    const broken = setup(fakeRedis({ scan: async () => Promise.reject(new Error('down')) }));
    await expect(broken.level.unlinkMatching('p:aupark:*')).rejects.toThrow('down');
    expect(broken.metrics.redisError).toHaveBeenCalledWith('purge');
  });

  it('tries a step of a purge again when Redis was only slow (timed out), at most three times', async () => {
    const timedOut = () => Promise.reject(new Error('Command timed out'));
    let scans = 0;
    const slow = setup(fakeRedis({ scan: async () => (++scans < 3 ? timedOut() : ['0', ['a']]) }));
    expect(await slow.level.unlinkMatching('p:aupark:*')).toBe(1);
    expect(scans).toBe(3);

    let stuck = 0;
    const dead = setup(fakeRedis({ scan: async () => (++stuck, timedOut()) }));
    await expect(dead.level.unlinkMatching('p:aupark:*')).rejects.toThrow('Command timed out');
    expect(stuck).toBe(3);
    expect(dead.metrics.redisError).toHaveBeenCalledWith('purge');
  });
});
