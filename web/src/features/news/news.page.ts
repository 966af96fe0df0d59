import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { NewsPageDocument, type NewsPageQuery, type NewsPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listVariables } from './variables';

// The news list of scope ALL (spec §2 news lists, newest first).
export default definePage<NewsPageQuery, NewsPageQueryVariables, ComponentType>({
  route: 'news',
  document: NewsPageDocument,
  variables: listVariables('ALL'),
  head: async (data, context) => (await import('./seo')).listPageHead(data, context, 'ALL'),
  status: listPageStatus,
  query: pageSizeQuery,
  view: () => import('./news-screen'),
});
