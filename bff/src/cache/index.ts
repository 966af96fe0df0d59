export {
  buildCacheKey,
  createCache,
  DEFAULT_POLICIES,
  FAMILIES,
  tenantKeyPrefix,
  type Cache,
  type CacheKey,
  type CacheOptions,
  type CacheQuery,
  type CacheResult,
  type CacheState,
  type Family,
  type FamilyPolicy,
  type Result,
} from './cache';
export { createCacheMetrics, type CacheMetrics, type CacheRefreshOutcome, type CacheRequestState } from './metrics';
export { closeRedis, createRedis, createSubscriber, REDIS_COMMAND_TIMEOUT_MS, type CacheLogger } from './redis';
export { default as cachePlugin, type CachePluginOptions, type CacheStatus } from './plugin';
