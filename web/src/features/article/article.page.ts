import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ArticlePageDocument, type ArticlePageQuery, type ArticlePageQueryVariables } from '../../graphql/generated';
import { articleStatus, articleVariables } from './variables';

// An article by permalink (spec §2 "Article by permalink", `/{lang}/a/{permaLink}`, slashes allowed).
export default definePage<ArticlePageQuery, ArticlePageQueryVariables, ComponentType>({
  route: 'article',
  document: ArticlePageDocument,
  variables: articleVariables,
  head: async (data, context) => (await import('./seo')).articlePageHead(data, context),
  status: articleStatus,
  view: () => import('./article-screen'),
});
