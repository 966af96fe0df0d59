import { Redis, type RedisOptions } from 'ioredis';

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

/** The connection for commands (GET, SET, SCAN, PUBLISH …) with fail-fast options. */
export function createRedis(url: string, logger: CacheLogger, role = 'cache'): Redis {
  const redis = new Redis(url, redisOptions());
  watchConnection(redis, logger, role);
  return redis;
}

/**
 * The connection for SUBSCRIBE (a subscribed connection cannot send other commands). Nothing waits on
 * it in a request, so it keeps ioredis' offline queue: a SUBSCRIBE sent while Redis is down is sent
 * when it comes back, and ioredis re-subscribes after every reconnect.
 */
export function createSubscriber(url: string, logger: CacheLogger, role = 'cache-subscriber'): Redis {
  const redis = new Redis(url, {
    ...redisOptions(),
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    autoResubscribe: true,
  });
  watchConnection(redis, logger, role);
  return redis;
}

/** Closes a connection without waiting on a dead Redis. */
export async function closeRedis(redis: Redis): Promise<void> {
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
function watchConnection(redis: Redis, logger: CacheLogger, role: string): void {
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
