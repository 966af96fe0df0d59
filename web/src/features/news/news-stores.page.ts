import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { NewsPageDocument, type NewsPageQuery, type NewsPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listVariables } from './variables';

// The news list of scope STORES (spec §2 news lists, newest first).
export default definePage<NewsPageQuery, NewsPageQueryVariables, ComponentType>({
  route: 'news-stores',
  document: NewsPageDocument,
  variables: listVariables('STORES'),
  head: async (data, context) => (await import('./seo')).listPageHead(data, context, 'STORES'),
  status: listPageStatus,
  query: pageSizeQuery,
  view: () => import('./news-stores-screen'),
});
