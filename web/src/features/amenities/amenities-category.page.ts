import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { AmenitiesPageDocument, type AmenitiesPageQuery, type AmenitiesPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listVariables } from './variables';

// Amenities by category (spec §2, `/en/amenities/{category}/{page}`): the list's operation and view
// with the category's key (`{id}-{slug}`).
export default definePage<AmenitiesPageQuery, AmenitiesPageQueryVariables, ComponentType>({
  route: 'amenities-category',
  document: AmenitiesPageDocument,
  variables: listVariables,
  head: async (data, context) => (await import('./seo')).listPageHead(data, context),
  status: listPageStatus,
  query: pageSizeQuery,
  view: () => import('./amenities-screen'),
});
