import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import Fastify from 'fastify';
import { createCache, type Cache, type CacheOptions, type Result } from './cache';
import { buildCacheKey, type CacheKey } from './keys';
import { createCacheMetrics } from './metrics';
import cachePlugin from './plugin';
import { closeRedis, createRedis, createSubscriber, type RedisClient } from './redis';

// Two cache instances on one Redis stand for two bff replicas. Each test has its own key prefix and
// deletes only that prefix.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Failure {
  retryable: boolean;
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const ok = <T>(value: T): Result<T, Failure> => ({ ok: true, value });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The keys under a pattern (SCAN, as the cache itself does; never KEYS). */
async function keysLike(pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

let admin: Redis;
const connections: RedisClient[] = [];
const caches: Cache[] = [];
const prefixes: string[] = [];

beforeAll(async () => {
  admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await admin.ping();
});

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
  await Promise.all(connections.splice(0).map((connection) => closeRedis(connection)));
  for (const prefix of prefixes.splice(0)) {
    const keys = await keysLike(`${prefix}*`);
    if (keys.length > 0) await admin.unlink(...keys);
  }
});

afterAll(async () => {
  await admin.quit();
});

async function ready(redis: RedisClient): Promise<RedisClient> {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return redis;
}

/** A replica: its own command and subscriber connections, sharing `prefix` with the others. */
async function replica(prefix: string, extra: Partial<CacheOptions> = {}) {
  const redis = await ready(createRedis(REDIS_URL, silent));
  const subscriber = createSubscriber(REDIS_URL, silent);
  connections.push(redis, subscriber);
  const registry = new Registry();
  const cache = createCache({ redis, subscriber, prefix, logger: silent, metrics: createCacheMetrics(registry), ...extra });
  caches.push(cache);
  return { cache, redis, registry };
}

function newPrefix(): string {
  const prefix = `test:cache:${randomUUID()}:`;
  prefixes.push(prefix);
  return prefix;
}

/** Waits until `count` connections listen on the prefix's invalidation channel. */
async function subscribed(prefix: string, count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const reply = (await admin.pubsub('NUMSUB', `${prefix}invalidate`)) as [string, number];
    if (Number(reply[1]) >= count) return;
    if (Date.now() > deadline) throw new Error('subscribers did not subscribe');
    await sleep(20);
  }
}

const key: CacheKey = { tenant: 'aupark', family: 'catalog', lang: 'en', path: '/v1/shops', query: { page: 1 } };

describe('shared cache on Redis', () => {
  it('serves a value stored by one replica from another, with the documented layout and TTL', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix);
    const b = await replica(prefix);
    expect(await a.cache.get(key, async () => ok({ shops: ['A'] }))).toMatchObject({ state: 'miss' });
    const fromB = vi.fn(async () => ok({ shops: ['wrong'] }));
    expect(await b.cache.get(key, fromB)).toEqual({ ok: true, value: { shops: ['A'] }, state: 'hit' });
    expect(fromB).not.toHaveBeenCalled();

    const stored = await admin.get(`${prefix}{aupark}:catalog:en:/v1/shops?page=1`);
    const entry = JSON.parse(stored ?? 'null') as { v: unknown; t: unknown };
    expect(entry.v).toEqual({ shops: ['A'] });
    expect(typeof entry.t).toBe('number');
    const ttl = await admin.pttl(`${prefix}{aupark}:catalog:en:/v1/shops?page=1`);
    expect(ttl).toBeGreaterThan(23 * 3600 * 1000); // catalog: stale for a day
    expect(ttl).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('makes one load for 20 concurrent cold gets across two replicas', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix);
    const b = await replica(prefix);
    const load = vi.fn(async () => {
      await sleep(200);
      return ok('shared');
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).cache.get(key, load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.ok && r.value === 'shared')).toBe(true);
    // the lock is released afterwards
    expect(await keysLike(`${prefix}#lock:*`)).toEqual([]);
  });

  it('drops other replicas’ L1 copies when a replica stores a new value (pub/sub)', async () => {
    const prefix = newPrefix();
    let clockA = Date.now();
    const clockB = Date.now();
    const policies = { catalog: { freshMs: 120_000, staleMs: 3_600_000 } };
    // B trusts its L1 for a minute, so only the invalidation message can make it ask Redis again.
    const a = await replica(prefix, { policies, now: () => clockA });
    const b = await replica(prefix, { policies, now: () => clockB, l1TtlMs: 60_000 });
    await subscribed(prefix, 2);

    expect(await b.cache.get(key, async () => ok('v1'))).toMatchObject({ state: 'miss', value: 'v1' });
    expect(await a.cache.get(key, async () => ok('x'))).toMatchObject({ state: 'hit', value: 'v1' });
    expect(await b.cache.get(key, async () => ok('x'))).toMatchObject({ state: 'hit', value: 'v1' });

    clockA += 130_000; // A sees v1 as stale and refreshes it in the background
    expect(await a.cache.get(key, async () => ok('v2'))).toMatchObject({ state: 'stale', value: 'v1' });

    let seen: unknown;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const result = await b.cache.get(key, async () => ok('not-loaded'));
      seen = result.ok ? result.value : undefined;
      if (seen === 'v2') break;
      await sleep(20);
    }
    expect(seen).toBe('v2');
  });

  it('purges one tenant in Redis and in every replica’s L1, leaving other tenants', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix);
    const b = await replica(prefix, { l1TtlMs: 60_000 });
    await subscribed(prefix, 2);
    const paths = ['/v1/shops', '/v1/categories', '/v1/hero-banners'];
    for (const path of paths) {
      await a.cache.get({ ...key, path }, async () => ok(`aupark${path}`));
      await a.cache.get({ ...key, tenant: 'novoplaza', path }, async () => ok(`novoplaza${path}`));
      await b.cache.get({ ...key, path }, async () => ok('x')); // B holds aupark in L1
    }
    expect(await a.cache.purgeTenant('aupark')).toBe(3);
    expect(await keysLike(`${prefix}{aupark}:*`)).toEqual([]);
    expect((await keysLike(`${prefix}{novoplaza}:*`)).length).toBe(3);

    // B's L1 copy goes too (it would otherwise be trusted for a minute)
    const deadline = Date.now() + 5000;
    let state = '';
    while (Date.now() < deadline) {
      const result = await b.cache.get({ ...key, path: '/v1/shops' }, async () => ok('reloaded'));
      state = result.state;
      if (state === 'miss') break;
      await sleep(20);
    }
    expect(state).toBe('miss');
    expect(await b.cache.get({ ...key, tenant: 'novoplaza', path: '/v1/shops' }, async () => ok('x'))).toMatchObject({
      state: 'hit',
      value: 'novoplaza/v1/shops',
    });
  });

  it('keeps answering from the loader when Redis is down, and counts Redis errors', async () => {
    const prefix = newPrefix();
    const redis = createRedis('redis://127.0.0.1:1', silent);
    const subscriber = createSubscriber('redis://127.0.0.1:1', silent);
    connections.push(redis, subscriber);
    const registry = new Registry();
    const cache = createCache({ redis, subscriber, prefix, logger: silent, metrics: createCacheMetrics(registry) });
    caches.push(cache);

    const started = Date.now();
    const first = await cache.get(key, async () => ok('from-upstream'));
    const second = await cache.get(key, async () => ok('again'));
    const elapsed = Date.now() - started;
    expect(first).toEqual({ ok: true, value: 'from-upstream', state: 'miss' });
    expect(second).toMatchObject({ ok: true, value: 'from-upstream' }); // L1 still works
    expect(elapsed).toBeLessThan(1500);
    const errors = await registry.getSingleMetric('bff_cache_redis_errors_total')?.get();
    expect(errors?.values.reduce((sum, v) => sum + v.value, 0)).toBeGreaterThan(0);
  });
});

describe('a family bounded per tenant (issue 17)', () => {
  it("keeps a tenant's newest entries of the family, in Redis and on every replica, and leaves other tenants and families alone", async () => {
    const prefix = newPrefix();
    const bound = { maxEntriesPerTenant: { response: 3 } };
    const a = await replica(prefix, bound);
    const b = await replica(prefix, bound);
    await subscribed(prefix, 2);
    const page = (tenant: string, n: number): CacheKey => ({ tenant, family: 'response', lang: 'en', path: `page:/en/news/${n}` });
    for (let n = 1; n <= 3; n++) await b.cache.get(page('aupark', n), async () => ok(`page ${n}`));
    await a.cache.get(page('novoplaza', 1), async () => ok('theirs'));
    await a.cache.get(key, async () => ok('catalog'));
    for (let n = 4; n <= 10; n++) await a.cache.get(page('aupark', n), async () => ok(`page ${n}`));
    const kept = (await keysLike(`${prefix}{aupark}:response:*`)).sort();
    expect(kept).toEqual([8, 9, 10].map((n) => `${prefix}{aupark}:response:en:page:/en/news/${n}?`).sort());
    expect(await keysLike(`${prefix}{novoplaza}:response:*`)).toHaveLength(1);
    expect(await keysLike(`${prefix}{aupark}:catalog:*`)).toHaveLength(1);
    expect(await admin.zcard(`${prefix}#index:{aupark}:response`)).toBe(3);
    // The replica that held the first pages in memory dropped them when they left Redis.
    await vi.waitFor(async () => {
      const reload = vi.fn(async () => ok('again'));
      expect(await b.cache.get(page('aupark', 1), reload)).toMatchObject({ state: 'miss', value: 'again' });
    });
    // A purge drops the index too.
    await a.cache.purgeTenant('aupark');
    expect(await admin.exists(`${prefix}#index:{aupark}:response`)).toBe(0);
  });
});

describe('cache plugin with Redis', () => {
  it('connects, reports its status and closes its connections', async () => {
    const prefix = newPrefix();
    const app = Fastify({ logger: false });
    await app.register(cachePlugin, { redis: REDIS_URL, prefix });
    await app.ready();
    const deadline = Date.now() + 5000;
    while (app.cacheStatus() !== 'redis' && Date.now() < deadline) await sleep(20);
    expect(app.cacheStatus()).toBe('redis');
    expect(await app.cache.get(key, async () => ok('p'))).toMatchObject({ state: 'miss', value: 'p' });
    expect(await admin.exists(`${prefix}{aupark}:catalog:en:/v1/shops?page=1`)).toBe(1);
    await app.close();

    const down = Fastify({ logger: false });
    await down.register(cachePlugin, { redis: 'redis://127.0.0.1:1', prefix });
    await down.ready();
    expect(down.cacheStatus()).toBe('redis-down');
    await down.close();
  });
});

describe('an L1 copy no longer trusted', () => {
  it('is checked with one Redis read however many requests ask for it at that moment', async () => {
    const prefix = newPrefix();
    // L1 trusts a copy 1 s without asking Redis. (It was 50 ms: at a load average of 19 more than 50 ms
    // passed between two awaited gets, and the "trusted again" get asked Redis a second time.)
    const a = await replica(prefix, { l1TtlMs: 1000 });
    expect(await a.cache.get(key, async () => ok({ shops: ['A'] }))).toMatchObject({ state: 'miss' });
    await sleep(1100);
    const reads = vi.spyOn(a.redis, 'get');
    const load = vi.fn(async () => ok({ shops: ['never'] }));
    const served = await Promise.all(Array.from({ length: 20 }, () => a.cache.get(key, load)));
    for (const result of served) expect(result).toMatchObject({ ok: true, value: { shops: ['A'] }, state: 'hit' });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    // Trusted again: the next gets ask nothing; once the trust runs out, one read again.
    await a.cache.get(key, load);
    expect(reads).toHaveBeenCalledTimes(1);
    await sleep(1100);
    await Promise.all([a.cache.get(key, load), a.cache.get(key, load)]);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

describe('Redis restarted empty', () => {
  const failing = async (): Promise<Result<string, Failure>> => ({ ok: false, error: { retryable: true } });

  it('keeps serving the last good copy while the upstream fails, and writes it back to Redis', async () => {
    const prefix = newPrefix();
    // L1 trusts a copy 50 ms without asking Redis, so the next gets do ask.
    const a = await replica(prefix, { l1TtlMs: 50 });
    expect(await a.cache.get(key, async () => ok('good'))).toMatchObject({ state: 'miss' });
    const keys = await keysLike(`${prefix}*`);
    expect(keys).toHaveLength(1);
    await admin.unlink(...keys); // what a Redis restart without persistence looks like
    await sleep(80);

    const load = vi.fn(failing);
    for (let i = 0; i < 5; i++) {
      const served = await a.cache.get(key, load);
      expect(served).toMatchObject({ ok: true, value: 'good' });
      await sleep(30);
    }
    // It tried the upstream, and the copy is back in Redis for every replica.
    expect(load).toHaveBeenCalled();
    const back = JSON.parse((await admin.get(keys[0]!)) ?? 'null') as { v: unknown } | null;
    expect(back?.v).toBe('good');
    const b = await replica(prefix);
    expect(await b.cache.get(key, failing)).toMatchObject({ ok: true, value: 'good' });
  });

  it('refreshes a copy Redis lost as soon as the upstream answers', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix, { l1TtlMs: 50 });
    await a.cache.get(key, async () => ok('old'));
    await admin.unlink(...(await keysLike(`${prefix}*`)));
    await sleep(80);
    expect(await a.cache.get(key, async () => ok('new'))).toMatchObject({ value: 'old' });
    await sleep(100);
    expect(await a.cache.get(key, async () => ok('newer'))).toMatchObject({ value: 'new' });
  });

  it('still forgets a purged copy on every replica', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix, { l1TtlMs: 50 });
    const b = await replica(prefix, { l1TtlMs: 50 });
    await subscribed(prefix, 2);
    await a.cache.get(key, async () => ok('before'));
    expect(await b.cache.get(key, async () => ok('wrong'))).toMatchObject({ value: 'before' });
    await a.cache.purgeTenant('aupark');
    await sleep(100);
    expect(await b.cache.get(key, async () => ok('after'))).toMatchObject({ state: 'miss', value: 'after' });
  });
});


describe('dropping one key (issue 21: a booking takes places of a time)', () => {
  const options: CacheKey = { tenant: 'aupark', family: 'availability', path: 'booking/options', query: { service_id: '1', date: '2026-12-01' } };

  it('deletes it in Redis and in every replica’s memory, and leaves the other keys', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix);
    const b = await replica(prefix);
    await subscribed(prefix, 2);
    const otherDay: CacheKey = { ...options, query: { service_id: '1', date: '2026-12-02' } };
    await a.cache.get(options, async () => ok('3 places'));
    await a.cache.get(otherDay, async () => ok('other day'));
    // b holds its own copy in memory (read from Redis, trusted for a while without asking it again).
    expect(await b.cache.get(options, async () => ok('unused'))).toMatchObject({ value: '3 places', state: 'hit' });
    expect(b.cache.peekFresh(options)).toBe('3 places');

    await a.cache.drop(options);
    expect(await admin.exists(buildCacheKey(prefix, options))).toBe(0);
    expect(await admin.exists(buildCacheKey(prefix, otherDay))).toBe(1);
    expect(await a.cache.get(options, async () => ok('2 places'))).toEqual({ ok: true, value: '2 places', state: 'miss' });
    // The other replica heard it: its memory no longer answers with the old copy.
    await vi.waitFor(() => expect(b.cache.peekFresh(options)).not.toBe('3 places'));
    expect(await b.cache.get(options, async () => ok('unused'))).toMatchObject({ value: '2 places' });
    expect(await b.cache.get(otherDay, async () => ok('unused'))).toMatchObject({ value: 'other day', state: 'hit' });
  });

  it('never fails a request when Redis is away: this process’s copy goes', async () => {
    const prefix = newPrefix();
    const a = await replica(prefix);
    await a.cache.get(options, async () => ok('3 places'));
    await a.redis.quit();
    await a.cache.drop(options);
    expect(a.cache.peekFresh(options)).toBeUndefined();
  });
});

describe('the availability family', () => {
  it('is fresh for 5 s and then never served stale', async () => {
    const prefix = newPrefix();
    let clock = 1_000_000;
    const a = await replica(prefix, { now: () => clock });
    const key: CacheKey = { tenant: 'aupark', family: 'availability', path: 'booking/options', query: { service_id: '1', date: '2026-12-01' } };
    await a.cache.get(key, async () => ok('first'));
    clock += 4_000;
    expect(await a.cache.get(key, async () => ok('second'))).toMatchObject({ value: 'first', state: 'hit' });
    clock += 1_500;
    expect(await a.cache.get(key, async () => ok('second'))).toEqual({ ok: true, value: 'second', state: 'miss' });
  });
});
