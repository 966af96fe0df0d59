import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { NewsDetailPageDocument, type NewsDetailPageQuery, type NewsDetailPageQueryVariables } from '../../graphql/generated';
import { detailPageStatus, detailVariables } from './variables';

// A news item's detail (spec §2 "News detail", `/en/news-detail/{id}/{title}`).
export default definePage<NewsDetailPageQuery, NewsDetailPageQueryVariables, ComponentType>({
  route: 'news-detail',
  document: NewsDetailPageDocument,
  variables: detailVariables,
  head: async (data, context) => (await import('./seo')).detailPageHead(data, context),
  status: detailPageStatus,
  view: () => import('./news-detail-screen'),
});
