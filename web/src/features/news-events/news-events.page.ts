import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { NewsEventsPageDocument, type NewsEventsPageQuery, type NewsEventsPageQueryVariables } from '../../graphql/generated';

// The news-and-events landing (spec §2 `news-events`): one operation, the head from its data (seo.ts,
// server only), the view in its own chunk. It has no parameters, so it never answers 404 of its own.
export default definePage<NewsEventsPageQuery, NewsEventsPageQueryVariables, ComponentType>({
  route: 'news-events',
  document: NewsEventsPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).newsEventsPageHead(data, context),
  view: () => import('./news-events-screen'),
});
