import type { CallContext } from '../upstream/client';
import type { PublicGet } from '../upstream/public-get';
import type { Query } from '../upstream/query';
import { blogArticlePageSchema, blogCategoriesSchema } from './upstream';

/**
 * The blog's public upstream calls, cached under the 'content' family as the articles themselves
 * (edited texts: a new article shows within the family's time).
 */
export function blogCalls(get: PublicGet) {
  return {
    blogCategories: (call: CallContext) => get(call, 'content', 'post-categories', blogCategoriesSchema, { 'filter[type]': 'blog' }),
    blogArticles: (call: CallContext, query: Query) => get(call, 'content', 'website-pages', blogArticlePageSchema, query),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default blogCalls;
