import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { AboutPageDocument, type AboutPageQuery, type AboutPageQueryVariables } from '../../graphql/generated';

// About (issue 9 "Pages"; cz /cz/o-nakupnim-centru, sk /sk/o-nakupnom-centre): one operation, the head
// from the mall's data (seo.ts, server only), the view in its own chunk.
export default definePage<AboutPageQuery, AboutPageQueryVariables, ComponentType>({
  route: 'about',
  document: AboutPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).aboutPageHead(data, context),
  view: () => import('./about-screen'),
});
