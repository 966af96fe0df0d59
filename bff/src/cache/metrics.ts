import { Counter, Gauge, type Registry } from 'prom-client';

// What ops see of the shared cache on /metrics (DESIGN.md "Caching": hit, miss, stale and error counts
// per tenant and data family). Tenants and families are small closed sets, so the labels stay bounded;
// keys and paths are never labels.

export type CacheRequestState = 'hit' | 'miss' | 'stale' | 'stale-error' | 'error';
/** ok: stored a new value; error: the loader failed (stale kept); skipped: another replica holds the refresh lock. */
export type CacheRefreshOutcome = 'ok' | 'error' | 'skipped';

export interface CacheMetrics {
  request(tenant: string, family: string, state: CacheRequestState): void;
  redisError(op: string): void;
  refresh(tenant: string, family: string, outcome: CacheRefreshOutcome): void;
}

export function createCacheMetrics(registry: Registry): CacheMetrics {
  const requests = counter(registry, 'bff_cache_requests_total', 'Shared cache lookups by how they were served.', [
    'tenant',
    'family',
    'state',
  ]);
  const redisErrors = counter(registry, 'bff_cache_redis_errors_total', 'Redis calls of the cache that failed or timed out.', ['op']);
  const refreshes = counter(registry, 'bff_cache_refresh_total', 'Background (stale-while-revalidate) refreshes.', [
    'tenant',
    'family',
    'outcome',
  ]);
  // Each lookup counts one: the labelled child is found once per label set (tenants × families ×
  // states, a few hundred), not hashed again on every hit.
  const requestChildren = new Map<string, { inc(): void }>();
  return {
    request: (tenant, family, state) => {
      const key = `${tenant}\u0000${family}\u0000${state}`;
      let child = requestChildren.get(key);
      if (!child) requestChildren.set(key, (child = requests.labels({ tenant, family, state: state === 'stale-error' ? 'stale_error' : state })));
      child.inc();
    },
    redisError: (op) => redisErrors.inc({ op }),
    refresh: (tenant, family, outcome) => refreshes.inc({ tenant, family, outcome }),
  };
}

// Reuses a counter already in the registry (a second cache on the same registry, or a test app built
// twice) instead of throwing "metric has already been registered".
function counter<L extends string>(registry: Registry, name: string, help: string, labelNames: L[]): Counter<L> {
  const existing = registry.getSingleMetric(name);
  if (existing instanceof Counter) return existing;
  return new Counter({ name, help, labelNames, registers: [registry] });
}

/** The states /readyz reports: Redis in use, in-process only (no REDIS_URL), or Redis configured but down. */
export const CACHE_STATUSES = ['redis', 'memory', 'redis-down'] as const;

/**
 * `bff_cache_status{status}`: 1 for the cache's current state, 0 for the others (read at each scrape),
 * so a dashboard can show when a replica lost Redis and for how long.
 */
export function createCacheStatusGauge(registry: Registry, status: () => (typeof CACHE_STATUSES)[number]): void {
  if (registry.getSingleMetric('bff_cache_status')) registry.removeSingleMetric('bff_cache_status');
  new Gauge({
    name: 'bff_cache_status',
    help: 'State of the shared cache: 1 for the current one of redis, memory (no Redis configured), redis-down.',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      const current = status();
      for (const each of CACHE_STATUSES) this.set({ status: each }, each === current ? 1 : 0);
    },
  });
}
