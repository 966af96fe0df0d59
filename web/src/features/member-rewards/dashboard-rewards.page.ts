import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MemberRewardsPageDocument, type MemberRewardsPageQuery, type MemberRewardsPageQueryVariables } from '../../graphql/generated';
import { memberRewardsQuery, memberRewardsStatus, memberRewardsVariables } from './variables';

// The dashboard's rewards (spec §2 dashboard child: /en/rewards, cz /cz/odmeny, de /de/dashboard/rewards;
// the public list is /en/rewards/{page}). A member's page: guarded, rendered for them, never kept.
export default definePage<MemberRewardsPageQuery, MemberRewardsPageQueryVariables, ComponentType>({
  route: 'dashboard-rewards',
  document: MemberRewardsPageDocument,
  variables: memberRewardsVariables,
  head: (data, { t }) => ({ title: `${t('member-rewards:head.title')} – ${data.mall.name}`, indexable: false }),
  status: memberRewardsStatus,
  query: memberRewardsQuery,
  view: () => import('./member-rewards-screen'),
});
