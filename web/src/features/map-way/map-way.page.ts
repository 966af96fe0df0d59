import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MapWayPageDocument, type MapWayPageQuery, type MapWayPageQueryVariables } from '../../graphql/generated';

// How to get here (issue 9 "Pages", route map-way): one operation, the head (seo.ts, server only), the
// view in its own chunk.
export default definePage<MapWayPageQuery, MapWayPageQueryVariables, ComponentType>({
  route: 'map-way',
  document: MapWayPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).mapWayPageHead(data, context),
  view: () => import('./map-way-screen'),
});
