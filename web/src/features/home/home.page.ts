import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { HomePageDocument, type HomePageQuery, type HomePageQueryVariables } from '../../graphql/generated';

// Home (spec §2 "Home"): its head is the tenant's own (pagesMetaTags.index), so it declares none.
export default definePage<HomePageQuery, HomePageQueryVariables, ComponentType>({
  route: 'home',
  document: HomePageDocument,
  variables: ({ lang }) => ({ lang }),
  view: () => import('./home-screen'),
});
