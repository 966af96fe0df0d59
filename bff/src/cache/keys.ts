import { queryEntries, type Query } from '../upstream/query';
import type { Family } from './policies';

// The layout of the shared cache's Redis names, with `mall:` for the prefix and `aupark` for the tenant:
// `mall:{aupark}:{family}:{lang}:{path}?{query}` for values, `mall:#index:{aupark}:{family}` for a
// bounded family's index, `mall:#lock:{aupark}:…` for load locks, `mall:invalidate` for the pub/sub
// channel.
//
// The tenant comes first in every value's key so that a tenant's purge is one prefix and no key of one
// tenant can ever equal a key of another (DESIGN.md "Every cache key … carries the tenant"). Every part
// is encoded so that a separator inside a part cannot make two different requests share a key.
//
// The braces are a Redis Cluster hash tag (issue 23): only the text between a key's first `{` and the
// next `}` picks its slot, so every key of a tenant lives in one slot, on one node. Commands over
// several of a tenant's keys (a MULTI on an index, the UNLINK of the keys an index evicts, a script on
// a lock) then never fail with CROSSSLOT. The tenant is percent-encoded, so a `{` or `}` in it cannot
// end the tag early, and REDIS_PREFIX may not hold braces (config.ts), so the tag is always the tenant's.

/** A cache key holds the query the upstream receives, so it is the upstream client's type. */
export type CacheQuery = Query;

export interface CacheKey {
  tenant: string;
  family: Family;
  lang?: string;
  /** The upstream path, e.g. `/v1/shops`. */
  path: string;
  /** The upstream query; undefined values are left out, null is sent (and keyed) as the text `null`. */
  query?: CacheQuery;
}

/** The Cluster hash tag of a tenant, `{aupark}`: every Redis key a tenant owns carries it. */
export function tenantHashTag(tenant: string): string {
  return `{${encodeURIComponent(tenant)}}`;
}

export function tenantKeyPrefix(prefix: string, tenant: string): string {
  return `${prefix}${tenantHashTag(tenant)}:`;
}

/**
 * The tenant and family of a value's key (buildCacheKey), or undefined for any other name. Reads only
 * what buildCacheKey wrote: the tag holds no `}` but its own (the tenant is encoded).
 */
export function tenantAndFamilyOf(prefix: string, key: string): { tenant: string; family: string } | undefined {
  const match = /^\{([^}]*)\}:([^:]*):/.exec(key.slice(prefix.length));
  if (!key.startsWith(prefix) || !match) return undefined;
  return { tenant: decodeURIComponent(match[1] ?? ''), family: match[2] ?? '' };
}

export function buildCacheKey(prefix: string, key: CacheKey): string {
  const lang = key.lang === undefined ? '-' : key.lang === '-' ? '%2D' : encodeURIComponent(key.lang);
  // encodeURI keeps a path readable (/v1/shops) and escapes '%', so turning '?' into %3F stays unambiguous.
  const path = encodeURI(key.path).replace(/\?/g, '%3F');
  return `${tenantKeyPrefix(prefix, key.tenant)}${key.family}:${lang}:${path}?${encodeQuery(key.query)}`;
}

// The values are the text the upstream receives (queryEntries), so a null and a 'null' share a key as
// they share an answer. Sorted: the order of a query does not change the answer.
function encodeQuery(query: CacheQuery | undefined): string {
  return queryEntries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
}

/**
 * The SCAN pattern of every key of a tenant; a glob character in the prefix matches only itself (braces
 * are not special in a Redis glob).
 */
export function tenantKeyPattern(prefix: string, tenant: string): string {
  return `${globEscape(tenantKeyPrefix(prefix, tenant))}*`;
}

function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * The index of a tenant's keys of one bounded family (a sorted set by time of writing, issue 17). Like
 * a lock it starts with '#', so a tenant's purge pattern does not match it; the purge drops it itself.
 * It carries the tenant's hash tag: it is in the slot of the keys it names.
 */
export function indexKeyOf(prefix: string, tenant: string, family: Family): string {
  return `${prefix}#index:${tenantHashTag(tenant)}:${family}`;
}

/**
 * The lock of one key's load: the key's own name after `#lock:`, so in the key's slot (its tenant's
 * hash tag is the first `{…}` of both). Values start with `{` after the prefix and locks with '#', so
 * locks stand apart from every tenant's values: a tenant's purge pattern does not match them.
 */
export function lockKeyOf(prefix: string, cacheKey: string): string {
  return `${prefix}#lock:${cacheKey.slice(prefix.length)}`;
}

/** The channel on which replicas tell each other to drop their in-process copies. */
export function invalidationChannel(prefix: string): string {
  return `${prefix}invalidate`;
}
