import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { RewardsPageDocument, type RewardsPageQuery, type RewardsPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listVariables } from './variables';

// The rewards list (spec §2 "Rewards list", `/en/rewards/{page}`: the page is required, the bare
// path is the dashboard's). Hidden from guests under is_rewards_visible_only_when_logged_in (the
// route table's guard, enforced before the page runs).
export default definePage<RewardsPageQuery, RewardsPageQueryVariables, ComponentType>({
  route: 'rewards',
  document: RewardsPageDocument,
  variables: listVariables,
  head: async (data, context) => (await import('./seo')).listPageHead(data, context),
  status: listPageStatus,
  query: pageSizeQuery,
  view: () => import('./rewards-screen'),
});
