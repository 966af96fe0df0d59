import { listStatus, pageNumber, pageSize, pageSizeQuery, pathFor, type Lang, type PageContext, type PageStatus, type QueryRule, type QueryRules } from '@mall/site';
import type { BlogPageQuery, BlogPageQueryVariables } from '../../graphql/generated';

// The blog's address (issue 22): `/{lang}/blog/{page?}`, and its category filter `?category={id}`.
// A category is a platform id: any other spelling is not a filter (read as absent, the whole blog,
// as `?utm_source=` would be); an id the blog does not have is a 404, as a page past the end is.

export const CATEGORY_PARAM = 'category';

/** `?category=`: a positive integer without a leading zero, else absent. */
export const categoryRule: QueryRule = (value) => (/^[1-9]\d{0,11}$/.test(value) ? value : null);

/** The query parameters the blog reads: its category and the list's page size. */
export const blogQuery: QueryRules = { ...pageSizeQuery, [CATEGORY_PARAM]: categoryRule };

export function blogVariables({ lang, params, query }: PageContext): BlogPageQueryVariables {
  const category = query?.[CATEGORY_PARAM];
  return { lang, page: pageNumber(params.page) ?? 1, perPage: pageSize(query), category: category ? categoryRule(category) : null };
}

/** 404 for a page that is not one or lies past the end, and for a category the blog does not have. */
export function blogStatus(data: BlogPageQuery, context: PageContext): PageStatus {
  if (blogVariables(context).category && !data.blog.category) return { status: 404 };
  return listStatus(pageNumber(context.params.page), data.blog.lastPage);
}

/** A page of the blog, in a category or all of it: the first page without its number. */
export function blogPath(lang: Lang, page: number, category: string | null): string {
  const path = page === 1 ? pathFor('blog', lang, {}) : pathFor('blog', lang, { page });
  return category ? `${path}?${CATEGORY_PARAM}=${encodeURIComponent(category)}` : path;
}
