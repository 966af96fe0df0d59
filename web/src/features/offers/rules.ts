import { pageSize, detailStatus, listStatus, pageNumber, pathFor, type Lang, type PageContext, type PageStatus } from '@mall/site';
import type { OfferPageQuery, OfferPageQueryVariables, OffersPageQuery, OffersPageQueryVariables } from '../../graphql/generated';

// The offers' screens from their paths (spec §2, §4 lists, §9): which page of which category a path
// asks for, and what it answers: the page, a 404 (a page that is not one or lies past the end, a
// category or an offer that does not exist) or a 301 (an offer's or a category's old or other
// language's slug). The page modules and the views read the same functions, so the first HTML and a
// client-side navigation decide alike.

/** The variables of the list's operation. A page that is not a number asks page 1, and answers 404 (offersListStatus). */
export function offersListVariables({ lang, params, query }: PageContext): OffersPageQueryVariables {
  return { lang, page: pageNumber(params.page) ?? 1, perPage: pageSize(query), category: params.category ?? null };
}

/** The path of a page of the list (of a category): the first page of the whole list has no number. */
export function offersListPath(lang: Lang, category: string | null | undefined, page: number): string {
  if (category) return pathFor('offers-category', lang, { category, page });
  return page > 1 ? pathFor('offers', lang, { page }) : pathFor('offers', lang);
}

export function offersListStatus(data: OffersPageQuery, { lang, params }: PageContext): PageStatus {
  const page = pageNumber(params.page);
  if (page === null || !data.offers) return { status: 404 };
  const category = data.offers.category;
  // The category's id decides; an old or other language's slug leads to the category's own path.
  if (params.category !== undefined && category && category.key !== params.category) {
    return { status: 301, location: offersListPath(lang, category.key, page) };
  }
  // The whole list's first page has one address, without a number.
  if (params.category === undefined && params.page === '1') return { status: 301, location: offersListPath(lang, null, 1) };
  return listStatus(page, data.offers.lastPage);
}

export function offerVariables({ lang, params }: PageContext): OfferPageQueryVariables {
  return { lang, id: params.id ?? '' };
}

export function offerStatus(data: OfferPageQuery, context: PageContext): PageStatus {
  return detailStatus('offer', data.offer, context);
}

/** `product` (spec §9 default) lists products; any other layout lists offers. */
export const isProductLayout = (offersLayout: string | null | undefined): boolean => !offersLayout || offersLayout === 'product';
