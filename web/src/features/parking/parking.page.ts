import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ParkingPageDocument, type ParkingPageQuery, type ParkingPageQueryVariables } from '../../graphql/generated';

// Parking (issue 9 "Pages"): one operation, the head (server only, lazily), the view in its own chunk.
// A mall without a parking option on the platform still has the page: its description only.
export default definePage<ParkingPageQuery, ParkingPageQueryVariables, ComponentType>({
  route: 'parking',
  document: ParkingPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).parkingHead(data, context.t),
  view: () => import('./parking-screen'),
});
