export { createCache, type Cache, type CacheOptions, type CacheResult, type CacheState, type Result } from './cache';
export { buildCacheKey, tenantKeyPrefix, type CacheKey, type CacheQuery } from './keys';
export { DEFAULT_POLICIES, FAMILIES, type Family, type FamilyPolicy } from './policies';
export { CACHE_STATUSES, createCacheMetrics, createCacheStatusGauge, type CacheMetrics, type CacheRefreshOutcome, type CacheRequestState } from './metrics';
export { closeRedis, createRedis, createSubscriber, REDIS_COMMAND_TIMEOUT_MS, type CacheLogger } from './redis';
export { default as cachePlugin, type CachePluginOptions, type CacheStatus } from './plugin';
