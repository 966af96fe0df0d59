import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { OpeningHoursPageDocument, type OpeningHoursPageQuery, type OpeningHoursPageQueryVariables } from '../../graphql/generated';

// Opening hours (spec §2): one operation, the head from the mall's data (seo.ts, server only), the
// view in its own chunk.
export default definePage<OpeningHoursPageQuery, OpeningHoursPageQueryVariables, ComponentType>({
  route: 'opening-hours',
  document: OpeningHoursPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).openingHoursPageHead(data, context),
  view: () => import('./opening-hours-screen'),
});
