import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { BlogPageDocument, type BlogPageQuery, type BlogPageQueryVariables } from '../../graphql/generated';
import { blogQuery, blogStatus, blogVariables } from './variables';

// The mall's blog (issue 22, route `blog`): its articles by category, newest first.
export default definePage<BlogPageQuery, BlogPageQueryVariables, ComponentType>({
  route: 'blog',
  document: BlogPageDocument,
  variables: blogVariables,
  head: async (data, context) => (await import('./seo')).blogPageHead(data, context),
  status: blogStatus,
  query: blogQuery,
  view: () => import('./blog-screen'),
});
