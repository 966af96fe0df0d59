import { Counter, type Registry } from 'prom-client';

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
  return {
    request: (tenant, family, state) => requests.inc({ tenant, family, state: state === 'stale-error' ? 'stale_error' : state }),
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
