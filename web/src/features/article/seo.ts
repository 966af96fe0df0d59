import { pathFor, type HeadContext, type PageHead } from '@mall/site';
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { ArticlePageQuery } from '../../graphql/generated';
import { articleHead } from './head';

// An article's head, loaded by the server only: title, description, image, and its breadcrumbs.
export function articlePageHead(data: ArticlePageQuery, { lang, t }: HeadContext): PageHead {
  const head = articleHead(data, t);
  const page = data.websitePage;
  if (!page) return head;
  const crumbs = [
    { name: data.mall.name, path: pathFor('home', lang) },
    { name: page.title, path: pathFor('article', lang, { '*': page.permalink }) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
