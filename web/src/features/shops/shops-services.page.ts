import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ShopsServicesPageDocument, type ShopsServicesPageQuery, type ShopsServicesPageQueryVariables } from '../../graphql/generated';

// Shops and services (spec §2): one operation, the head on the server (seo.ts), the view in its own chunk.
export default definePage<ShopsServicesPageQuery, ShopsServicesPageQueryVariables, ComponentType>({
  route: 'shops-services',
  document: ShopsServicesPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).shopsServicesPageHead(data, context),
  view: () => import('./shops-services-screen'),
});
