import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { RewardsPageDocument, type RewardsPageQuery, type RewardsPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listVariables } from './variables';

// Rewards by category (spec §2 "Rewards by category", `/en/rewards/{category}/{page}`): the list's
// operation and view with the category's key (`{id}-{slug}`).
export default definePage<RewardsPageQuery, RewardsPageQueryVariables, ComponentType>({
  route: 'rewards-category',
  document: RewardsPageDocument,
  variables: listVariables,
  head: async (data, context) => (await import('./seo')).listPageHead(data, context),
  status: listPageStatus,
  query: pageSizeQuery,
  view: () => import('./rewards-screen'),
});
