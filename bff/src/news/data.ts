import type { Query } from '../upstream/client';
import type { PublicCall, PublicGet } from '../upstream/public-get';
import { POST_SHOPS_QUERY, postPageSchema, postSchema, postShopsSchema } from '../posts/posts';

/**
 * The news' public upstream calls, under the 'content' family. A member's variant (`me/news`) never
 * comes through here: it goes through session/member-get.ts, uncached.
 */
export function newsData(get: PublicGet) {
  return {
    newsList: (call: PublicCall, query: Query) => get(call, 'content', 'news', postPageSchema, query),
    /** One news item; `id` must be checked by the caller (digits only), it goes into the path. */
    newsItem: (call: PublicCall, id: string) => get(call, 'content', `news/${encodeURIComponent(id)}`, postSchema),
    newsShops: (call: PublicCall) => get(call, 'catalog', 'companies', postShopsSchema, POST_SHOPS_QUERY),
  };
}

/** The domain's public upstream calls (the GraphQL context's `data`), found by domains/generated.ts. */
export default newsData;
