import { BentoCache, bentostore, errors as bentoErrors } from 'bentocache';
import { memoryDriver } from 'bentocache/drivers/memory';
import { redisBusDriver, redisDriver } from 'bentocache/drivers/redis';
import type { Cache, CacheOptions, CacheResult, Result } from './cache';
import { buildCacheKey, tenantKeyPattern, tenantKeyPrefix, type CacheKey } from './keys';
import { resolvePolicies } from './policies';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis';

// EVALUATION ONLY (issue 19): our Cache interface on bentocache, to run the cache's own tests against
// it (bento-eval.*.test.ts). Memory L1 + Redis L2 (ioredis) + Redis bus; a family's fresh time is
// bentocache's ttl, its stale time the grace period (bentocache's physical TTL), timeout 0 for
// stale-while-revalidate, its in-process lock for stampede protection, hardTimeout for loadTimeoutMs,
// and every L2/bus operation bounded by redisTimeoutMs through internalOperationWrapper.
//
// What bentocache does not tell a caller, the adapter keeps itself: how a value was served (it wraps
// each value with its load time), whether the last refresh of a key failed (stale-error), the loads in
// flight (health) and the number of keys a purge removed (a SCAN before clear()). Options it has no
// counterpart for are ignored: now (it reads Date.now()), l1TtlMs, lockTtlMs, lockWaitMs,
// maxEntriesPerTenant.

interface Wrapped {
  v: unknown;
  t: number;
}

/** A loader's failure, thrown so that bentocache does not store it, and unwrapped again below. */
class LoadFailed<E> extends Error {
  constructor(readonly failure: E) {
    super('cache: load failed');
  }
}

/**
 * An L2 or bus operation of bentocache, bounded by `ms` and counted when it fails: bentocache has no
 * timeout of its own for Redis calls, and no name for the operation it wraps.
 */
function bounded<T>(fn: () => T, ms: number, onError: (kind: 'error' | 'timeout') => void): T {
  let out: T;
  try {
    out = fn();
  } catch (err) {
    onError('error');
    throw err;
  }
  if (!(out instanceof Promise)) return out;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onError('timeout');
      reject(new Error(`cache: redis did not answer within ${ms} ms`));
    }, ms);
    timer.unref();
  });
  const work = (out as Promise<unknown>).catch((err: unknown) => {
    onError('error');
    throw err;
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer)) as T;
}

export function createBentoCache(opts: CacheOptions): Cache {
  const { redis, prefix, logger, metrics } = opts;
  const policies = resolvePolicies(opts.policies);
  const redisTimeoutMs = opts.redisTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const loadTimeoutMs = opts.loadTimeoutMs ?? opts.lockTtlMs ?? 10_000;
  // bentocache joins its prefix, namespace and key with ':'; our prefix already ends with one.
  const bentoPrefix = prefix.endsWith(':') ? prefix.slice(0, -1) : prefix;

  let store = bentostore().useL1Layer(memoryDriver({ maxItems: opts.l1MaxEntries ?? 2000 }));
  if (redis) store = store.useL2Layer(redisDriver({ connection: redis }));
  // The transport duplicates the connection it is given (a publisher and a subscriber); the subscriber
  // connection keeps its offline queue, so a SUBSCRIBE sent while connecting is not refused.
  if (redis && opts.subscriber) store = store.useBus(redisBusDriver({ connection: opts.subscriber }));

  const bento = new BentoCache({
    default: 'cache',
    prefix: bentoPrefix,
    timeout: 0,
    hardTimeout: loadTimeoutMs,
    graceBackoff: 1000,
    internalOperationWrapper: <T>(fn: () => T): T => bounded(fn, redisTimeoutMs, (kind) => metrics?.redisError(`bento-${kind}`)),
    stores: { cache: store },
  });

  // bentocache builds a store (and subscribes its bus) on first use; a replica must listen from the start.
  bento.use();

  const failedRefresh = new Map<string, true>();
  let loads = 0;
  let stuckLoads = 0;

  // One namespace object per tenant, kept: each namespace() call builds a new handler with its own
  // lock map, so asking for it per request would lose the stampede protection.
  const namespaces = new Map<string, ReturnType<typeof bento.namespace>>();
  function namespaceOf(tenant: string) {
    let namespace = namespaces.get(tenant);
    if (!namespace) namespaces.set(tenant, (namespace = bento.namespace(encodeURIComponent(tenant))));
    return namespace;
  }

  return {
    async get<T, E extends { retryable: boolean }>(key: CacheKey, load: () => Promise<Result<T, E>>): Promise<CacheResult<T, E>> {
      const policy = policies[key.family];
      const full = buildCacheKey(prefix, key);
      const inner = full.slice(tenantKeyPrefix(prefix, key.tenant).length);
      const served = (result: CacheResult<T, E>): CacheResult<T, E> => {
        metrics?.request(key.tenant, key.family, result.state);
        return result;
      };
      // stale-error means the refresh before this request failed, so it is read before asking bentocache.
      const failedBefore = failedRefresh.has(full);
      let mine: Wrapped | undefined;
      let loading: Promise<Result<T, E>> | undefined;
      const factory = async (): Promise<Wrapped> => {
        loads++;
        let gaveUp = false;
        const timer = setTimeout(() => {
          gaveUp = true;
          stuckLoads++;
        }, loadTimeoutMs);
        timer.unref();
        try {
          loading = load();
          const result = await loading;
          if (!result.ok) {
            failedRefresh.set(full, true);
            throw new LoadFailed(result.error);
          }
          failedRefresh.delete(full);
          mine = { v: result.value, t: Date.now() };
          return mine;
        } finally {
          clearTimeout(timer);
          loads--;
          if (gaveUp) stuckLoads--;
        }
      };
      try {
        const got = await namespaceOf(key.tenant).getOrSet<Wrapped>({
          key: inner,
          factory,
          ttl: policy.freshMs,
          grace: policy.staleMs,
        });
        if (got === mine) return served({ ok: true, value: got.v as T, state: 'miss' });
        if (loading) {
          // This call started a background refresh (bentocache's SWR): count its outcome.
          const refresh = loading;
          void refresh.then(
            (r) => metrics?.refresh(key.tenant, key.family, r.ok ? 'ok' : 'error'),
            () => metrics?.refresh(key.tenant, key.family, 'error'),
          );
        }
        const fresh = Date.now() - got.t < policy.freshMs;
        if (fresh) return served({ ok: true, value: got.v as T, state: 'hit' });
        return served({ ok: true, value: got.v as T, state: failedBefore ? 'stale-error' : 'stale' });
      } catch (err) {
        const cause = err instanceof bentoErrors.E_FACTORY_ERROR ? (err as Error).cause : err;
        if (cause instanceof LoadFailed) return served({ ok: false, error: cause.failure as E, state: 'error' });
        if (err instanceof bentoErrors.E_FACTORY_HARD_TIMEOUT) {
          logger.error({ key: full, loadTimeoutMs }, 'cache: a load did not settle in time');
          throw new Error(`cache: the load of ${full} did not settle within ${loadTimeoutMs} ms`);
        }
        throw cause;
      }
    },

    // bentocache has no synchronous read: every read is a promise, so there is nothing to peek.
    peekFresh<T>(): T | undefined {
      return undefined;
    },

    async purgeTenant(tenant: string): Promise<number> {
      let counted = 0;
      if (redis) {
        // bentocache's clear() returns nothing; the count the ops route reports comes from our own SCAN.
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', tenantKeyPattern(prefix, tenant), 'COUNT', 500);
          counted += keys.length;
          cursor = next;
        } while (cursor !== '0');
      }
      await namespaceOf(tenant).clear({ suppressL2Errors: false });
      for (const k of failedRefresh.keys()) if (k.startsWith(tenantKeyPrefix(prefix, tenant))) failedRefresh.delete(k);
      logger.info({ tenant, deleted: counted }, 'cache: tenant purged');
      return counted;
    },

    health() {
      return { loads, stuckLoads };
    },

    async close(): Promise<void> {
      // With Redis down, the bus connections' QUIT waits in their offline queue until the wrapper's
      // timeout; a close must not fail for that.
      await bento.disconnectAll().catch((err: unknown) => logger.warn({ err }, 'cache: bentocache did not disconnect cleanly'));
    },
  };
}
