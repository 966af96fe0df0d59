import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { createCache, type Cache } from './cache';
import { createCacheMetrics, createCacheStatusGauge } from './metrics';
import type { Family, FamilyPolicy } from './policies';
import { closeRedis, createRedis, createSubscriber, type RedisClient, type RedisTarget } from './redis';

// The shared cache as a Fastify service (DESIGN.md "Caching"). With a Redis (one, a Cluster or behind
// Sentinels: config.ts `REDIS`) every replica shares one
// cache and drops its in-process copies through pub/sub; without one (development) it is in-process only.
// Register it after the metrics plugin so that its counters land on /metrics.

export type CacheStatus = 'redis' | 'memory' | 'redis-down';

export interface CachePluginOptions {
  /** Where Redis is (config.ts `REDIS`; a string is a Redis URL). Unset or null: in-process cache only. */
  redis?: RedisTarget | string | null;
  /** Prefix of every key and channel, e.g. the config's REDIS_PREFIX. */
  prefix: string;
  policies?: Partial<Record<Family, FamilyPolicy>>;
  l1MaxEntries?: number;
  l1TtlMs?: number;
  /** Families bounded per tenant (the kept responses: RESPONSE_CACHE_MAX_ENTRIES). */
  maxEntriesPerTenant?: Partial<Record<Family, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
    /**
     * The process's Redis connection for commands (fail-fast options, cache/redis.ts), null without a
     * Redis configured. Other services with a few commands of their own (the rate limits, single-use
     * records) send them here rather than open connections of their own; the cache plugin closes it.
     * On a Redis Cluster it is an ioredis Cluster: the keys one command or script uses together must
     * share a hash tag (cache/keys.ts `tenantHashTag`).
     */
    redis: RedisClient | null;
    /** For /readyz: 'redis-down' still serves (from memory and upstream) but is worth reporting. */
    cacheStatus(): CacheStatus;
  }
}

// The metrics plugin declares `metricsRegistry` itself; the cache works without it, so it is read here
// through an optional view instead of a second (conflicting) declaration.
function metricsRegistryOf(fastify: FastifyInstance): Registry | undefined {
  if (!fastify.hasDecorator('metricsRegistry')) return undefined;
  return (fastify as FastifyInstance & { metricsRegistry?: Registry }).metricsRegistry;
}

async function cachePlugin(fastify: FastifyInstance, opts: CachePluginOptions): Promise<void> {
  const logger = fastify.log.child({ module: 'cache' });
  let redis: RedisClient | null = null;
  let subscriber: RedisClient | null = null;
  if (opts.redis) {
    redis = createRedis(opts.redis, logger);
    subscriber = createSubscriber(opts.redis, logger);
  }
  const registry = metricsRegistryOf(fastify);
  const cache = createCache({
    redis,
    subscriber,
    prefix: opts.prefix,
    logger,
    ...(registry ? { metrics: createCacheMetrics(registry) } : {}),
    ...(opts.policies ? { policies: opts.policies } : {}),
    ...(opts.l1MaxEntries !== undefined ? { l1MaxEntries: opts.l1MaxEntries } : {}),
    ...(opts.l1TtlMs !== undefined ? { l1TtlMs: opts.l1TtlMs } : {}),
    ...(opts.maxEntriesPerTenant ? { maxEntriesPerTenant: opts.maxEntriesPerTenant } : {}),
  });

  const cacheStatus = (): CacheStatus => {
    if (!redis) return 'memory';
    return redis.status === 'ready' ? 'redis' : 'redis-down';
  };
  fastify.decorate('cache', cache);
  fastify.decorate<RedisClient | null>('redis', redis);
  fastify.decorate('cacheStatus', cacheStatus);
  if (registry) createCacheStatusGauge(registry, cacheStatus);

  fastify.addHook('onClose', async () => {
    await cache.close();
    await Promise.all([redis, subscriber].map((connection) => (connection ? closeRedis(connection) : Promise.resolve())));
  });
}

export default fp(cachePlugin, { name: 'cache', fastify: '5.x' });
