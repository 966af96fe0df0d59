import { Cluster, type Redis } from 'ioredis';
import type { CacheMetrics } from './metrics';
import type { CacheLogger, RedisClient } from './redis';

// The second level of the shared cache: one Redis for every replica, with the lock that lets one replica
// load a key while the others wait, and the pub/sub that tells the others to drop their L1 copies.
// DESIGN.md "Caching": RedisClient trouble never fails a request and never stalls it. So every call here
// answers within its time limit, and a failure is counted, logged (once per window) and answered as
// 'error', never thrown; only a purge, which ops asked for and must hear fail, rejects.

/** A value and when it was loaded (epoch ms): the JSON stored under a key. */
export interface StoredEntry {
  v: unknown;
  t: number;
}

export type RedisRead = StoredEntry | 'missing' | 'error';

export type LockState = 'acquired' | 'held' | 'error';

/** What a replica announces after a store (`key`) or a purge (`tenant`). */
export type Invalidation = { key: string } | { tenant: string };

export interface RedisLevelOptions {
  redis: RedisClient;
  logger: CacheLogger;
  metrics?: CacheMetrics;
  /** Upper bound of one call, on top of ioredis' commandTimeout. */
  timeoutMs: number;
  /** How long a load lock is held at most: a crashed holder must not block the key for longer. */
  lockTtlMs: number;
  /** The invalidation channel (keys.ts `invalidationChannel`). */
  channel: string;
  /** This replica, so that it can tell its own announcements from the others'. */
  instanceId: string;
}

export interface RedisLevel {
  read(k: string): Promise<RedisRead>;
  /**
   * Stores `entry` for `ttlMs` (nothing when that is not positive) and announces the key. With a
   * `bound`, the key joins that index (a sorted set, by time of writing) and the index's oldest keys
   * beyond `maxEntries` are deleted and announced: a tenant's kept responses stay bounded (issue 17).
   */
  write(k: string, entry: StoredEntry, ttlMs: number, bound?: { index: string; maxEntries: number }): Promise<void>;
  publish(message: Invalidation): void;
  /**
   * Deletes `k` and announces it, so that every replica drops its first-level copy (Cache.drop).
   * Answers whether Redis took the delete; never rejects.
   */
  remove(k: string): Promise<boolean>;
  tryLock(lockKey: string, token: string): Promise<LockState>;
  /** Releases the lock only while it is still `token`'s. */
  releaseLock(lockKey: string, token: string): Promise<void>;
  /** Deletes every key matching the glob `pattern` (SCAN + UNLINK, never KEYS); rejects when Redis fails. */
  unlinkMatching(pattern: string): Promise<number>;
}

/** Compare-and-delete: release the lock only if it is still ours (it may have expired and been retaken). */
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** A dead Redis fails every call; one log line per window is enough. */
const REDIS_ERROR_LOG_WINDOW_MS = 10_000;

/** The entry stored under a key, or undefined for text that is not ours or is corrupt. */
/** How often one step of a purge is tried when Redis is only slow (its command timed out). */
export const PURGE_STEP_ATTEMPTS = 3;

/**
 * One step of a purge, tried again while Redis is only slow: a purge is an operator's or a webhook's
 * command, not a visitor's request, and SCAN from one cursor or UNLINK of the same keys may be sent
 * twice. A busy Redis answered a SCAN later than the 250 ms command timeout (a fresh-clone suite at a
 * load average of 18), and the purge failed although nothing was wrong. Any other error fails at once.
 */
async function patiently<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (err) {
      if (attempt >= PURGE_STEP_ATTEMPTS || !(err instanceof Error) || err.message !== 'Command timed out') throw err;
    }
  }
}

/**
 * Deletes every key matching a SCAN pattern, a batch at a time (never KEYS); how many were deleted.
 * On a Redis Cluster each master holds its own slots and SCAN sees one node only, so it runs on every
 * master; one UNLINK of keys in different slots is a CROSSSLOT error, so there each key is unlinked
 * on its own, through the Cluster (which follows a slot that moved meanwhile). The keys of one batch
 * are sent together without waiting for each answer, so this is about as fast as one UNLINK.
 */
export async function unlinkMatching(redis: RedisClient | Pick<Redis, 'scan' | 'unlink'>, pattern: string): Promise<number> {
  if (!(redis instanceof Cluster)) return scanAndUnlink(redis, pattern, (keys) => patiently(() => redis.unlink(...keys)));
  let deleted = 0;
  for (const master of redis.nodes('master')) {
    deleted += await scanAndUnlink(master, pattern, async (keys) => {
      const counts = await Promise.all(keys.map((key) => patiently(() => redis.unlink(key))));
      return counts.reduce((sum, count) => sum + count, 0);
    });
  }
  return deleted;
}

async function scanAndUnlink(node: Pick<Redis, 'scan'>, pattern: string, unlink: (keys: string[]) => Promise<number>): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await patiently(() => node.scan(cursor, 'MATCH', pattern, 'COUNT', 500));
    if (keys.length > 0) deleted += await unlink(keys);
    cursor = next;
  } while (cursor !== '0');
  return deleted;
}

export function parseStoredEntry(text: string): StoredEntry | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 't' in parsed && typeof parsed.t === 'number' && 'v' in parsed) {
      return { v: parsed.v, t: parsed.t };
    }
  } catch {
    // not JSON: the caller treats it as missing
  }
  return undefined;
}

export function createRedisLevel(opts: RedisLevelOptions): RedisLevel {
  const { redis, logger, metrics, timeoutMs, lockTtlMs, channel, instanceId } = opts;
  let lastErrorLog = 0;

  function failed(op: string, err: unknown): void {
    metrics?.redisError(op);
    const at = Date.now();
    if (at - lastErrorLog >= REDIS_ERROR_LOG_WINDOW_MS) {
      lastErrorLog = at;
      logger.warn({ err, op }, 'cache: redis call failed; serving from memory and upstream');
    }
  }

  async function call<R>(op: string, fn: (client: RedisClient) => Promise<R>): Promise<{ ok: true; value: R } | { ok: false }> {
    if (redis.status !== 'ready') {
      failed(op, new Error(`redis is ${redis.status}`));
      return { ok: false };
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`redis ${op} timed out after ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
      });
      return { ok: true, value: await Promise.race([fn(redis), timeout]) };
    } catch (err) {
      failed(op, err);
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Adds `k` to the index and deletes the index's oldest keys beyond `maxEntries`, announcing each so
   * that no replica keeps serving (or writes back) a copy Redis dropped on purpose. Plain commands,
   * not a script: a script that deletes keys it was not given does not run on a Redis Cluster. Two
   * replicas at once may delete a little more than needed, never less.
   */
  async function evictBeyond(index: string, maxEntries: number, k: string, ttlMs: number): Promise<void> {
    const counted = await call('index', (client) =>
      client
        .multi()
        .zadd(index, Date.now(), k)
        // The index lives as long as what it indexes can.
        .pexpire(index, Math.max(ttlMs, 1000))
        .zcard(index)
        .exec(),
    );
    if (!counted.ok || !counted.value) return;
    const size = Number(counted.value[2]?.[1] ?? 0);
    if (size <= maxEntries) return;
    const popped = await call('evict', (client) => client.zpopmin(index, size - maxEntries));
    if (!popped.ok) return;
    const keys = popped.value.filter((_, i) => i % 2 === 0);
    if (keys.length === 0) return;
    await call('evict', (client) => client.unlink(...keys));
    for (const key of keys) publish({ key });
  }

  function publish(message: Invalidation): void {
    void call('publish', (client) => client.publish(channel, JSON.stringify({ ...message, from: instanceId })));
  }

  return {
    async read(k) {
      const reply = await call('get', (client) => client.get(k));
      if (!reply.ok) return 'error';
      if (reply.value === null) return 'missing';
      const entry = parseStoredEntry(reply.value);
      if (entry) return entry;
      // Treated as missing, and overwritten by the next store.
      logger.warn({ key: k }, 'cache: unreadable entry in redis');
      return 'missing';
    },

    async write(k, entry, ttlMs, bound) {
      let json: string;
      try {
        json = JSON.stringify(entry);
      } catch (err) {
        logger.error({ err, key: k }, 'cache: value is not JSON; kept in memory only');
        return;
      }
      if (ttlMs <= 0) return;
      const written = await call('set', (client) => client.set(k, json, 'PX', ttlMs));
      if (!written.ok) return;
      publish({ key: k });
      if (bound) await evictBeyond(bound.index, bound.maxEntries, k, ttlMs);
    },

    publish,

    async remove(k) {
      const removed = await call('unlink', (client) => client.unlink(k));
      // Announced even when the delete failed: a replica that hears it still drops its own copy.
      publish({ key: k });
      return removed.ok;
    },

    async tryLock(lockKey, token) {
      const reply = await call('lock', (client) => client.set(lockKey, token, 'PX', lockTtlMs, 'NX'));
      if (!reply.ok) return 'error';
      return reply.value === 'OK' ? 'acquired' : 'held';
    },

    async releaseLock(lockKey, token) {
      await call('unlock', (client) => client.eval(RELEASE_LOCK, 1, lockKey, token));
    },

    async unlinkMatching(pattern) {
      try {
        return await unlinkMatching(redis, pattern);
      } catch (err) {
        metrics?.redisError('purge');
        throw err;
      }
    },
  };
}

/** The announcement in a pub/sub message, or undefined for one that is ours, foreign or unreadable. */
export function parseInvalidation(text: string, instanceId: string): { key?: string; tenant?: string } | undefined {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  if ('from' in message && message.from === instanceId) return undefined;
  const found: { key?: string; tenant?: string } = {};
  if ('key' in message && typeof message.key === 'string') found.key = message.key;
  if ('tenant' in message && typeof message.tenant === 'string') found.tenant = message.tenant;
  return found;
}

export interface InvalidationListener {
  stop(): Promise<void>;
}

/**
 * Hands every other replica's announcement on `channel` to `onInvalidation`. The subscriber is a
 * connection of its own (a subscribed connection sends nothing else); it re-subscribes after a
 * reconnect by itself (redis.ts).
 */
export function listenForInvalidations(
  subscriber: RedisClient,
  opts: { channel: string; instanceId: string; logger: CacheLogger },
  onInvalidation: (message: { key?: string; tenant?: string }) => void,
): InvalidationListener {
  const { channel, instanceId, logger } = opts;
  const onMessage = (from: string, text: string): void => {
    if (from !== channel) return;
    const message = parseInvalidation(text, instanceId);
    if (message) onInvalidation(message);
  };
  subscriber.on('message', onMessage);
  subscriber.subscribe(channel).catch((err: unknown) => {
    logger.warn({ err, channel }, 'cache: subscribe failed; L1 copies expire on their own');
  });
  return {
    async stop() {
      subscriber.off('message', onMessage);
      if (subscriber.status === 'ready') await subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
