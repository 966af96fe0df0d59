import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { AwardsPageDocument, type AwardsPageQuery, type AwardsPageQueryVariables } from '../../graphql/generated';

// Awards and badges (spec §2 "Dashboard": /en/awards, cz /cz/oceneni, sk /sk/ocenenia,
// de /de/dashboard/awards). A member's page: guarded, never kept in a shared cache.
export default definePage<AwardsPageQuery, AwardsPageQueryVariables, ComponentType>({
  route: 'dashboard-awards',
  document: AwardsPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (_data, { t }) => ({ title: t('awards:head.title'), indexable: false }),
  view: () => import('./awards-screen'),
});
