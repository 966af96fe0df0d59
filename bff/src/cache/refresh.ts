import type { Flights } from './flights';
import type { CacheKey } from './keys';
import type { Loader, LockedLoad } from './locked-load';
import type { MemoryEntry } from './memory-level';
import type { CacheMetrics } from './metrics';
import type { FamilyPolicy } from './policies';
import type { CacheLogger } from './redis';
import type { Tiers } from './tiers';

// The background refresh of a stale copy (stale-while-revalidate), while the request is served the
// copy it has: one per key (its flight), skipped when another replica refreshes it. A failed refresh
// marks the copy (served as stale-error: stale-if-error) and holds the next try back a while; a copy
// that Redis had lost goes back to Redis when the upstream cannot replace it.

export interface RefreshesOptions {
  tiers: Tiers;
  flights: Flights;
  loads: LockedLoad;
  logger: CacheLogger;
  metrics?: CacheMetrics;
  now: () => number;
}

export interface Refreshes {
  /** Starts the refresh of `entry` unless one runs, the cache is closing, or a failure holds it back. */
  schedule<T, E extends { retryable: boolean }>(k: string, key: CacheKey, policy: FamilyPolicy, entry: MemoryEntry, load: Loader<T, E>): void;
  /** No refresh starts any more (the cache is closing). */
  stop(): void;
  /** Waits up to `waitMs` for the refreshes under way. */
  settle(waitMs: number): Promise<void>;
}

/** After a retryable refresh failure, wait this long (at most the fresh time) before trying again. */
const REFRESH_RETRY_MS = 1000;

export function createRefreshes(opts: RefreshesOptions): Refreshes {
  const { tiers, flights, loads, logger, metrics, now } = opts;
  const background = new Set<Promise<void>>();
  let closed = false;

  function markFailed(k: string, policy: FamilyPolicy, retryable: boolean): void {
    const entry = tiers.l1.peek(k);
    if (!entry) return;
    entry.failed = true;
    // A definitive failure (not retryable) is not asked again before the value would be refreshed anyway.
    entry.retryAfter = now() + (retryable ? Math.min(REFRESH_RETRY_MS, policy.freshMs) : policy.freshMs);
  }

  return {
    schedule<T, E extends { retryable: boolean }>(k: string, key: CacheKey, policy: FamilyPolicy, entry: MemoryEntry, load: Loader<T, E>): void {
      if (closed || flights.has(k)) return;
      if (entry.retryAfter !== undefined && now() < entry.retryAfter) return;
      // The last good copy goes back to Redis when Redis had lost it and the upstream cannot replace it.
      const restore = async (): Promise<void> => {
        if (!entry.orphan) return;
        await tiers.store(k, { v: entry.v, t: entry.t }, policy);
        logger.info({ tenant: key.tenant, family: key.family, path: key.path }, 'cache: copy missing in redis written back');
      };
      const done = flights.start(k, 'refresh', () => loads.refresh(k, policy, load)).promise.then(
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
    },

    stop() {
      closed = true;
    },

    async settle(waitMs) {
      if (background.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...background]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
