import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { OffersPageDocument, type OffersPageQuery, type OffersPageQueryVariables } from '../../graphql/generated';
import { offersListStatus, offersListVariables } from './rules';

// Offers by category (spec §2): `/en/offers/:category/:page`, the list's operation and screen with a
// category (its key, `{id}-{slug}`).
export default definePage<OffersPageQuery, OffersPageQueryVariables, ComponentType>({
  route: 'offers-category',
  document: OffersPageDocument,
  variables: offersListVariables,
  head: async (data, context) => (await import('./head')).offersListHead(data, context, context.t),
  status: offersListStatus,
  query: pageSizeQuery,
  view: () => import('./offers-screen'),
});
