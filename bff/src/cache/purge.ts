import { indexKeyOf, tenantKeyPattern, tenantKeyPrefix } from './keys';
import { FAMILIES, type Family } from './policies';
import type { CacheLogger, RedisClient } from './redis';
import { listenForInvalidations, type InvalidationListener } from './redis-level';
import type { Tiers } from './tiers';

// A purge reaches every replica (DESIGN.md "Caching"): a tenant's keys are deleted in Redis, and every
// replica drops its own copies when told by pub/sub, as it drops a key another replica stored anew.

export interface PurgeOptions {
  tiers: Tiers;
  /** Prefix of every key (`mall:`). */
  prefix: string;
  maxEntriesPerTenant?: Partial<Record<Family, number>>;
  logger: CacheLogger;
}

/** Deletes a tenant's entries in Redis (SCAN + UNLINK) and in every replica's L1. Rejects when Redis fails. */
export async function purgeTenant(opts: PurgeOptions, tenant: string): Promise<number> {
  const { tiers, prefix, logger } = opts;
  const { l1, shared } = tiers;
  const keyPrefix = tenantKeyPrefix(prefix, tenant);
  const dropped = l1.dropPrefix(keyPrefix);
  if (!shared) return dropped;
  let deleted: number;
  try {
    deleted = await shared.unlinkMatching(tenantKeyPattern(prefix, tenant));
    // The bounded families' indexes name only keys that are gone now.
    for (const family of FAMILIES) if (opts.maxEntriesPerTenant?.[family] !== undefined) await shared.unlinkMatching(indexKeyOf(prefix, tenant, family));
  } finally {
    // Again after the scan: a get may have copied an entry into L1 meanwhile.
    l1.dropPrefix(keyPrefix);
    shared.publish({ tenant });
  }
  logger.info({ tenant, deleted }, 'cache: tenant purged');
  return deleted;
}

/** Drops this process's copies that another replica replaced or purged. */
export function dropOnInvalidation(
  subscriber: RedisClient,
  tiers: Pick<Tiers, 'l1'>,
  opts: { prefix: string; channel: string; instanceId: string; logger: CacheLogger },
): InvalidationListener {
  const { prefix, channel, instanceId, logger } = opts;
  return listenForInvalidations(subscriber, { channel, instanceId, logger }, (message) => {
    if (message.key !== undefined) tiers.l1.delete(message.key);
    if (message.tenant !== undefined) tiers.l1.dropPrefix(tenantKeyPrefix(prefix, message.tenant));
  });
}
