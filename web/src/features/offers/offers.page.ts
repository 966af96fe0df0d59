import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { OffersPageDocument, type OffersPageQuery, type OffersPageQueryVariables } from '../../graphql/generated';
import { offersListStatus, offersListVariables } from './rules';

// Offers list (spec §2): `/en/offers/:page?`, one page of the current offers.
export default definePage<OffersPageQuery, OffersPageQueryVariables, ComponentType>({
  route: 'offers',
  document: OffersPageDocument,
  variables: offersListVariables,
  head: async (data, context) => (await import('./head')).offersListHead(data, context, context.t),
  status: offersListStatus,
  query: pageSizeQuery,
  view: () => import('./offers-screen'),
});
