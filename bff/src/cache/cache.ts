import { randomUUID } from 'node:crypto';
import type { Result } from '../upstream/result';
import { createFlights } from './flights';
import { judgeCopy } from './freshness';
import { buildCacheKey, invalidationChannel, type CacheKey } from './keys';
import { createLockedLoad } from './locked-load';
import { lookup, trustedFresh } from './lookup';
import { createMemoryLevel } from './memory-level';
import type { CacheMetrics, CacheRequestState } from './metrics';
import { resolvePolicies, type Family, type FamilyPolicy } from './policies';
import { dropOnInvalidation, purgeTenant } from './purge';
import { REDIS_COMMAND_TIMEOUT_MS, type CacheLogger, type RedisClient } from './redis';
import { createRedisLevel } from './redis-level';
import { createRefreshes } from './refresh';
import { createTiers } from './tiers';

// The shared cache of public upstream GETs (DESIGN.md "Caching"): two levels (an in-process LRU in
// front of Redis), per family a fresh and a stale time, stale-while-revalidate, stale-if-error, one
// load per key at a time across all replicas, and Redis trouble that never fails or stalls a request.
// This file puts the parts together, each in a file of its own: the two levels as one store
// (tiers.ts, over memory-level.ts and redis-level.ts), which copy to serve and how far L1 is trusted
// (lookup.ts), fresh or stale (freshness.ts), one load per key in the process (flights.ts) and across
// replicas (locked-load.ts), the background refresh (refresh.ts), the purge and pub/sub (purge.ts);
// the key layout (keys.ts) and the policies (policies.ts).
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
  redis: RedisClient | null;
  /** A connection for SUBSCRIBE: drops L1 copies when another replica stores or purges. */
  subscriber?: RedisClient | null;
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
  /** `key`'s name in the levels (for peekFreshNamed). */
  nameOf(key: CacheKey): string;
  /** peekFresh for a key already named (nameOf): the hottest callers name a key once, not per request. */
  peekFreshNamed<T>(name: string, key: Pick<CacheKey, 'tenant' | 'family'>): T | undefined;
  /**
   * Drops one key now, in this process, in Redis and (pub/sub) in every replica's first level: data
   * the bff itself has just changed upstream (a booking takes places of a time) must not be served
   * from a copy until its fresh time ends. The next get loads it. Never rejects: with Redis away only
   * this process's copy goes (the others' expire within their L1 trust).
   */
  drop(key: CacheKey): Promise<void>;
  /** Deletes a tenant's entries in Redis (SCAN + UNLINK) and in every replica's L1. Rejects when Redis fails. */
  purgeTenant(tenant: string): Promise<number>;
  /** For /readyz: loads under way, and loads given up past loadTimeoutMs that have still not settled. */
  health(): { loads: number; stuckLoads: number };
  close(): Promise<void>;
}

const SECOND = 1000;
/** How long L1 trusts an entry without asking Redis, unless told otherwise (l1TtlMs). */
export const DEFAULT_L1_TRUST_MS = 5 * SECOND;
const CLOSE_WAIT_MS = 2000;

export function createCache(opts: CacheOptions): Cache {
  const { redis, prefix, logger, metrics } = opts;
  const subscriber = opts.subscriber ?? null;
  const now = opts.now ?? Date.now;
  const l1TtlMs = opts.l1TtlMs ?? DEFAULT_L1_TRUST_MS;
  const policies = resolvePolicies(opts.policies);
  const channel = invalidationChannel(prefix);
  const instanceId = randomUUID();
  const tiers = createTiers({
    l1: createMemoryLevel({ maxEntries: opts.l1MaxEntries ?? 2000, trustMs: redis ? l1TtlMs : null }),
    shared: redis
      ? createRedisLevel({
          redis,
          logger,
          metrics,
          timeoutMs: opts.redisTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
          lockTtlMs: opts.lockTtlMs ?? 10 * SECOND,
          channel,
          instanceId,
        })
      : null,
    prefix,
    maxEntriesPerTenant: opts.maxEntriesPerTenant,
    now,
  });
  const loads = createLockedLoad({ tiers, prefix, lockWaitMs: opts.lockWaitMs ?? 1500, now });
  const flights = createFlights({ loadTimeoutMs: opts.loadTimeoutMs ?? opts.lockTtlMs ?? 10 * SECOND, logger });
  const refreshes = createRefreshes({ tiers, flights, loads, logger, metrics, now });
  const listener = subscriber ? dropOnInvalidation(subscriber, tiers, { prefix, channel, instanceId, logger }) : null;

  function peekFreshNamed<T>(name: string, key: Pick<CacheKey, 'tenant' | 'family'>): T | undefined {
    const entry = trustedFresh(tiers, name, policies[key.family], now());
    if (!entry) return undefined;
    metrics?.request(key.tenant, key.family, 'hit');
    return entry.v as T;
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
      const entry = await lookup(tiers, k, policy, at);
      if (entry) {
        const { state, revalidate } = judgeCopy(entry, policy, at);
        if (revalidate) refreshes.schedule(k, key, policy, entry, load);
        return served({ ok: true, value: entry.v as T, state });
      }
      let outcome = await flights.forMiss(k, () => loads.cold(k, policy, load));
      // Only a refresh is ever skipped and forMiss never hands one back; load rather than fail.
      if (outcome.kind === 'skipped') outcome = await loads.loadAndStore(k, policy, load);
      if (outcome.kind === 'ok') return served({ ok: true, value: outcome.value as T, state: 'miss' });
      if (outcome.kind === 'error') return served({ ok: false, error: outcome.error as E, state: 'error' });
      throw new Error('cache: a load was skipped twice');
    },

    peekFresh<T>(key: CacheKey): T | undefined {
      return peekFreshNamed<T>(buildCacheKey(prefix, key), key);
    },

    nameOf(key: CacheKey): string {
      return buildCacheKey(prefix, key);
    },

    peekFreshNamed,

    async drop(key: CacheKey): Promise<void> {
      const k = buildCacheKey(prefix, key);
      tiers.l1.delete(k);
      if (!tiers.shared) return;
      await tiers.shared.remove(k);
      // Again after Redis answered: a get may have copied the old entry into L1 meanwhile.
      tiers.l1.delete(k);
    },

    purgeTenant(tenant: string): Promise<number> {
      return purgeTenant({ tiers, prefix, maxEntriesPerTenant: opts.maxEntriesPerTenant, logger }, tenant);
    },

    health() {
      return flights.health();
    },

    async close(): Promise<void> {
      refreshes.stop();
      await listener?.stop();
      await refreshes.settle(CLOSE_WAIT_MS);
      tiers.l1.clear();
    },
  };
}
