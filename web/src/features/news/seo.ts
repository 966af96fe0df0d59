import { detailPath, pageNumber, pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { NewsDetailPageQuery, NewsPageQuery, PostScope } from '../../graphql/generated';
import { detailHead, listHead } from './head';

// The news' heads, loaded by the server only (the page modules import this lazily).

export function listPageHead(data: NewsPageQuery, { params, t }: HeadContext, scope: PostScope): PageHead {
  return listHead(data, pageNumber(params.page) ?? 1, scope, t);
}

export function detailPageHead(data: NewsDetailPageQuery, { lang, t }: HeadContext): PageHead {
  const head = detailHead(data, t);
  const item = data.newsItem;
  if (!item) return head;
  const crumbs = [
    { name: t('news:scope.all'), path: pathFor('news', lang, {}) },
    { name: item.title, path: detailPath('news-detail', lang, item) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
