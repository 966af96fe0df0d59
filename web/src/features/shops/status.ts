import { detailStatus, listStatus, pageNumber, pageSize, pathFor, type PageContext, type PageStatus } from '@mall/site';
import type { ShopPageQuery, ShopsCategoryPageQuery } from '../../graphql/generated';

// The statuses of the shops' screens (DESIGN.md "Pages"), the same on the server (the first HTML) and
// in the browser (client-side navigation).

/**
 * A category's list: 404 for an unknown category, a page that is not a number or one past the
 * last; 301 to the category's own key (`{id}-{slug}` in the page's language) when the path's differs.
 */
export function shopsCategoryStatus(data: ShopsCategoryPageQuery, { lang, params }: PageContext): PageStatus {
  const page = pageNumber(params.page);
  const list = data.shopsInCategory;
  if (page === null || !list) return { status: 404 };
  const key = list.category.key;
  if (params.category !== key) return { status: 301, location: pathFor('shops-category', lang, { category: key, page }) };
  return listStatus(page, list.lastPage);
}

/** A shop: 404 when there is none with the id, 301 when the path's title is not its slug. */
export function shopStatus(data: ShopPageQuery, context: PageContext): PageStatus {
  return detailStatus('shop', data.shop, context);
}

/**
 * The variables of a category's page: the page size from the URL's query (`?perPage=`); an unreadable
 * page asks for the first (its status is 404).
 */
export function shopsCategoryVariables({ lang, params, query }: PageContext) {
  return { lang, category: params.category ?? '', page: pageNumber(params.page) ?? 1, perPage: pageSize(query) };
}
