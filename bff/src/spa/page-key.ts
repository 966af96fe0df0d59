import { isLang, type Lang } from '@mall/site';
import type { ResponseKey } from '../responses/plugin';

// Where a visitor's page is kept in the response cache (DESIGN.md "The first HTML", cached responses):
// per tenant (the cache key's own), language, path and query. The Fastify path (spa/plugin.ts) and the
// fast path (responses/fast-path.ts) both key pages here, so that they can never disagree.

/**
 * Query parameters that never change a page, nor its cache key: those that only tell where a visitor
 * came from, and `email`, which an unsubscribe link carries and only the browser fills in (a kept page
 * never holds an address, and one page is kept however many addresses come).
 */
const trackingParam = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|_ga|email)$/i;

/**
 * Query parameters that are one visitor's secret (`token`: a newsletter link's, issue 17): a page may
 * depend on whether one is there, never on its value. The page is rendered and kept with this
 * placeholder instead, so one page is kept for every link, and no token reaches a kept page, the
 * shared cache or its keys. The browser reads the real one from its own address.
 */
const secretParam = /^token$/i;
export const secretPlaceholder = '-';

/** A page's query without the tracking parameters, secrets as a placeholder: what it is rendered and kept with. */
export function keptQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (trackingParam.test(name)) continue;
    query[name] = secretParam.test(name) ? secretPlaceholder : value;
  }
  return query;
}

/** The language a path names in its first segment, or null (such a page depends on the visitor's). */
export function pathLanguage(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

export function pageResponseKey(pathname: string, lang: Lang, query: Record<string, string>): ResponseKey {
  return { path: `page:${pathname}`, lang, query };
}
