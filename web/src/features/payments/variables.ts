import { asGiven, listStatus, pageNumber, type PageContext, type PageStatus, type QueryRules } from '@mall/site';
import type { PurchasesPageQuery, PurchasesPageQueryVariables } from '../../graphql/generated';

// The purchases page's variables from its URL (`/en/purchases?page=2`: the route has no page parameter),
// and its status: a page that is not a number, or past the last, is a 404 as in every list.

/** The purchases' page (`?page=2`), as given: not a number, or past the last, is a 404. */
export const purchasesQuery: QueryRules = { page: asGiven };

export const purchasesVariables = ({ lang, query }: PageContext): PurchasesPageQueryVariables => ({ lang, page: pageNumber(query?.page) ?? 1 });

export const purchasesStatus = (data: PurchasesPageQuery, { query }: PageContext): PageStatus => listStatus(pageNumber(query?.page), data.purchases.lastPage);
