import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { EshopsPageDocument, type EshopsPageQuery, type EshopsPageQueryVariables } from '../../graphql/generated';

// The shops that sell online (issue 22, route `eshops`). A mall without any shows the page with its
// empty state (the route is the mall's, the list is the shops').
export default definePage<EshopsPageQuery, EshopsPageQueryVariables, ComponentType>({
  route: 'eshops',
  document: EshopsPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).eshopsPageHead(data, context),
  view: () => import('./eshops-screen'),
});
