import type { RedisClient } from '../cache/redis';

// Values that may be used once (issue 17, Medium 1: the same SSO answer signed in twice). The first
// use of a value is recorded with `SET key NX EX ttl` in Redis under the deployment's prefix, so that
// every replica sees it; a second use, on any replica, finds it and is refused.
//
// Without Redis (no REDIS_URL, or while it is unreachable or slow) the record falls back to this
// process's memory: one replica then refuses what it saw itself, not what another replica saw. A
// value recorded here is also refused after Redis comes back (the memory is asked first), so a
// replay straddling an outage is caught on the replica that saw the first use.

/** The logger calls the record needs; a pino or Fastify logger fits. */
export interface SingleUseLogger {
  warn(obj: object, msg?: string): void;
}

export interface SingleUseOptions {
  /** null: this process's memory only. */
  redis: RedisClient | null;
  /** The deployment's REDIS_PREFIX. */
  prefix: string;
  logger: SingleUseLogger;
  /** Bound of the in-process record (the oldest go first beyond it). */
  maxLocalEntries?: number;
  now?: () => number;
}

export interface SingleUse {
  /**
   * True the first time `key` is used within `ttlS` seconds, false for every later use. `key` is
   * the caller's, e.g. `sso-nonce:{<tenant>}:<nonce>` (the prefix is added here; a key a tenant owns
   * carries its Cluster hash tag, cache/keys.ts `tenantHashTag`).
   */
  use(key: string, ttlS: number): Promise<boolean>;
}

const DEFAULT_MAX_LOCAL_ENTRIES = 100_000;

export function createSingleUse(options: SingleUseOptions): SingleUse {
  const { redis, prefix, logger } = options;
  const now = options.now ?? Date.now;
  const maxLocal = options.maxLocalEntries ?? DEFAULT_MAX_LOCAL_ENTRIES;
  /** Key → until when (ms) it is remembered; a Map keeps insertion order, the oldest first. */
  const local = new Map<string, number>();

  function usedHere(key: string): boolean {
    const until = local.get(key);
    if (until === undefined) return false;
    if (until > now()) return true;
    local.delete(key);
    return false;
  }

  function recordHere(key: string, ttlS: number): void {
    if (local.size >= maxLocal) {
      for (const [old, until] of local) {
        if (local.size < maxLocal && until > now()) break;
        local.delete(old);
      }
    }
    local.set(key, now() + ttlS * 1000);
  }

  return {
    async use(key, ttlS) {
      const full = `${prefix}${key}`;
      if (usedHere(full)) return false;
      if (redis?.status === 'ready') {
        try {
          return (await redis.set(full, '1', 'EX', ttlS, 'NX')) === 'OK';
        } catch (err) {
          logger.warn({ err, key }, 'single-use record kept in this process: Redis failed');
        }
      } else if (redis) {
        logger.warn({ key, redis: redis.status }, 'single-use record kept in this process: Redis is unreachable');
      }
      recordHere(full, ttlS);
      return true;
    },
  };
}
