import { isLang, type Lang, type RouteMatch, type ServerEntry } from '@mall/site';
import type { CacheKey, CacheQuery } from '../cache';
import { mallDayAt } from '../shared/mall-time';

// Where the page cache keeps a response (docs/architecture.md, "The page cache"): per tenant (the
// cache's own part of every key), then a page's path, language and query, or a page operation's
// name, language, document and variables. The page route (ssr/page-route.ts), the page operations
// (operations.ts) and the memory hits (memory-hits.ts) all key here, so that they can never disagree.
//
// A page's query is its own (issue 17: 300 requests of `?x=N` made 300 copies of one page): the
// parameters its page module declares, each in its one spelling (`pageQuery` of the web's server
// entry, packages/site/src/page-query.ts). Tracking parameters (`utm_*`, `gclid` …), an address a
// link carries (`?email=`, filled in by the browser only) and anything else no page reads are no part
// of it, nor of the render. A visitor's secret a page reads (a newsletter link's `token`) is there as
// a placeholder only (`secret`): one cached page for every link, and no token in it nor in the key.
//
// Every kept answer is the mall's day's (`keptKey`): a page shows today's opening hours (the header,
// the home), today's events and offers, all on the mall's clock. A copy made before the mall's
// midnight is never answered after it, not even stale: the first request of the new day renders anew
// (before, a home showed yesterday's hours after midnight until its copy was refreshed).

/** The route pattern pages are answered on (ssr/page-route.ts): the metrics' label of a page. */
export const pagesRoute = '/*';

export interface PageCacheKey {
  /** `page@{build}:/sk` or `graphql:HomePage` (the mall's day comes first where it is kept: keptKey). */
  path: string;
  lang?: string;
  query?: CacheQuery;
  /** The same answer on every day (an icon, the manifest, robots.txt): not bound to the mall's day (keptKey). */
  timeless?: true;
}

/** The page's query as its module declares it; none without a web build. */
export function pageQueryOf(entry: Pick<ServerEntry, 'pageQuery'> | null, match: RouteMatch | null, params: URLSearchParams): Record<string, string> {
  return entry ? entry.pageQuery(match, params) : {};
}

/** The language a path names in its first segment, or null (such a page depends on the visitor's). */
export function pathLanguage(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/**
 * A page's key. The build that rendered it is part of it: a page names its build's scripts, and the
 * cache is shared by every replica, so after a deploy (or during a rolling one) a replica must never
 * answer a page of another build, whose scripts it does not have (issue 23: a fresh build served the
 * old build's first HTML from Redis, and its scripts answered 404).
 */
export function pageKey(pathname: string, lang: Lang, query: Record<string, string>, build: string | null): PageCacheKey {
  return { path: `page@${build ?? 'unbuilt'}:${pathname}`, lang, query };
}

/**
 * Where the page cache keeps `key` for `tenant` at the instant `at` (ms): in the tenant's share of the
 * `response` family, on the mall's day in the tenant's zone unless the key is `timeless`. Yesterday's
 * copies are left to the family's bound (RESPONSE_CACHE_MAX_ENTRIES per tenant) and their stale time.
 */
export function keptKey(tenant: { id: string; timeZone: string }, key: PageCacheKey, at: number): CacheKey {
  const { timeless, path, ...rest } = key;
  return { tenant: tenant.id, family: 'response', ...rest, path: timeless ? path : `${mallDayAt(at, tenant.timeZone)}/${path}` };
}

/** A page operation's key: its document by the SHA-256 of its text (a hash and the same text share one entry). */
export function operationKey(operation: string, documentHash: string, variables: Record<string, unknown>): PageCacheKey {
  return {
    path: `graphql:${operation}`,
    ...(typeof variables.lang === 'string' ? { lang: variables.lang } : {}),
    query: { q: documentHash, v: canonicalJson(variables) },
  };
}

/** JSON with object keys in order: one spelling of the same variables (whitespace, key order) keys one entry. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
