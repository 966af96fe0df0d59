import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Result } from '../upstream/result';
import type { CacheMetrics, CacheRequestState } from './metrics';
import { REDIS_COMMAND_TIMEOUT_MS, type CacheLogger } from './redis';

// The shared cache of public upstream GETs (DESIGN.md "Caching"): two levels (an in-process LRU in
// front of Redis), per family a fresh and a stale time, stale-while-revalidate, stale-if-error, one
// load per key at a time across all replicas, and Redis trouble that never fails or stalls a request.
//
// PERSONAL DATA NEVER ENTERS THIS CACHE. A key has no member, token or cookie on purpose: what is stored
// under it is served to every visitor of the tenant. Callers must not use it for requests that carry a
// member's token or return anything about one member (profile, personal event/news lists, points).
//
// Values are stored as JSON: they must be plain data, and a value served from L1 is the same object for
// every caller, so callers must treat values as read-only.

export type Family = 'settings' | 'mall' | 'content' | 'catalog';
export const FAMILIES: readonly Family[] = ['settings', 'mall', 'content', 'catalog'];

export interface FamilyPolicy {
  /** Served as is (a hit) while younger than this. */
  freshMs: number;
  /** How long past creation a value may still be served stale (and the Redis TTL). */
  staleMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Why these times:
 * - settings: the site's switches and texts change rarely and a change may wait a minute; without them
 *   no page renders, so a week of stale keeps the site up through a long platform outage.
 * - mall: the mall record (name, address, opening hours) changes a few times a year; five minutes of
 *   fresh saves upstream calls, a week of stale keeps the site up.
 * - catalog (shops, categories, hero banners, locales): edited by the mall's staff during the day and
 *   expected on the site within a minute; a day of stale shows a slightly old list rather than an error.
 * - content (events, news, offers, pages): the most edited and most time-bound (an offer that ended
 *   must disappear), so 30 s fresh and only an hour of stale.
 */
export const DEFAULT_POLICIES: Readonly<Record<Family, FamilyPolicy>> = {
  settings: { freshMs: 60 * SECOND, staleMs: 7 * DAY },
  mall: { freshMs: 5 * MINUTE, staleMs: 7 * DAY },
  catalog: { freshMs: 60 * SECOND, staleMs: 1 * DAY },
  content: { freshMs: 30 * SECOND, staleMs: 1 * HOUR },
};

export type CacheQuery = Record<string, string | number | boolean | null | undefined>;

export interface CacheKey {
  tenant: string;
  family: Family;
  lang?: string;
  /** The upstream path, e.g. `/v1/shops`. */
  path: string;
  /** The upstream query; undefined values are left out, null is sent (and keyed) as the text `null`. */
  query?: CacheQuery;
}

export type CacheState = 'hit' | 'miss' | 'stale' | 'stale-error';

export type CacheResult<T, E> = { ok: true; value: T; state: CacheState } | { ok: false; error: E; state: 'error' };

export type { Result };

export interface CacheOptions {
  /** null: in-process only (development without REDIS_URL). */
  redis: Redis | null;
  /** A connection for SUBSCRIBE: drops L1 copies when another replica stores or purges. */
  subscriber?: Redis | null;
  /** Prefix of every key and of the invalidation channel, e.g. `mall:`. */
  prefix: string;
  logger: CacheLogger;
  metrics?: CacheMetrics;
  policies?: Partial<Record<Family, FamilyPolicy>>;
  /** LRU bound of the in-process level (default 2000). */
  l1MaxEntries?: number;
  /** How long L1 trusts an entry without asking Redis (default 5 s, never beyond the entry's freshness). */
  l1TtlMs?: number;
  /** How long the cross-replica load lock is held at most (default 10 s: an upstream call with its retry). */
  lockTtlMs?: number;
  /** How long a cold miss waits for another replica's load before loading itself (default 1.5 s). */
  lockWaitMs?: number;
  /** Upper bound of one Redis call, on top of ioredis' commandTimeout (default 250 ms). */
  redisTimeoutMs?: number;
  now?: () => number;
}

export interface Cache {
  /**
   * The value for `key`, from L1, Redis or `load`. Never rejects because of Redis; rejects only when
   * `load` itself throws (a loader should return a failure instead).
   *
   * States: hit (fresh), miss (loaded now), stale (past fresh, served at once while one background
   * refresh runs), stale-error (stale, and the last refresh of this key failed: stale-if-error),
   * error (the load failed and nothing usable is stored; failures are never cached).
   */
  get<T, E extends { retryable: boolean }>(key: CacheKey, load: () => Promise<Result<T, E>>): Promise<CacheResult<T, E>>;
  /** Deletes a tenant's entries in Redis (SCAN + UNLINK) and in every replica's L1. Rejects when Redis fails. */
  purgeTenant(tenant: string): Promise<number>;
  close(): Promise<void>;
}

// ---- keys --------------------------------------------------------------------------------------

// The tenant comes first in every key so that a tenant's purge is one prefix and no key of one tenant
// can ever equal a key of another. Every part is encoded so that a separator inside a part cannot make
// two different requests share a key.
export function tenantKeyPrefix(prefix: string, tenant: string): string {
  return `${prefix}${encodeURIComponent(tenant)}:`;
}

export function buildCacheKey(prefix: string, key: CacheKey): string {
  const lang = key.lang === undefined ? '-' : key.lang === '-' ? '%2D' : encodeURIComponent(key.lang);
  // encodeURI keeps a path readable (/v1/shops) and escapes '%', so turning '?' into %3F stays unambiguous.
  const path = encodeURI(key.path).replace(/\?/g, '%3F');
  return `${tenantKeyPrefix(prefix, key.tenant)}${key.family}:${lang}:${path}?${encodeQuery(key.query)}`;
}

function encodeQuery(query: CacheQuery | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // Same text as the upstream client sends: null is the text 'null', numbers and booleans as text.
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value === null ? 'null' : String(value))}`);
  }
  return pairs.sort().join('&');
}

function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

// ---- the cache ---------------------------------------------------------------------------------

interface StoredEntry {
  v: unknown;
  t: number;
}

interface L1Entry extends StoredEntry {
  /** Until then L1 answers without asking Redis. */
  trustUntil: number;
  /** The last background refresh of this value failed: serve it as stale-error. */
  failed?: boolean;
  /** No background refresh before this time (after a failure). */
  retryAfter?: number;
  /** Redis answered that it has no such key (it restarted empty, or evicted it): refresh at once, and
   * if the upstream fails, write this copy back rather than lose it. */
  orphan?: boolean;
}

type LoadOutcome = { kind: 'ok'; value: unknown } | { kind: 'error'; error: unknown } | { kind: 'skipped' };

interface Flight {
  mode: 'miss' | 'refresh';
  promise: Promise<LoadOutcome>;
}

type RedisRead = StoredEntry | 'missing' | 'error';

/** Compare-and-delete: release the lock only if it is still ours (it may have expired and been retaken). */
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

const POLL_STEP_MS = 50;
/** After a retryable refresh failure, wait this long (at most the fresh time) before trying again. */
const REFRESH_RETRY_MS = 1000;
const CLOSE_WAIT_MS = 2000;
const REDIS_ERROR_LOG_WINDOW_MS = 10_000;

export function createCache(opts: CacheOptions): Cache {
  const { redis, prefix, logger, metrics } = opts;
  const subscriber = opts.subscriber ?? null;
  const now = opts.now ?? Date.now;
  const l1Max = Math.max(1, opts.l1MaxEntries ?? 2000);
  const l1TtlMs = opts.l1TtlMs ?? 5 * SECOND;
  const lockTtlMs = opts.lockTtlMs ?? 10 * SECOND;
  const lockWaitMs = opts.lockWaitMs ?? 1500;
  const redisTimeoutMs = opts.redisTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const policies: Record<Family, FamilyPolicy> = { ...DEFAULT_POLICIES };
  for (const family of FAMILIES) {
    const policy = opts.policies?.[family];
    if (policy) policies[family] = { freshMs: policy.freshMs, staleMs: Math.max(policy.freshMs, policy.staleMs) };
  }
  const channel = `${prefix}invalidate`;
  const instanceId = randomUUID();
  const l1 = new Map<string, L1Entry>();
  const flights = new Map<string, Flight>();
  const background = new Set<Promise<void>>();
  let closed = false;
  let lastRedisErrorLog = 0;

  // ---- L1 (a Map keeps insertion order: re-inserting on use makes the first key the least recent)

  function l1Get(k: string): L1Entry | undefined {
    const entry = l1.get(k);
    if (entry) {
      l1.delete(k);
      l1.set(k, entry);
    }
    return entry;
  }

  function l1Put(k: string, stored: StoredEntry, policy: FamilyPolicy, at: number): L1Entry {
    const previous = l1.get(k);
    // The same copy read again from Redis keeps its object, so what callers derive from it once per
    // copy (typed settings, a logged data problem) stays derived once.
    const same = previous !== undefined && previous.t === stored.t;
    const entry: L1Entry = {
      v: same ? previous.v : stored.v,
      t: stored.t,
      // Without Redis, L1 is the only level and holds the value for its whole stale time.
      trustUntil: redis ? Math.min(at + l1TtlMs, stored.t + policy.freshMs) : stored.t + policy.staleMs,
    };
    if (same) {
      entry.failed = previous.failed;
      entry.retryAfter = previous.retryAfter;
    }
    l1.delete(k);
    l1.set(k, entry);
    while (l1.size > l1Max) {
      const oldest = l1.keys().next();
      if (oldest.done) break;
      l1.delete(oldest.value);
    }
    return entry;
  }

  function l1DropPrefix(keyPrefix: string): number {
    let dropped = 0;
    for (const k of [...l1.keys()]) {
      if (k.startsWith(keyPrefix)) {
        l1.delete(k);
        dropped += 1;
      }
    }
    return dropped;
  }

  // ---- Redis, wrapped: every call answers within redisTimeoutMs, failures are counted, never thrown

  function redisFailed(op: string, err: unknown): void {
    metrics?.redisError(op);
    const at = Date.now();
    if (at - lastRedisErrorLog >= REDIS_ERROR_LOG_WINDOW_MS) {
      lastRedisErrorLog = at;
      logger.warn({ err, op }, 'cache: redis call failed; serving from memory and upstream');
    }
  }

  async function call<R>(op: string, fn: (client: Redis) => Promise<R>): Promise<{ ok: true; value: R } | { ok: false }> {
    if (!redis) return { ok: false };
    if (redis.status !== 'ready') {
      redisFailed(op, new Error(`redis is ${redis.status}`));
      return { ok: false };
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`redis ${op} timed out after ${redisTimeoutMs} ms`)), redisTimeoutMs);
        timer.unref();
      });
      return { ok: true, value: await Promise.race([fn(redis), timeout]) };
    } catch (err) {
      redisFailed(op, err);
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }

  async function readRedis(k: string): Promise<RedisRead> {
    const reply = await call('get', (client) => client.get(k));
    if (!reply.ok) return 'error';
    if (reply.value === null) return 'missing';
    try {
      const parsed: unknown = JSON.parse(reply.value);
      if (typeof parsed === 'object' && parsed !== null && 't' in parsed && typeof parsed.t === 'number' && 'v' in parsed) {
        return { v: parsed.v, t: parsed.t };
      }
    } catch {
      // not ours or corrupt: treated as missing and overwritten by the next store
    }
    logger.warn({ key: k }, 'cache: unreadable entry in redis');
    return 'missing';
  }

  function publish(message: { key: string } | { tenant: string }): void {
    if (!redis) return;
    void call('publish', (client) => client.publish(channel, JSON.stringify({ ...message, from: instanceId })));
  }

  async function store(k: string, entry: StoredEntry, policy: FamilyPolicy): Promise<void> {
    l1Put(k, entry, policy, now());
    if (!redis) return;
    let json: string;
    try {
      json = JSON.stringify(entry);
    } catch (err) {
      logger.error({ err, key: k }, 'cache: value is not JSON; kept in memory only');
      return;
    }
    const ttl = Math.ceil(policy.staleMs - (now() - entry.t));
    if (ttl <= 0) return;
    const written = await call('set', (client) => client.set(k, json, 'PX', ttl));
    if (written.ok) publish({ key: k });
  }

  const lockKeyOf = (k: string): string => `${prefix}#lock:${k.slice(prefix.length)}`;

  async function tryLock(lockKey: string, token: string): Promise<'acquired' | 'held' | 'error'> {
    const reply = await call('lock', (client) => client.set(lockKey, token, 'PX', lockTtlMs, 'NX'));
    if (!reply.ok) return 'error';
    return reply.value === 'OK' ? 'acquired' : 'held';
  }

  async function releaseLock(lockKey: string, token: string): Promise<void> {
    await call('unlock', (client) => client.eval(RELEASE_LOCK, 1, lockKey, token));
  }

  // ---- loading

  async function loadAndStore<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    const result = await load();
    if (!result.ok) return { kind: 'error', error: result.error };
    await store(k, { v: result.value, t: now() }, policy);
    return { kind: 'ok', value: result.value };
  }

  /** After taking the lock: another replica may have stored a fresh value just before. */
  async function freshInRedis(k: string, policy: FamilyPolicy): Promise<StoredEntry | undefined> {
    const read = await readRedis(k);
    if (typeof read === 'string') return undefined;
    const at = now();
    if (at - read.t >= policy.freshMs) return undefined;
    l1Put(k, read, policy, at);
    return read;
  }

  async function underLock<T, E>(k: string, lockKey: string, token: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    try {
      const fresh = await freshInRedis(k, policy);
      if (fresh) return { kind: 'ok', value: fresh.v };
      return await loadAndStore(k, policy, load);
    } finally {
      await releaseLock(lockKey, token);
    }
  }

  /** A cold miss: load under the cross-replica lock, or wait for the replica that holds it. */
  async function coldLoad<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    if (!redis) return loadAndStore(k, policy, load);
    const lockKey = lockKeyOf(k);
    const token = randomUUID();
    let lock = await tryLock(lockKey, token);
    const deadline = Date.now() + lockWaitMs;
    while (lock === 'held' && Date.now() < deadline) {
      await sleep(POLL_STEP_MS);
      const read = await readRedis(k);
      if (read === 'error') break; // Redis went away: load ourselves
      if (read !== 'missing' && now() - read.t < policy.staleMs) {
        l1Put(k, read, policy, now());
        return { kind: 'ok', value: read.v };
      }
      // The holder may have failed and released the lock: take it over.
      lock = await tryLock(lockKey, token);
    }
    if (lock === 'acquired') return underLock(k, lockKey, token, policy, load);
    // Redis unusable, or the holder is too slow: load ourselves as a last resort.
    return loadAndStore(k, policy, load);
  }

  /** A background refresh: skipped when another replica is already refreshing. */
  async function refreshLoad<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    if (!redis) return loadAndStore(k, policy, load);
    const lockKey = lockKeyOf(k);
    const token = randomUUID();
    const lock = await tryLock(lockKey, token);
    if (lock === 'held') return { kind: 'skipped' };
    if (lock === 'acquired') return underLock(k, lockKey, token, policy, load);
    return loadAndStore(k, policy, load); // Redis down: single flight within this process still holds
  }

  function startFlight(k: string, mode: Flight['mode'], run: () => Promise<LoadOutcome>): Flight {
    const flight: Flight = {
      mode,
      promise: run().finally(() => {
        if (flights.get(k) === flight) flights.delete(k);
      }),
    };
    flights.set(k, flight);
    return flight;
  }

  async function loadForMiss<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    const current = flights.get(k);
    if (current) {
      const outcome = await current.promise;
      if (outcome.kind !== 'skipped') return outcome;
    }
    const again = flights.get(k);
    if (again && again.mode === 'miss') return again.promise;
    return startFlight(k, 'miss', () => coldLoad(k, policy, load)).promise;
  }

  function markFailed(k: string, policy: FamilyPolicy, retryable: boolean): void {
    const entry = l1.get(k);
    if (!entry) return;
    entry.failed = true;
    // A definitive failure (not retryable) is not asked again before the value would be refreshed anyway.
    entry.retryAfter = now() + (retryable ? Math.min(REFRESH_RETRY_MS, policy.freshMs) : policy.freshMs);
  }

  function scheduleRefresh<T, E extends { retryable: boolean }>(
    k: string,
    key: CacheKey,
    policy: FamilyPolicy,
    entry: L1Entry,
    load: () => Promise<Result<T, E>>,
  ): void {
    if (closed || flights.has(k)) return;
    if (entry.retryAfter !== undefined && now() < entry.retryAfter) return;
    // The last good copy goes back to Redis when Redis had lost it and the upstream cannot replace it.
    const restore = async (): Promise<void> => {
      if (!entry.orphan) return;
      await store(k, { v: entry.v, t: entry.t }, policy);
      logger.info({ tenant: key.tenant, family: key.family, path: key.path }, 'cache: copy missing in redis written back');
    };
    const done = startFlight(k, 'refresh', () => refreshLoad(k, policy, load)).promise.then(
      async (outcome) => {
        metrics?.refresh(key.tenant, key.family, outcome.kind);
        if (outcome.kind === 'error') {
          const error = outcome.error as E;
          markFailed(k, policy, error.retryable);
          logger.warn({ tenant: key.tenant, family: key.family, path: key.path, error }, 'cache: refresh failed; serving stale');
          await restore();
        }
      },
      async (err: unknown) => {
        metrics?.refresh(key.tenant, key.family, 'error');
        markFailed(k, policy, true);
        logger.error({ err, tenant: key.tenant, family: key.family, path: key.path }, 'cache: refresh threw');
        await restore();
      },
    );
    background.add(done);
    void done.finally(() => background.delete(done));
  }

  /** The entry to serve (fresh or stale), or undefined for a miss. */
  async function lookup(k: string, policy: FamilyPolicy, at: number): Promise<L1Entry | undefined> {
    let local = l1Get(k);
    if (local && at - local.t >= policy.staleMs) {
      l1.delete(k);
      local = undefined;
    }
    if (!redis) return local;
    if (local && at < local.trustUntil) return local;
    const read = await readRedis(k);
    if (read === 'error') return local; // Redis trouble: what this process has is better than nothing
    if (read === 'missing') {
      // Expiry is L1's own (checked above) and a purge reaches every replica's L1 by pub/sub, so a
      // copy that Redis lacks is one Redis lost (a restart, an eviction): keep serving it, refresh it,
      // and write it back if the upstream fails. A Redis restart never costs a page.
      if (local) local.orphan = true;
      return local;
    }
    if (at - read.t >= policy.staleMs) return undefined;
    return l1Put(k, read, policy, at);
  }

  // ---- pub/sub: drop L1 copies that another replica replaced or purged

  function onMessage(from: string, text: string): void {
    if (from !== channel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    if ('from' in message && message.from === instanceId) return;
    if ('key' in message && typeof message.key === 'string') l1.delete(message.key);
    if ('tenant' in message && typeof message.tenant === 'string') l1DropPrefix(tenantKeyPrefix(prefix, message.tenant));
  }

  if (subscriber) {
    subscriber.on('message', onMessage);
    subscriber.subscribe(channel).catch((err: unknown) => {
      logger.warn({ err, channel }, 'cache: subscribe failed; L1 copies expire on their own');
    });
  }

  return {
    async get<T, E extends { retryable: boolean }>(key: CacheKey, load: () => Promise<Result<T, E>>): Promise<CacheResult<T, E>> {
      const policy = policies[key.family];
      const k = buildCacheKey(prefix, key);
      const at = now();
      const served = (result: CacheResult<T, E>): CacheResult<T, E> => {
        metrics?.request(key.tenant, key.family, result.state satisfies CacheRequestState);
        return result;
      };
      const entry = await lookup(k, policy, at);
      if (entry) {
        const fresh = at - entry.t < policy.freshMs;
        if (!fresh || entry.orphan) scheduleRefresh(k, key, policy, entry, load);
        if (fresh) return served({ ok: true, value: entry.v as T, state: 'hit' });
        return served({ ok: true, value: entry.v as T, state: entry.failed ? 'stale-error' : 'stale' });
      }
      let outcome = await loadForMiss(k, policy, load);
      // Only a refresh is ever skipped and loadForMiss never hands one back; load rather than fail.
      if (outcome.kind === 'skipped') outcome = await loadAndStore(k, policy, load);
      if (outcome.kind === 'ok') return served({ ok: true, value: outcome.value as T, state: 'miss' });
      if (outcome.kind === 'error') return served({ ok: false, error: outcome.error as E, state: 'error' });
      throw new Error('cache: a load was skipped twice');
    },

    async purgeTenant(tenant: string): Promise<number> {
      const keyPrefix = tenantKeyPrefix(prefix, tenant);
      const dropped = l1DropPrefix(keyPrefix);
      if (!redis) return dropped;
      let deleted = 0;
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${globEscape(keyPrefix)}*`, 'COUNT', 500);
          if (keys.length > 0) deleted += await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      } catch (err) {
        metrics?.redisError('purge');
        throw err;
      } finally {
        // Again after the scan: a get may have copied an entry into L1 meanwhile.
        l1DropPrefix(keyPrefix);
        publish({ tenant });
      }
      logger.info({ tenant, deleted }, 'cache: tenant purged');
      return deleted;
    },

    async close(): Promise<void> {
      closed = true;
      if (subscriber) {
        subscriber.off('message', onMessage);
        if (subscriber.status === 'ready') await subscriber.unsubscribe(channel).catch(() => undefined);
      }
      if (background.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...background]),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, CLOSE_WAIT_MS);
            timer.unref();
          }),
        ]);
        clearTimeout(timer);
      }
      l1.clear();
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
