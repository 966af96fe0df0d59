import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { DashboardPageDocument, type DashboardPageQuery, type DashboardPageQueryVariables } from '../../graphql/generated';

// The dashboard's overview (spec §2 "Dashboard"; guarded: a visitor goes to sign in and comes back).
// A member's page: rendered for them on the server, never kept in a shared cache.
export default definePage<DashboardPageQuery, DashboardPageQueryVariables, ComponentType>({
  route: 'dashboard',
  document: DashboardPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (_data, { t }) => ({ title: t('dashboard:head.title'), indexable: false }),
  view: () => import('./dashboard-screen'),
});
