import { queryEntries, type Query } from '../upstream/query';
import type { Family } from './policies';

// The layout of the shared cache's Redis names: `{prefix}{tenant}:{family}:{lang}:{path}?{query}` for
// values, `{prefix}#lock:…` for load locks, `{prefix}invalidate` for the pub/sub channel.
//
// The tenant comes first in every key so that a tenant's purge is one prefix and no key of one tenant
// can ever equal a key of another (DESIGN.md "Every cache key … carries the tenant"). Every part is
// encoded so that a separator inside a part cannot make two different requests share a key.

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

export function tenantKeyPrefix(prefix: string, tenant: string): string {
  return `${prefix}${encodeURIComponent(tenant)}:`;
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

/** The SCAN pattern of every key of a tenant; a glob character in the prefix matches only itself. */
export function tenantKeyPattern(prefix: string, tenant: string): string {
  return `${globEscape(tenantKeyPrefix(prefix, tenant))}*`;
}

function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * The index of a tenant's keys of one bounded family (a sorted set by time of writing, issue 17). Like
 * a lock it starts with '#', so a tenant's purge pattern does not match it; the purge drops it itself.
 */
export function indexKeyOf(prefix: string, tenant: string, family: Family): string {
  return `${prefix}#index:${encodeURIComponent(tenant)}:${family}`;
}

/**
 * The lock of one key's load. An encoded tenant never starts with '#', so locks stand apart from every
 * tenant's values: a tenant's purge pattern does not match them.
 */
export function lockKeyOf(prefix: string, cacheKey: string): string {
  return `${prefix}#lock:${cacheKey.slice(prefix.length)}`;
}

/** The channel on which replicas tell each other to drop their in-process copies. */
export function invalidationChannel(prefix: string): string {
  return `${prefix}invalidate`;
}
