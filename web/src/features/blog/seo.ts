import { pageNumber, pathFor, type HeadContext, type PageHead } from '@mall/site';
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { BlogPageQuery } from '../../graphql/generated';
import { blogHead } from './head';

// The blog's head, loaded by the server only: title, description, image and its breadcrumbs. The
// canonical address is the route's path (the bff's): a category's view points at the whole blog.
export function blogPageHead(data: BlogPageQuery, { lang, params, t }: HeadContext): PageHead {
  const head = blogHead(data, pageNumber(params.page) ?? 1, t);
  const crumbs = [
    { name: data.mall.name, path: pathFor('home', lang) },
    { name: t('blog:title'), path: pathFor('blog', lang, {}) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
