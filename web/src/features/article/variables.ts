import { pathFor, type PageContext, type PageStatus } from '@mall/site';
import type { ArticlePageQuery, ArticlePageQueryVariables } from '../../graphql/generated';

// The article's address (spec §2 `/{lang}/a/{permaLink}`, slashes allowed): the route's splat is the
// permalink. The bff judges it (charset, length; all digits is a page's id) and answers null for no page.

/** The permalink asked for: the splat, without slashes at either end. */
export function articleVariables({ lang, params }: PageContext): ArticlePageQueryVariables {
  return { lang, permalink: (params['*'] ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * 404 for no page; 301 to the page's own address when it was asked otherwise (by its id, with a
 * trailing slash); 200 at its permalink.
 */
export function articleStatus(data: ArticlePageQuery, { lang, params }: PageContext): PageStatus {
  const page = data.websitePage;
  if (!page) return { status: 404 };
  if (page.permalink !== (params['*'] ?? '')) return { status: 301, location: pathFor('article', lang, { '*': page.permalink }) };
  return { status: 200 };
}
