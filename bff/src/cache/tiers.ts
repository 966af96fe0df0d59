import { indexKeyOf, tenantAndFamilyOf } from './keys';
import type { MemoryEntry, MemoryGroup, MemoryLevel } from './memory-level';
import { isFamily, type Family, type FamilyPolicy } from './policies';
import type { RedisLevel, RedisRead, StoredEntry } from './redis-level';

// The cache's two levels as one store: the in-process LRU (memory-level.ts) in front of Redis
// (redis-level.ts, or none when the process runs without Redis). What goes in goes into both, each
// family bounded per tenant where it has a bound (issue 17); what is read from Redis is read once
// however many requests ask at that moment.

export interface TiersOptions {
  l1: MemoryLevel;
  /** null: in-process only. Every path that needs Redis checks this first. */
  shared: RedisLevel | null;
  /** Prefix of every key (`mall:`). */
  prefix: string;
  maxEntriesPerTenant?: Partial<Record<Family, number>>;
  now: () => number;
}

export interface Tiers {
  readonly l1: MemoryLevel;
  readonly shared: RedisLevel | null;
  /** Keeps a copy read from Redis or just loaded in this process's level, within its family's bound. */
  keep(k: string, entry: StoredEntry, policy: FamilyPolicy, at: number): MemoryEntry;
  /** Keeps a copy in both levels, Redis for the rest of its stale time. */
  store(k: string, entry: StoredEntry, policy: FamilyPolicy): Promise<void>;
  /** Reads `k` from Redis (which must be there), one read for every request asking at once. */
  readShared(k: string): Promise<RedisRead>;
}

export function createTiers(opts: TiersOptions): Tiers {
  const { l1, shared, prefix, now } = opts;

  /** The bound of the family a key is of, per tenant, if it has one (keys.ts: `mall:{tenant}:{family}:…`). */
  function boundOf(k: string): (MemoryGroup & { index: string }) | undefined {
    const parsed = tenantAndFamilyOf(prefix, k);
    if (!parsed || !isFamily(parsed.family)) return undefined;
    const maxEntries = opts.maxEntriesPerTenant?.[parsed.family];
    if (maxEntries === undefined) return undefined;
    const index = indexKeyOf(prefix, parsed.tenant, parsed.family);
    return { id: index, maxEntries, index };
  }

  function keep(k: string, entry: StoredEntry, policy: FamilyPolicy, at: number): MemoryEntry {
    return l1.put(k, entry, policy, at, boundOf(k));
  }

  // Reads of one key from Redis in flight, shared: when an L1 copy stops being trusted (every few
  // seconds for a hot page), every request for it at that moment asked Redis for the same value and
  // parsed it, a burst that stalled the process under load (the bench's p99). One read answers them.
  const reads = new Map<string, Promise<RedisRead>>();

  return {
    l1,
    shared,
    keep,
    async store(k, entry, policy) {
      keep(k, entry, policy, now());
      if (!shared) return;
      const bound = boundOf(k);
      await shared.write(k, entry, Math.ceil(policy.staleMs - (now() - entry.t)), bound && { index: bound.index, maxEntries: bound.maxEntries });
    },
    readShared(k) {
      let read = reads.get(k);
      if (!read) {
        read = shared!.read(k).finally(() => reads.delete(k));
        reads.set(k, read);
      }
      return read;
    },
  };
}
