import type { Lang } from '@mall/site';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import type { BlogCategory, BlogPage, Resolvers } from '../graphql/generated';
import { listArgs, upstreamId } from '../graphql/list-args';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { toBlogArticle, toBlogCategories } from './mapper';

// The blog (issue 22, route `blog`): the mall's articles newest first, by category. Public data
// through the shared cache ('content' family), as the articles' own pages.

const NEWEST_FIRST = '-published_at';

async function blogCategories(ctx: GraphQLContext, lang: Lang): Promise<BlogCategory[]> {
  return toBlogCategories(unwrap(ctx, await ctx.calls.blogCategories(publicCall(ctx))), displayContext(ctx, lang));
}

/** The `category` argument: absent, or a platform id; anything else is BAD_USER_INPUT, not an upstream call. */
function categoryArg(category: string | null | undefined): string | null {
  if (category === null || category === undefined) return null;
  const id = upstreamId(category);
  if (!id) throw gqlError('BAD_USER_INPUT', 'category must be a blog category id.', { fieldErrors: { category: ['not a category id'] } });
  return id;
}

export const blogResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    blog: async (_root, { lang, page, perPage, category }, ctx): Promise<BlogPage> => {
      const list = listArgs({ page, perPage });
      const categoryId = categoryArg(category);
      const categories = await blogCategories(ctx, lang);
      const selected = categoryId ? (categories.find((c) => c.id === categoryId) ?? null) : null;
      // A category the blog does not have: nothing to list, and nothing asked (the page answers 404).
      if (categoryId && !selected) return { categories, category: null, items: [], currentPage: list.page, lastPage: 1, perPage: list.perPage, total: 0 };
      const query = {
        page: list.page,
        per_page: list.perPage,
        sort: NEWEST_FIRST,
        'filter[type]': 'article',
        ...(selected ? { 'filter[post_category_id]': selected.id } : {}),
      };
      const result = unwrap(ctx, await ctx.calls.blogArticles(publicCall(ctx), query));
      const byId = new Map(categories.map((c) => [c.id, c]));
      const context = displayContext(ctx, lang);
      return {
        categories,
        category: selected,
        // Landings have their own routes: only articles, whatever the platform adds.
        items: result.data.filter((p) => p.type === 'article').map((p) => toBlogArticle(p, byId, context)),
        currentPage: result.current_page,
        lastPage: Math.max(1, result.last_page),
        perPage: result.per_page,
        total: result.total,
      };
    },
  },
};
