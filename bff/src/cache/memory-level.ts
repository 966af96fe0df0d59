import type { FamilyPolicy } from './policies';
import type { StoredEntry } from './redis-level';

// The first level of the shared cache: a bounded in-process LRU in front of Redis (DESIGN.md: "in-process
// caches are a first level only"). It answers without a Redis round trip for a few seconds, and with
// Redis down it is what keeps pages up. A Map keeps insertion order: re-inserting on use makes the first
// key the least recently used.

export interface MemoryEntry extends StoredEntry {
  /** Until then L1 answers without asking Redis. */
  trustUntil: number;
  /** The last background refresh of this value failed: serve it as stale-error. */
  failed?: boolean;
  /** No background refresh before this time (after a failure). */
  retryAfter?: number;
  /** Redis answered that it has no such key (it restarted empty, or evicted it): refresh at once, and
   * if the upstream fails, write this copy back rather than lose it. */
  orphan?: boolean;
}

export interface MemoryLevelOptions {
  /** LRU bound (at least 1). */
  maxEntries: number;
  /** How long an entry is trusted without asking Redis; null: there is no Redis behind this level. */
  trustMs: number | null;
}

export interface MemoryLevel {
  /** The entry, which becomes the most recently used. */
  get(k: string): MemoryEntry | undefined;
  /** The entry, without counting as a use. */
  peek(k: string): MemoryEntry | undefined;
  /** Stores a copy read from Redis or just loaded, evicting the least recently used beyond the bound. */
  put(k: string, stored: StoredEntry, policy: FamilyPolicy, at: number): MemoryEntry;
  delete(k: string): void;
  /** Drops every entry whose key starts with `keyPrefix` (a tenant's purge); returns how many. */
  dropPrefix(keyPrefix: string): number;
  clear(): void;
}

/**
 * Until when L1 may answer for a copy without asking Redis: a few seconds, and never past its
 * freshness, so that a copy gone stale here is first looked up in Redis, where another replica may
 * already have refreshed it. Without Redis, L1 is the only level and holds the value for its whole
 * stale time.
 */
export function trustUntil(stored: StoredEntry, policy: FamilyPolicy, at: number, trustMs: number | null): number {
  return trustMs === null ? stored.t + policy.staleMs : Math.min(at + trustMs, stored.t + policy.freshMs);
}

export function createMemoryLevel(opts: MemoryLevelOptions): MemoryLevel {
  const maxEntries = Math.max(1, opts.maxEntries);
  const entries = new Map<string, MemoryEntry>();

  return {
    get(k) {
      const entry = entries.get(k);
      if (entry) {
        entries.delete(k);
        entries.set(k, entry);
      }
      return entry;
    },

    peek: (k) => entries.get(k),

    put(k, stored, policy, at) {
      const previous = entries.get(k);
      // The same copy read again from Redis keeps its object, so what callers derive from it once per
      // copy (typed settings, a logged data problem) stays derived once.
      const same = previous !== undefined && previous.t === stored.t;
      const entry: MemoryEntry = {
        v: same ? previous.v : stored.v,
        t: stored.t,
        trustUntil: trustUntil(stored, policy, at, opts.trustMs),
      };
      if (same) {
        entry.failed = previous.failed;
        entry.retryAfter = previous.retryAfter;
      }
      entries.delete(k);
      entries.set(k, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return entry;
    },

    delete(k) {
      entries.delete(k);
    },

    dropPrefix(keyPrefix) {
      let dropped = 0;
      for (const k of [...entries.keys()]) {
        if (k.startsWith(keyPrefix)) {
          entries.delete(k);
          dropped += 1;
        }
      }
      return dropped;
    },

    clear() {
      entries.clear();
    },
  };
}
