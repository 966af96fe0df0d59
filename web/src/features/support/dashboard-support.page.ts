import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { SupportPageDocument, type SupportPageQuery, type SupportPageQueryVariables } from '../../graphql/generated';

// The member's support (spec §2 "Dashboard": /en/support, cz /cz/podpora; guarded). Where the mall has
// `is_contact_support_active` off the page still answers (it is in the dashboard's menu) and says so.
export default definePage<SupportPageQuery, SupportPageQueryVariables, ComponentType>({
  route: 'dashboard-support',
  document: SupportPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (_data, { t }) => ({ title: t('support:head.title'), indexable: false }),
  view: () => import('./support-screen'),
});
