import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { AmenityPageDocument, type AmenityPageQuery, type AmenityPageQueryVariables } from '../../graphql/generated';
import { detailPageStatus, detailVariables } from './variables';

// An amenity's detail (spec §2 "Amenity detail", `/en/amenity/{id}/{title}`, cz and sk `sluzba`);
// an amenity with a configured link answers a redirect there instead (variables.ts).
export default definePage<AmenityPageQuery, AmenityPageQueryVariables, ComponentType>({
  route: 'amenity',
  document: AmenityPageDocument,
  variables: detailVariables,
  head: async (data, context) => (await import('./seo')).detailPageHead(data, context),
  status: detailPageStatus,
  view: () => import('./amenity-screen'),
});
