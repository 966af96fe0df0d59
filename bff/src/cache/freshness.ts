import type { MemoryEntry } from './memory-level';
import type { FamilyPolicy } from './policies';

// Stale-while-revalidate and stale-if-error (DESIGN.md "Caching"): a copy within its fresh time is a
// hit; past it and within its stale time it is served at once while one background refresh runs, as
// `stale-error` when the last refresh of it failed. A copy Redis lost is refreshed even while fresh.

export type ServedState = 'hit' | 'stale' | 'stale-error';

/** How a found copy is served at `at`, and whether a background refresh should start. */
export function judgeCopy(entry: Pick<MemoryEntry, 't' | 'failed' | 'orphan'>, policy: FamilyPolicy, at: number): { state: ServedState; revalidate: boolean } {
  const fresh = at - entry.t < policy.freshMs;
  return { state: fresh ? 'hit' : entry.failed ? 'stale-error' : 'stale', revalidate: !fresh || entry.orphan === true };
}
