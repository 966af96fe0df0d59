import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { GetPointsPageDocument, type GetPointsPageQuery, type GetPointsPageQueryVariables } from '../../graphql/generated';

// Get points (spec §2 "Dashboard": /en/get-points, cz /cz/ziskat-body, de /de/dashboard/get-points):
// how to earn points here. In the dashboard: a member's page, never indexed.
export default definePage<GetPointsPageQuery, GetPointsPageQueryVariables, ComponentType>({
  route: 'dashboard-get-points',
  document: GetPointsPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (_data, { t }) => ({ title: t('points:getPoints.head.title'), indexable: false }),
  view: () => import('./get-points-screen'),
});
