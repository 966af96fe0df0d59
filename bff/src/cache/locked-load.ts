import { randomUUID } from 'node:crypto';
import type { Result } from '../upstream/result';
import { lockKeyOf } from './keys';
import type { FamilyPolicy } from './policies';
import type { RedisLevel, StoredEntry } from './redis-level';
import type { Tiers } from './tiers';

// One load per key at a time across all replicas (DESIGN.md "Caching"): a Redis lock per key
// (keys.ts `lockKeyOf`, held at most lockTtlMs). A cold miss waits a while for the replica holding it;
// a background refresh skips when another replica already refreshes. Without Redis, or with Redis
// down, the process loads alone (its own flights still make it one load per key in the process).

export type LoadOutcome = { kind: 'ok'; value: unknown } | { kind: 'error'; error: unknown } | { kind: 'skipped' };

export type Loader<T, E> = () => Promise<Result<T, E>>;

export interface LockedLoadOptions {
  tiers: Tiers;
  /** Prefix of every key (`mall:`). */
  prefix: string;
  /** How long a cold miss waits for another replica's load before loading itself. */
  lockWaitMs: number;
  now: () => number;
}

export interface LockedLoad {
  /** Loads and stores, without the lock. */
  loadAndStore<T, E>(k: string, policy: FamilyPolicy, load: Loader<T, E>): Promise<LoadOutcome>;
  /** A cold miss: load under the cross-replica lock, or wait for the replica that holds it. */
  cold<T, E>(k: string, policy: FamilyPolicy, load: Loader<T, E>): Promise<LoadOutcome>;
  /** A background refresh: skipped when another replica is already refreshing. */
  refresh<T, E>(k: string, policy: FamilyPolicy, load: Loader<T, E>): Promise<LoadOutcome>;
}

const POLL_STEP_MS = 50;

export function createLockedLoad(opts: LockedLoadOptions): LockedLoad {
  const { tiers, prefix, lockWaitMs, now } = opts;
  const { shared } = tiers;

  async function loadAndStore<T, E>(k: string, policy: FamilyPolicy, load: Loader<T, E>): Promise<LoadOutcome> {
    const result = await load();
    if (!result.ok) return { kind: 'error', error: result.error };
    await tiers.store(k, { v: result.value, t: now() }, policy);
    return { kind: 'ok', value: result.value };
  }

  /** After taking the lock: another replica may have stored a fresh value just before. */
  async function freshInRedis(level: RedisLevel, k: string, policy: FamilyPolicy): Promise<StoredEntry | undefined> {
    const read = await level.read(k);
    if (typeof read === 'string') return undefined;
    const at = now();
    if (at - read.t >= policy.freshMs) return undefined;
    tiers.keep(k, read, policy, at);
    return read;
  }

  async function underLock<T, E>(level: RedisLevel, k: string, lockKey: string, token: string, policy: FamilyPolicy, load: Loader<T, E>): Promise<LoadOutcome> {
    try {
      const fresh = await freshInRedis(level, k, policy);
      if (fresh) return { kind: 'ok', value: fresh.v };
      return await loadAndStore(k, policy, load);
    } finally {
      await level.releaseLock(lockKey, token);
    }
  }

  return {
    loadAndStore,

    async cold(k, policy, load) {
      if (!shared) return loadAndStore(k, policy, load);
      const lockKey = lockKeyOf(prefix, k);
      const token = randomUUID();
      let lock = await shared.tryLock(lockKey, token);
      const deadline = Date.now() + lockWaitMs;
      while (lock === 'held' && Date.now() < deadline) {
        await sleep(POLL_STEP_MS);
        const read = await shared.read(k);
        if (read === 'error') break; // Redis went away: load ourselves
        if (read !== 'missing' && now() - read.t < policy.staleMs) {
          tiers.keep(k, read, policy, now());
          return { kind: 'ok', value: read.v };
        }
        // The holder may have failed and released the lock: take it over.
        lock = await shared.tryLock(lockKey, token);
      }
      if (lock === 'acquired') return underLock(shared, k, lockKey, token, policy, load);
      // Redis unusable, or the holder is too slow: load ourselves as a last resort.
      return loadAndStore(k, policy, load);
    },

    async refresh(k, policy, load) {
      if (!shared) return loadAndStore(k, policy, load);
      const lockKey = lockKeyOf(prefix, k);
      const token = randomUUID();
      const lock = await shared.tryLock(lockKey, token);
      if (lock === 'held') return { kind: 'skipped' };
      if (lock === 'acquired') return underLock(shared, k, lockKey, token, policy, load);
      return loadAndStore(k, policy, load); // Redis down: single flight within this process still holds
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
