import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { AmenitiesPageDocument, type AmenitiesPageQuery, type AmenitiesPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listVariables } from './variables';

// The amenities list (spec §2 "Amenities list", `/en/amenities/{page}`, the page optional).
export default definePage<AmenitiesPageQuery, AmenitiesPageQueryVariables, ComponentType>({
  route: 'amenities',
  document: AmenitiesPageDocument,
  variables: listVariables,
  head: async (data, context) => (await import('./seo')).listPageHead(data, context),
  status: listPageStatus,
  query: pageSizeQuery,
  view: () => import('./amenities-screen'),
});
