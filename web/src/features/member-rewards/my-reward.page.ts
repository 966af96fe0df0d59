import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MyRewardPageDocument, type MyRewardPageQuery, type MyRewardPageQueryVariables } from '../../graphql/generated';
import { myRewardStatus, myRewardVariables } from './variables';

// A member's reward (spec §2 "Member reward detail": /en/my-reward/{id}, cz /cz/moje-odmena/{id}): its
// code for the cashier. 404 for an id that is not the member's. Guarded, never kept.
export default definePage<MyRewardPageQuery, MyRewardPageQueryVariables, ComponentType>({
  route: 'my-reward',
  document: MyRewardPageDocument,
  variables: myRewardVariables,
  head: (data, { t }) => ({
    title: data.customerReward ? t('member-rewards:head.rewardTitle', { reward: data.customerReward.reward?.title ?? data.customerReward.code }) : t('member-rewards:head.title'),
    indexable: false,
  }),
  status: myRewardStatus,
  view: () => import('./my-reward-screen'),
});
