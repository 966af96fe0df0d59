import { pageSize, detailStatus, listStatus, pageNumber, pathFor, type PageContext, type PageStatus } from '@mall/site';
import type { RewardPageQuery, RewardPageQueryVariables, RewardsPageQuery, RewardsPageQueryVariables } from '../../graphql/generated';

// What the rewards' page modules and views share: the operation's variables from the path (the server
// and the browser must ask the very same, or the embedded first result would not be used) and the
// status the data gives (spec §2 lists and details; issue 8 rules).

/** The list's variables; a page that is not a number asks for page 1 and answers 404 (listStatus). */
export function listVariables({ lang, params, query }: PageContext): RewardsPageQueryVariables {
  return { lang, page: pageNumber(params.page) ?? 1, perPage: pageSize(query), category: params.category ?? null };
}

/**
 * 404 for a page that is not one or lies past the end, or a category that does not exist; 301 to the
 * category's own key when the path's is another (an old name, another language's slug, the bare id).
 */
export function listPageStatus(data: RewardsPageQuery, { lang, params }: PageContext): PageStatus {
  const page = pageNumber(params.page);
  if (!data.rewards) return { status: 404 };
  const status = listStatus(page, data.rewards.lastPage);
  const category = data.rewards.category;
  if (status.status === 200 && page !== null && category && params.category !== category.key) {
    return { status: 301, location: pathFor('rewards-category', lang, { category: category.key, page }) };
  }
  return status;
}

export function detailVariables({ lang, params }: PageContext): RewardPageQueryVariables {
  return { lang, id: params.id ?? '' };
}

/** 404 for no such reward, 301 to its path when the slug is not its own. */
export function detailPageStatus(data: RewardPageQuery, context: PageContext): PageStatus {
  return detailStatus('reward', data.reward, context);
}
