import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { HomePageDocument, type HomePageQuery, type HomePageQueryVariables } from '../../graphql/generated';

// Home (spec §2 "Home"): the tenant's own title and description, the mall as JSON-LD (seo.ts).
export default definePage<HomePageQuery, HomePageQueryVariables, ComponentType>({
  route: 'home',
  document: HomePageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, { lang }) => (await import('./seo')).homeHead(data, lang),
  view: () => import('./home-screen'),
});
