import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { FloorplanPageDocument, type FloorplanPageQuery, type FloorplanPageQueryVariables } from '../../graphql/generated';
import { floorplanQuery, floorplanStatus, floorplanVariables } from './page-data';

// Floor plan (spec §2, `/en/floorplan/{id}`): one operation with the plan, all its floors and the
// units' shops (the floor and the unit to show come from the query string, so the operation does not
// depend on them); 404 for a plan the tenant does not have; the head from the plan (seo.ts, server
// only); the view in its own chunk.
export default definePage<FloorplanPageQuery, FloorplanPageQueryVariables, ComponentType>({
  route: 'floorplan',
  document: FloorplanPageDocument,
  variables: ({ lang, params }) => floorplanVariables(lang, params.id),
  head: async (data, context) => (await import('./seo')).floorplanPageHead(data, context),
  status: (data) => floorplanStatus(data),
  query: floorplanQuery,
  view: () => import('./floorplan-screen'),
});
