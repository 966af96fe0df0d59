import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { FavouritesPageDocument, type FavouritesPageQuery, type FavouritesPageQueryVariables } from '../../graphql/generated';

// The member's favourites (spec §2 dashboard child /en/favourites, cz /cz/oblibene). A member's page:
// guarded, rendered for them, never kept.
export default definePage<FavouritesPageQuery, FavouritesPageQueryVariables, ComponentType>({
  route: 'dashboard-favourites',
  document: FavouritesPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (data, { t }) => ({ title: `${t('favourites:head.title')} – ${data.mall.name}`, indexable: false }),
  view: () => import('./favourites-screen'),
});
