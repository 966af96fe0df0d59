import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Result } from '../upstream/result';
import { buildCacheKey, indexKeyOf, invalidationChannel, lockKeyOf, tenantKeyPattern, tenantKeyPrefix, type CacheKey } from './keys';
import { createMemoryLevel, type MemoryEntry, type MemoryGroup } from './memory-level';
import type { CacheMetrics, CacheRequestState } from './metrics';
import { FAMILIES, resolvePolicies, type Family, type FamilyPolicy } from './policies';
import { REDIS_COMMAND_TIMEOUT_MS, type CacheLogger } from './redis';
import { createRedisLevel, listenForInvalidations, type RedisLevel, type StoredEntry } from './redis-level';

// The shared cache of public upstream GETs (DESIGN.md "Caching"): two levels (an in-process LRU in
// front of Redis), per family a fresh and a stale time, stale-while-revalidate, stale-if-error, one
// load per key at a time across all replicas, and Redis trouble that never fails or stalls a request.
// This file is the core that decides what to serve and when to load; the levels, the key layout and the
// policies have files of their own.
//
// PERSONAL DATA NEVER ENTERS THIS CACHE. A key has no member, token or cookie on purpose: what is stored
// under it is served to every visitor of the tenant. Callers must not use it for requests that carry a
// member's token or return anything about one member (profile, personal event/news lists, points).
//
// Values are stored as JSON: they must be plain data, and a value served from L1 is the same object for
// every caller, so callers must treat values as read-only.

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
  /**
   * Families whose entries are bounded per tenant (issue 17: every query string was a cached copy of
   * its own): at most this many keys of the family per tenant, in Redis (the oldest written go first)
   * and in each process's first level (the least recently used go first).
   */
  maxEntriesPerTenant?: Partial<Record<Family, number>>;
  /** How long L1 trusts an entry without asking Redis (default 5 s, never beyond the entry's freshness). */
  l1TtlMs?: number;
  /** How long the cross-replica load lock is held at most (default 10 s: an upstream call with its retry). */
  lockTtlMs?: number;
  /** How long a cold miss waits for another replica's load before loading itself (default 1.5 s). */
  lockWaitMs?: number;
  /** Upper bound of one Redis call, on top of ioredis' commandTimeout (default 250 ms). */
  redisTimeoutMs?: number;
  /**
   * How long one load (its lock, the upstream call with its retry, the store) may take before its
   * flight is given up and its waiters are answered with an error (default: lockTtlMs, 10 s; by then
   * the lock it held has expired anyway). A loader that never settles must not hold its key for ever.
   */
  loadTimeoutMs?: number;
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
  /**
   * The value for `key` when this process holds it fresh and may answer for it without asking Redis
   * (counted as a hit); otherwise undefined, and the caller asks `get`. Synchronous: for the hottest
   * answers, served before any routing (page-cache/memory-hits.ts).
   */
  peekFresh<T>(key: CacheKey): T | undefined;
  /** Deletes a tenant's entries in Redis (SCAN + UNLINK) and in every replica's L1. Rejects when Redis fails. */
  purgeTenant(tenant: string): Promise<number>;
  /** For /readyz: loads under way, and loads given up past loadTimeoutMs that have still not settled. */
  health(): { loads: number; stuckLoads: number };
  close(): Promise<void>;
}

type LoadOutcome = { kind: 'ok'; value: unknown } | { kind: 'error'; error: unknown } | { kind: 'skipped' };

interface Flight {
  mode: 'miss' | 'refresh';
  promise: Promise<LoadOutcome>;
}

const SECOND = 1000;
/** How long L1 trusts an entry without asking Redis, unless told otherwise (l1TtlMs). */
export const DEFAULT_L1_TRUST_MS = 5 * SECOND;
const POLL_STEP_MS = 50;
/** After a retryable refresh failure, wait this long (at most the fresh time) before trying again. */
const REFRESH_RETRY_MS = 1000;
const CLOSE_WAIT_MS = 2000;

export function createCache(opts: CacheOptions): Cache {
  const { redis, prefix, logger, metrics } = opts;
  const subscriber = opts.subscriber ?? null;
  const now = opts.now ?? Date.now;
  const l1TtlMs = opts.l1TtlMs ?? DEFAULT_L1_TRUST_MS;
  const lockWaitMs = opts.lockWaitMs ?? 1500;
  const policies = resolvePolicies(opts.policies);
  const channel = invalidationChannel(prefix);
  const instanceId = randomUUID();
  const l1 = createMemoryLevel({ maxEntries: opts.l1MaxEntries ?? 2000, trustMs: redis ? l1TtlMs : null });
  // null: in-process only. Every path below that needs Redis checks this first.
  const shared = redis
    ? createRedisLevel({
        redis,
        logger,
        metrics,
        timeoutMs: opts.redisTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
        lockTtlMs: opts.lockTtlMs ?? 10 * SECOND,
        channel,
        instanceId,
      })
    : null;
  const flights = new Map<string, Flight>();
  const background = new Set<Promise<void>>();
  const loadTimeoutMs = opts.loadTimeoutMs ?? opts.lockTtlMs ?? 10 * SECOND;
  let stuckLoads = 0;
  let closed = false;

  /** The bound of the family a key is of, per tenant, if it has one (`{prefix}{tenant}:{family}:…`). */
  function boundOf(k: string): (MemoryGroup & { index: string }) | undefined {
    const [tenant, family] = k.slice(prefix.length).split(':', 2) as [string, Family];
    const maxEntries = opts.maxEntriesPerTenant?.[family];
    if (maxEntries === undefined) return undefined;
    return { id: `${tenant}:${family}`, maxEntries, index: indexKeyOf(prefix, decodeURIComponent(tenant), family) };
  }

  function putL1(k: string, entry: StoredEntry, policy: FamilyPolicy, at: number): MemoryEntry {
    return l1.put(k, entry, policy, at, boundOf(k));
  }

  async function store(k: string, entry: StoredEntry, policy: FamilyPolicy): Promise<void> {
    putL1(k, entry, policy, now());
    if (!shared) return;
    const bound = boundOf(k);
    await shared.write(k, entry, Math.ceil(policy.staleMs - (now() - entry.t)), bound && { index: bound.index, maxEntries: bound.maxEntries });
  }

  // ---- loading

  async function loadAndStore<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    const result = await load();
    if (!result.ok) return { kind: 'error', error: result.error };
    await store(k, { v: result.value, t: now() }, policy);
    return { kind: 'ok', value: result.value };
  }

  /** After taking the lock: another replica may have stored a fresh value just before. */
  async function freshInRedis(level: RedisLevel, k: string, policy: FamilyPolicy): Promise<StoredEntry | undefined> {
    const read = await level.read(k);
    if (typeof read === 'string') return undefined;
    const at = now();
    if (at - read.t >= policy.freshMs) return undefined;
    putL1(k, read, policy, at);
    return read;
  }

  async function underLock<T, E>(
    level: RedisLevel,
    k: string,
    lockKey: string,
    token: string,
    policy: FamilyPolicy,
    load: () => Promise<Result<T, E>>,
  ): Promise<LoadOutcome> {
    try {
      const fresh = await freshInRedis(level, k, policy);
      if (fresh) return { kind: 'ok', value: fresh.v };
      return await loadAndStore(k, policy, load);
    } finally {
      await level.releaseLock(lockKey, token);
    }
  }

  /** A cold miss: load under the cross-replica lock, or wait for the replica that holds it. */
  async function coldLoad<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    if (!shared) return loadAndStore(k, policy, load);
    const lockKey = lockKeyOf(prefix, k);
    const token = randomUUID();
    let lock = await shared.tryLock(lockKey, token);
    const deadline = Date.now() + lockWaitMs;
    while (lock === 'held' && Date.now() < deadline) {
      await sleep(POLL_STEP_MS);
      const read = await shared.read(k);
      if (read === 'error') break; // Redis went away: load ourselves
      if (read !== 'missing' && now() - read.t < policy.staleMs) {
        putL1(k, read, policy, now());
        return { kind: 'ok', value: read.v };
      }
      // The holder may have failed and released the lock: take it over.
      lock = await shared.tryLock(lockKey, token);
    }
    if (lock === 'acquired') return underLock(shared, k, lockKey, token, policy, load);
    // Redis unusable, or the holder is too slow: load ourselves as a last resort.
    return loadAndStore(k, policy, load);
  }

  /** A background refresh: skipped when another replica is already refreshing. */
  async function refreshLoad<T, E>(k: string, policy: FamilyPolicy, load: () => Promise<Result<T, E>>): Promise<LoadOutcome> {
    if (!shared) return loadAndStore(k, policy, load);
    const lockKey = lockKeyOf(prefix, k);
    const token = randomUUID();
    const lock = await shared.tryLock(lockKey, token);
    if (lock === 'held') return { kind: 'skipped' };
    if (lock === 'acquired') return underLock(shared, k, lockKey, token, policy, load);
    return loadAndStore(k, policy, load); // Redis down: single flight within this process still holds
  }

  /** `loading`, or a rejection once loadTimeoutMs has passed; counted as stuck until it settles. */
  function bounded(k: string, loading: Promise<LoadOutcome>): Promise<LoadOutcome> {
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const settled = () => {
      clearTimeout(timer);
      if (gaveUp) stuckLoads--;
    };
    loading.then(settled, settled);
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        gaveUp = true;
        stuckLoads++;
        logger.error({ key: k, loadTimeoutMs }, 'cache: a load did not settle in time; its flight is given up');
        reject(new Error(`cache: the load of ${k} did not settle within ${loadTimeoutMs} ms`));
      }, loadTimeoutMs);
      timer.unref();
    });
    return Promise.race([loading, limit]);
  }

  function startFlight(k: string, mode: Flight['mode'], run: () => Promise<LoadOutcome>): Flight {
    const flight: Flight = {
      mode,
      promise: bounded(k, run()).finally(() => {
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
    const entry = l1.peek(k);
    if (!entry) return;
    entry.failed = true;
    // A definitive failure (not retryable) is not asked again before the value would be refreshed anyway.
    entry.retryAfter = now() + (retryable ? Math.min(REFRESH_RETRY_MS, policy.freshMs) : policy.freshMs);
  }

  function scheduleRefresh<T, E extends { retryable: boolean }>(
    k: string,
    key: CacheKey,
    policy: FamilyPolicy,
    entry: MemoryEntry,
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

  // Reads of one key from Redis in flight, shared: when an L1 copy stops being trusted (every few
  // seconds for a hot page), every request for it at that moment asked Redis for the same value and
  // parsed it, a burst that stalled the process under load (the bench's p99). One read answers them.
  const reads = new Map<string, ReturnType<NonNullable<typeof shared>['read']>>();
  function readShared(k: string): ReturnType<NonNullable<typeof shared>['read']> {
    let read = reads.get(k);
    if (!read) {
      read = shared!.read(k).finally(() => reads.delete(k));
      reads.set(k, read);
    }
    return read;
  }

  /** The entry to serve (fresh or stale), or undefined for a miss. */
  async function lookup(k: string, policy: FamilyPolicy, at: number): Promise<MemoryEntry | undefined> {
    let local = l1.get(k);
    if (local && at - local.t >= policy.staleMs) {
      l1.delete(k);
      local = undefined;
    }
    if (!shared) return local;
    if (local && at < local.trustUntil) return local;
    const read = await readShared(k);
    if (read === 'error') return local; // Redis trouble: what this process has is better than nothing
    if (read === 'missing') {
      // Expiry is L1's own (checked above) and a purge reaches every replica's L1 by pub/sub, so a
      // copy that Redis lacks is one Redis lost (a restart, an eviction): keep serving it, refresh it,
      // and write it back if the upstream fails. A Redis restart never costs a page.
      if (local) local.orphan = true;
      return local;
    }
    if (at - read.t >= policy.staleMs) return undefined;
    return putL1(k, read, policy, at);
  }

  // ---- pub/sub: drop L1 copies that another replica replaced or purged

  const listener = subscriber
    ? listenForInvalidations(subscriber, { channel, instanceId, logger }, (message) => {
        if (message.key !== undefined) l1.delete(message.key);
        if (message.tenant !== undefined) l1.dropPrefix(tenantKeyPrefix(prefix, message.tenant));
      })
    : null;

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

    peekFresh<T>(key: CacheKey): T | undefined {
      const policy = policies[key.family];
      const entry = l1.get(buildCacheKey(prefix, key));
      const at = now();
      // The same conditions as lookup() answering from L1 alone, and fresh: anything else goes to get().
      if (!entry || entry.orphan || at - entry.t >= policy.freshMs || (shared && at >= entry.trustUntil)) return undefined;
      metrics?.request(key.tenant, key.family, 'hit');
      return entry.v as T;
    },

    async purgeTenant(tenant: string): Promise<number> {
      const keyPrefix = tenantKeyPrefix(prefix, tenant);
      const dropped = l1.dropPrefix(keyPrefix);
      if (!shared) return dropped;
      let deleted: number;
      try {
        deleted = await shared.unlinkMatching(tenantKeyPattern(prefix, tenant));
        // The bounded families' indexes name only keys that are gone now.
        for (const family of FAMILIES) if (opts.maxEntriesPerTenant?.[family] !== undefined) await shared.unlinkMatching(indexKeyOf(prefix, tenant, family));
      } finally {
        // Again after the scan: a get may have copied an entry into L1 meanwhile.
        l1.dropPrefix(keyPrefix);
        shared.publish({ tenant });
      }
      logger.info({ tenant, deleted }, 'cache: tenant purged');
      return deleted;
    },

    health() {
      return { loads: flights.size, stuckLoads };
    },

    async close(): Promise<void> {
      closed = true;
      await listener?.stop();
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
