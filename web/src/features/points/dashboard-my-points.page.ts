import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MyPointsPageDocument, type MyPointsPageQuery, type MyPointsPageQueryVariables } from '../../graphql/generated';
import { myPointsQuery, myPointsStatus, myPointsVariables } from './variables';

// My points (spec §2 "Dashboard": /en/my-points, cz /cz/moje-body, de /de/dashboard/my-points). A
// member's page: guarded, rendered for the member on the server, never kept in a shared cache.
export default definePage<MyPointsPageQuery, MyPointsPageQueryVariables, ComponentType>({
  route: 'dashboard-my-points',
  document: MyPointsPageDocument,
  variables: myPointsVariables,
  head: (_data, { t }) => ({ title: t('points:myPoints.head.title'), indexable: false }),
  status: myPointsStatus,
  query: myPointsQuery,
  view: () => import('./my-points-screen'),
});
