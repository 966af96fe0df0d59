import { pageSize, detailStatus, listStatus, pageNumber, pathFor, type PageContext, type PageStatus } from '@mall/site';
import type { AmenitiesPageQuery, AmenitiesPageQueryVariables, AmenityPageQuery, AmenityPageQueryVariables } from '../../graphql/generated';

// What the amenities' page modules and views share: the operation's variables from the path (the
// server and the browser must ask the very same) and the status the data gives.

/** The list's variables; a page that is not a number asks for page 1 and answers 404 (listStatus). */
export function listVariables({ lang, params, query }: PageContext): AmenitiesPageQueryVariables {
  return { lang, page: pageNumber(params.page) ?? 1, perPage: pageSize(query), category: params.category ?? null };
}

/**
 * 404 for a page that is not one or lies past the end, or a category that does not exist; 301 to the
 * category's own key when the path's is another (an old name, another language's slug, the bare id).
 */
export function listPageStatus(data: AmenitiesPageQuery, { lang, params }: PageContext): PageStatus {
  const page = pageNumber(params.page);
  if (!data.amenities) return { status: 404 };
  const status = listStatus(page, data.amenities.lastPage);
  const category = data.amenities.category;
  if (status.status === 200 && page !== null && category && params.category !== category.key) {
    return { status: 301, location: pathFor('amenities-category', lang, { category: category.key, page }) };
  }
  return status;
}

export function detailVariables({ lang, params }: PageContext): AmenityPageQueryVariables {
  return { lang, id: params.id ?? '' };
}

/**
 * 404 for no such amenity; an amenity the tenant sends elsewhere (`amenitiy_redirect_links`) answers
 * a redirect to that link, whatever the slug; otherwise 301 to its path when the slug is not its own.
 * The page status has no 302, so a configured link is a 301 too (see the README's amenities note).
 */
export function detailPageStatus(data: AmenityPageQuery, context: PageContext): PageStatus {
  const redirect = data.amenity?.redirect;
  if (redirect) return { status: 301, location: redirect };
  return detailStatus('amenity', data.amenity, context);
}

/** An address of another site (the browser must leave the app for it). */
export const isExternal = (link: string): boolean => /^https?:\/\//i.test(link);
