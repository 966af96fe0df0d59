import { LRUCache } from 'lru-cache';
import type { FamilyPolicy } from './policies';
import type { StoredEntry } from './redis-level';

// The first level of the shared cache: a bounded in-process LRU in front of Redis (DESIGN.md: "in-process
// caches are a first level only"). It answers without a Redis round trip for a few seconds, and with
// Redis down it is what keeps pages up. The LRU itself is lru-cache's.

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

/** A set of keys with a bound of its own inside the LRU (a tenant's kept responses, issue 17). */
export interface MemoryGroup {
  id: string;
  maxEntries: number;
}

export interface MemoryLevel {
  /** The entry, which becomes the most recently used. */
  get(k: string): MemoryEntry | undefined;
  /** The entry, without counting as a use. */
  peek(k: string): MemoryEntry | undefined;
  /**
   * Stores a copy read from Redis or just loaded, evicting the least recently used beyond the bound,
   * and beyond its group's bound the least recently used of the group.
   */
  put(k: string, stored: StoredEntry, policy: FamilyPolicy, at: number, group?: MemoryGroup): MemoryEntry;
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
  // Each bounded group's keys in an LRU of their own (only recency and the bound), and each grouped
  // key's group. A key evicted from either leaves both.
  const groups = new Map<string, LRUCache<string, true>>();
  const groupOf = new Map<string, string>();

  function leaveGroup(k: string): void {
    const id = groupOf.get(k);
    if (id === undefined) return;
    groupOf.delete(k);
    const members = groups.get(id);
    members?.delete(k);
    if (members?.size === 0) groups.delete(id);
  }

  const entries = new LRUCache<string, MemoryEntry>({
    max: Math.max(1, opts.maxEntries),
    dispose: (_entry, k, reason) => {
      if (reason === 'evict') leaveGroup(k);
    },
  });

  function joinGroup(k: string, group: MemoryGroup): void {
    if (groupOf.get(k) !== group.id) leaveGroup(k);
    let members = groups.get(group.id);
    if (!members) {
      members = new LRUCache<string, true>({
        max: Math.max(1, group.maxEntries),
        dispose: (_true, member, reason) => {
          if (reason !== 'evict') return;
          groupOf.delete(member);
          entries.delete(member);
        },
      });
      groups.set(group.id, members);
    }
    groupOf.set(k, group.id);
    members.set(k, true);
  }

  return {
    get(k) {
      const entry = entries.get(k);
      if (entry) {
        const id = groupOf.get(k);
        if (id !== undefined) groups.get(id)?.get(k);
      }
      return entry;
    },

    peek: (k) => entries.peek(k),

    put(k, stored, policy, at, group) {
      const previous = entries.peek(k);
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
      // The group's bound first: the key its least recently used makes room for needs no other.
      if (group) joinGroup(k, group);
      entries.set(k, entry);
      return entry;
    },

    delete(k) {
      entries.delete(k);
      leaveGroup(k);
    },

    dropPrefix(keyPrefix) {
      let dropped = 0;
      for (const k of [...entries.keys()]) {
        if (k.startsWith(keyPrefix)) {
          entries.delete(k);
          leaveGroup(k);
          dropped += 1;
        }
      }
      return dropped;
    },

    clear() {
      entries.clear();
      groups.clear();
      groupOf.clear();
    },
  };
}
