import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createSingleUse } from './single-use';

// The record's own rules; against a real Redis and two replicas in sign-in-hardening.int.test.ts.

/** Redis as the record uses it: SET … EX … NX, a status, and failures on demand. */
class FakeRedis extends EventEmitter {
  status = 'ready';
  failing = false;
  readonly keys = new Map<string, number>();
  set(key: string, _value: string, _ex: 'EX', ttlS: number, _nx: 'NX'): Promise<'OK' | null> {
    if (this.failing) return Promise.reject(new Error('Command timed out'));
    if (this.keys.has(key)) return Promise.resolve(null);
    this.keys.set(key, ttlS);
    return Promise.resolve('OK');
  }
}

const silent = { warn: () => undefined };

describe('single-use values (issue 17, Medium 1)', () => {
  it('are used once, recorded in Redis under the prefix with their lifetime', async () => {
    const redis = new FakeRedis();
    const record = createSingleUse({ redis: redis as unknown as Redis, prefix: 'mall:', logger: silent });
    expect(await record.use('sso-nonce:aupark:n1', 600)).toBe(true);
    expect(await record.use('sso-nonce:aupark:n1', 600)).toBe(false);
    expect(await record.use('sso-nonce:galerieharfa:n1', 600)).toBe(true);
    expect([...redis.keys]).toEqual([
      ['mall:sso-nonce:aupark:n1', 600],
      ['mall:sso-nonce:galerieharfa:n1', 600],
    ]);
  });

  it('another replica (another process on the same Redis) refuses what one used', async () => {
    const redis = new FakeRedis();
    const one = createSingleUse({ redis: redis as unknown as Redis, prefix: 'mall:', logger: silent });
    const two = createSingleUse({ redis: redis as unknown as Redis, prefix: 'mall:', logger: silent });
    expect(await one.use('k', 600)).toBe(true);
    expect(await two.use('k', 600)).toBe(false);
  });

  it('fall back to this process while Redis fails or is away, and stay refused once it is back', async () => {
    const redis = new FakeRedis();
    const warnings: object[] = [];
    const record = createSingleUse({ redis: redis as unknown as Redis, prefix: 'mall:', logger: { warn: (obj) => warnings.push(obj) } });
    redis.failing = true;
    expect(await record.use('failed', 600)).toBe(true);
    expect(await record.use('failed', 600)).toBe(false);
    redis.failing = false;
    redis.status = 'reconnecting';
    expect(await record.use('away', 600)).toBe(true);
    expect(await record.use('away', 600)).toBe(false);
    // One warning per value kept here (a second use is refused here without asking Redis).
    expect(warnings).toHaveLength(2);
    // Redis is back: what this process saw meanwhile is still refused; a new value goes to Redis.
    redis.status = 'ready';
    expect(await record.use('away', 600)).toBe(false);
    expect(await record.use('new', 600)).toBe(true);
    expect([...redis.keys.keys()]).toEqual(['mall:new']);
  });

  it('without Redis, remember each value for its lifetime, and at most so many', async () => {
    let clock = 0;
    const record = createSingleUse({ redis: null, prefix: 'mall:', logger: silent, maxLocalEntries: 3, now: () => clock });
    expect(await record.use('a', 10)).toBe(true);
    expect(await record.use('a', 10)).toBe(false);
    clock = 10_000;
    expect(await record.use('a', 10)).toBe(true);
    // Beyond the bound the oldest go first.
    for (const key of ['b', 'c', 'd']) expect(await record.use(key, 10)).toBe(true);
    expect(await record.use('d', 10)).toBe(false);
    expect(await record.use('a', 10)).toBe(true);
  });
});
