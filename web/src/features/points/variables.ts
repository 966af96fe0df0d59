import { asGiven, DEFAULT_PAGE_SIZE, listStatus, pageNumber, type PageContext, type PageStatus, type QueryRules } from '@mall/site';
import type { MyPointsPageQuery, MyPointsPageQueryVariables } from '../../graphql/generated';

// What the my-points page module and its view share: the operation's variables (the server and the
// browser must ask the very same) and the status its data gives. The history's page is the query's
// `?page=` (the route has no page in its path): not a number, or past the last page, is a 404.

export const historyPageParam = 'page';
export const myPointsQuery: QueryRules = { [historyPageParam]: asGiven };

export function myPointsVariables({ lang, query }: PageContext): MyPointsPageQueryVariables {
  return { lang, page: pageNumber(query?.[historyPageParam]) ?? 1, perPage: DEFAULT_PAGE_SIZE };
}

export function myPointsStatus(data: MyPointsPageQuery, { query }: PageContext): PageStatus {
  return listStatus(pageNumber(query?.[historyPageParam]), data.pointsHistory.lastPage);
}
