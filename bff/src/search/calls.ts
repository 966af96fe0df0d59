import type { Lang } from '@mall/site';
import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { platformSearchSchema } from './upstream';

/**
 * Search's own upstream call: the platform's search, the fallback while the index is cold. Cached
 * under 'content' per query and language, so a burst of the same query during a cold start asks the
 * platform once. (The index itself reads the domains' calls: catalog's allShops and categories.)
 */
export function searchCalls(get: PublicGet) {
  return {
    platformSearch: (call: CallContext, query: string, lang: Lang) => get(call, 'content', 'search', platformSearchSchema, { query, locale: lang }),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default searchCalls;
