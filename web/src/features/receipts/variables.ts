import { asGiven, DEFAULT_PAGE_SIZE, listStatus, pageNumber, type PageContext, type PageStatus, type QueryRules } from '@mall/site';
import type { ReceiptsPageQuery, ReceiptsPageQueryVariables } from '../../graphql/generated';

// What the receipts' page module and its view share: the operation's variables and the status its data
// gives. The list's page is the query's `?page=`: not a number, or past the last page, is a 404.

export const receiptsPageParam = 'page';
export const receiptsQuery: QueryRules = { [receiptsPageParam]: asGiven };

export function receiptsVariables({ lang, query }: PageContext): ReceiptsPageQueryVariables {
  return { lang, page: pageNumber(query?.[receiptsPageParam]) ?? 1, perPage: DEFAULT_PAGE_SIZE };
}

export function receiptsStatus(data: ReceiptsPageQuery, { query }: PageContext): PageStatus {
  return listStatus(pageNumber(query?.[receiptsPageParam]), data.myReceipts.lastPage);
}
