import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MobileAppPageDocument, type MobileAppPageQuery, type MobileAppPageQueryVariables } from '../../graphql/generated';

// The mobile app (issue 9 "Pages"): one operation, the head (seo.ts, server only), the view in its own
// chunk. The route table's `mobile-app` guard sends visitors home when the app is off (spec §2), on
// the server for the first HTML and in the app on client navigation.
export default definePage<MobileAppPageQuery, MobileAppPageQueryVariables, ComponentType>({
  route: 'mobile-app',
  document: MobileAppPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).mobileAppPageHead(data, context),
  view: () => import('./mobile-app-screen'),
});
