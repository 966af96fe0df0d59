import { isLang, type Lang, type ServerEntry } from '@mall/site';
import type { ResponseKey } from '../responses/plugin';

// Where a visitor's page is kept in the response cache (DESIGN.md "The first HTML", cached responses):
// per tenant (the cache key's own), language, path and query. The Fastify path (spa/plugin.ts) and the
// fast path (responses/fast-path.ts) both key pages here, so that they can never disagree.
//
// The query is the page's own (issue 17: 300 requests of `?x=N` made 300 copies of one page): the
// parameters its page module declares, each in its one spelling (`pageQuery` of the web's server
// entry, packages/site/src/page-query.ts). Tracking parameters (`utm_*`, `gclid` …), an address a
// link carries (`?email=`, filled in by the browser only) and anything else no page reads are no part
// of it, nor of the render. A visitor's secret a page reads (a newsletter link's `token`) is there as
// a placeholder only (`secret`): one kept page for every link, and no token in it nor in the key.

/** The page's query as its module declares it; none without a web build. */
export function keptQuery(entry: Pick<ServerEntry, 'pageQuery'> | null, pathname: string, params: URLSearchParams): Record<string, string> {
  return entry ? entry.pageQuery(pathname, params) : {};
}

/** The language a path names in its first segment, or null (such a page depends on the visitor's). */
export function pathLanguage(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

export function pageResponseKey(pathname: string, lang: Lang, query: Record<string, string>): ResponseKey {
  return { path: `page:${pathname}`, lang, query };
}
