import { asGiven, listStatus, pageNumber, type PageContext, type PageStatus, type QueryRules } from '@mall/site';
import type { MemberRewardsPageQuery, MemberRewardsPageQueryVariables, MyRewardPageQuery, MyRewardPageQueryVariables } from '../../graphql/generated';

// What the member's rewards' page modules and views share: the operation's variables from the URL (the
// server and the browser must ask the very same) and the status the data gives.

/** The query parameters that page the dashboard's two lists: the catalogue and the activated rewards. */
export const catalogueParam = 'page';
export const mineParam = 'mine';
/** Both as given: a page that is not a number, or past the last, is a 404. */
export const memberRewardsQuery: QueryRules = { [catalogueParam]: asGiven, [mineParam]: asGiven };

/** A page that is not a number asks for page 1 and answers 404 (memberRewardsStatus). */
export function memberRewardsVariables({ lang, query }: PageContext): MemberRewardsPageQueryVariables {
  return { lang, page: pageNumber(query?.[catalogueParam]) ?? 1, minePage: pageNumber(query?.[mineParam]) ?? 1 };
}

/** 404 for a page of either list that is not a number or lies past its last page. */
export function memberRewardsStatus(data: MemberRewardsPageQuery, { query }: PageContext): PageStatus {
  const catalogue = listStatus(pageNumber(query?.[catalogueParam]), data.memberRewards.lastPage);
  return catalogue.status !== 200 ? catalogue : listStatus(pageNumber(query?.[mineParam]), data.customerRewards.lastPage);
}

export function myRewardVariables({ lang, params }: PageContext): MyRewardPageQueryVariables {
  return { lang, id: params.id ?? '' };
}

/** 404 for an id that is not one of the member's rewards (another member's included). */
export function myRewardStatus(data: MyRewardPageQuery): PageStatus {
  return data.customerReward ? { status: 200 } : { status: 404 };
}
