import type { MemoryEntry } from './memory-level';
import type { FamilyPolicy } from './policies';
import type { Tiers } from './tiers';

// Which copy a request is served, and how far this process's own copy is trusted (DESIGN.md "Caching"):
// L1 answers alone for a few seconds (memory-level.ts `trustUntil`), then Redis is asked, where another
// replica may have stored a newer copy. Redis trouble never fails a request: L1's copy is served.

/** The entry to serve (fresh or stale), or undefined for a miss. */
export async function lookup(tiers: Tiers, k: string, policy: FamilyPolicy, at: number): Promise<MemoryEntry | undefined> {
  const { l1, shared } = tiers;
  let local = l1.get(k);
  if (local && at - local.t >= policy.staleMs) {
    l1.delete(k);
    local = undefined;
  }
  if (!shared) return local;
  if (local && at < local.trustUntil) return local;
  const read = await tiers.readShared(k);
  if (read === 'error') return local; // Redis trouble: what this process has is better than nothing
  if (read === 'missing') {
    // Expiry is L1's own (checked above) and a purge reaches every replica's L1 by pub/sub, so a
    // copy that Redis lacks is one Redis lost (a restart, an eviction): keep serving it, refresh it,
    // and write it back if the upstream fails. A Redis restart never costs a page.
    if (local) local.orphan = true;
    return local;
  }
  if (at - read.t >= policy.staleMs) return undefined;
  return tiers.keep(k, read, policy, at);
}

/**
 * The entry when this process may answer for it alone and it is fresh: the same conditions as
 * lookup() answering from L1 without asking Redis. Synchronous, and not a use of anything else.
 */
export function trustedFresh(tiers: Tiers, k: string, policy: FamilyPolicy, at: number): MemoryEntry | undefined {
  const entry = tiers.l1.get(k);
  if (!entry || entry.orphan || at - entry.t >= policy.freshMs || (tiers.shared && at >= entry.trustUntil)) return undefined;
  return entry;
}
