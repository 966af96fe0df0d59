import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { OfferPageDocument, type OfferPageQuery, type OfferPageQueryVariables } from '../../graphql/generated';
import { offerStatus, offerVariables } from './rules';

// Offer detail (spec §2): `/en/offer/:id/:title`; 404 for an offer that does not exist, 301 to the
// offer's own slug for any other title.
export default definePage<OfferPageQuery, OfferPageQueryVariables, ComponentType>({
  route: 'offer',
  document: OfferPageDocument,
  variables: offerVariables,
  head: async (data, context) => (await import('./seo')).offerPageHead(data, context),
  status: offerStatus,
  view: () => import('./offer-screen'),
});
