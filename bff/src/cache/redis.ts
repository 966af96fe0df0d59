import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';

// Redis connections for the shared cache (DESIGN.md "Caching": Redis trouble never fails a request and
// never stalls it). ioredis' defaults queue commands while disconnected and retry them, so a dead Redis
// holds a request for about ten seconds (STACK.md); these options make every command answer or fail
// within a fraction of a second, while the connection keeps reconnecting in the background so that a
// Redis coming back is picked up without a restart.

/** The logger calls the cache needs; a pino or Fastify logger fits. */
export interface CacheLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Longest time one Redis command may take before it counts as failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 2000;
/** A dead Redis reports an error at every reconnect attempt; one log line per window is enough. */
const ERROR_LOG_WINDOW_MS = 30_000;

/** Reconnect forever with a growing delay capped at ~2 s (never give up: Redis may come back). */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt - 1, 5), MAX_RECONNECT_DELAY_MS);
}

export function redisOptions(): RedisOptions {
  return {
    enableOfflineQueue: false, // fail at once while disconnected instead of queueing
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    lazyConnect: false,
    retryStrategy: reconnectDelay,
  };
}

/**
 * A connection for commands or for SUBSCRIBE: a single Redis, or a Redis Cluster (ioredis' Cluster,
 * which routes each command to its key's master). Both speak the same commands; the few places that
 * differ (a purge's SCAN, redis-level.ts) ask `instanceof Cluster`.
 */
export type RedisClient = Redis | Cluster;

export interface RedisEndpoint {
  host: string;
  port: number;
}

/** Where the shared Redis is (config.ts `REDIS`): one URL, a Cluster's seed nodes, or Sentinels. */
export type RedisTarget =
  | { mode: 'single'; url: string }
  | { mode: 'cluster'; nodes: RedisEndpoint[]; password?: string; tls: boolean }
  | { mode: 'sentinel'; sentinels: RedisEndpoint[]; name: string; password?: string; sentinelPassword?: string; tls: boolean };

type Role = 'commands' | 'subscriber';

/**
 * The one factory of connections, for every mode. The subscriber differs from the command connection
 * in what waits on it: nothing in a request does, so it keeps ioredis' offline queue (a SUBSCRIBE
 * sent while Redis is down goes out when it comes back) and has no command timeout.
 */
function connect(target: RedisTarget | string, role: Role): RedisClient {
  const resolved: RedisTarget = typeof target === 'string' ? { mode: 'single', url: target } : target;
  const base = redisOptions();
  const roleOptions: RedisOptions =
    role === 'subscriber' ? { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, autoResubscribe: true } : {};
  if (resolved.mode === 'single') return new Redis(resolved.url, { ...base, ...roleOptions });
  const tls = resolved.tls ? { tls: {} } : {};
  const password = resolved.password === undefined ? {} : { password: resolved.password };
  if (resolved.mode === 'sentinel') {
    // ioredis asks the Sentinels for the current master at every (re)connect; the failover detector
    // listens for their +switch-master and drops the connection to the old master at once, instead
    // of writing to it until it refuses (READONLY) or goes away.
    return new Redis({
      ...base,
      ...roleOptions,
      ...tls,
      ...password,
      sentinels: resolved.sentinels,
      name: resolved.name,
      ...(resolved.sentinelPassword === undefined ? {} : { sentinelPassword: resolved.sentinelPassword }),
      ...(resolved.tls ? { enableTLSForSentinelMode: true, sentinelTLS: {} } : {}),
      sentinelRetryStrategy: reconnectDelay,
      failoverDetector: true,
    });
  }
  // A Cluster takes the offline queue and the reconnect at its own level (clusterRetryStrategy: when
  // every node is lost it starts again from the seeds, for ever); the per-node options (timeouts,
  // password, TLS) go to each node's connection through redisOptions.
  const { enableOfflineQueue, retryStrategy: _perNode, lazyConnect: _lazy, ...nodeOptions } = { ...base, ...roleOptions };
  const options: ClusterOptions = {
    enableOfflineQueue,
    clusterRetryStrategy: reconnectDelay,
    // The ready event waits for CLUSTER INFO to say cluster_state:ok.
    enableReadyCheck: true,
    scaleReads: 'master',
    slotsRefreshTimeout: CONNECT_TIMEOUT_MS,
    redisOptions: { ...nodeOptions, ...tls, ...password },
  };
  return new Cluster(resolved.nodes, options);
}

/** The connection for commands (GET, SET, SCAN, PUBLISH …) with fail-fast options. A string is a Redis URL. */
export function createRedis(target: RedisTarget | string, logger: CacheLogger, role = 'cache'): RedisClient {
  const redis = connect(target, 'commands');
  watchConnection(redis, logger, role);
  return redis;
}

/**
 * The connection for SUBSCRIBE (a subscribed connection cannot send other commands). It re-subscribes
 * after every reconnect; on a Cluster, PUBLISH reaches every node, so one subscribed node is enough
 * (ioredis' Cluster keeps that subscription on one node and moves it when the node goes).
 */
export function createSubscriber(target: RedisTarget | string, logger: CacheLogger, role = 'cache-subscriber'): RedisClient {
  const redis = connect(target, 'subscriber');
  watchConnection(redis, logger, role);
  return redis;
}

/** Closes a connection without waiting on a dead Redis. */
export async function closeRedis(redis: RedisClient): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // fall through: the connection broke while quitting
    }
  }
  redis.disconnect();
}

// Without an 'error' listener ioredis' errors become unhandled 'error' events that crash the process.
function watchConnection(redis: RedisClient, logger: CacheLogger, role: string): void {
  let lastLogged = 0;
  let suppressed = 0;
  let down = false;
  redis.on('error', (err: Error) => {
    const now = Date.now();
    if (now - lastLogged >= ERROR_LOG_WINDOW_MS) {
      logger.warn({ err, role, suppressed }, 'redis connection error');
      lastLogged = now;
      suppressed = 0;
    } else {
      suppressed += 1;
    }
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info({ role }, 'redis connection restored');
    down = false;
    lastLogged = 0;
  });
}
