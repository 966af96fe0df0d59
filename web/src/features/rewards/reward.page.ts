import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { RewardPageDocument, type RewardPageQuery, type RewardPageQueryVariables } from '../../graphql/generated';
import { detailPageStatus, detailVariables } from './variables';

// A reward's detail (spec §2 "Reward detail", `/en/reward/{id}/{title}`).
export default definePage<RewardPageQuery, RewardPageQueryVariables, ComponentType>({
  route: 'reward',
  document: RewardPageDocument,
  variables: detailVariables,
  head: async (data, context) => (await import('./seo')).detailPageHead(data, context),
  status: detailPageStatus,
  view: () => import('./reward-screen'),
});
