import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { InformationPageDocument, type InformationPageQuery, type InformationPageQueryVariables } from '../../graphql/generated';

// The information hub (issue 9 "Pages"): one operation, the head (seo.ts, server only), the view in its own chunk.
export default definePage<InformationPageQuery, InformationPageQueryVariables, ComponentType>({
  route: 'information',
  document: InformationPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).informationPageHead(data, context),
  view: () => import('./information-screen'),
});
