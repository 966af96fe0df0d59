import { detailStatus, listStatus, pageNumber, pageSize, type PageContext, type PageStatus } from '@mall/site';
import type { NewsDetailPageQuery, NewsDetailPageQueryVariables, NewsPageQuery, NewsPageQueryVariables, PostScope } from '../../graphql/generated';

// What the news' page modules and views share: the operation's variables from the path and query
// (the server and the browser must ask the very same) and the status the data gives.

export function listVariables(scope: PostScope) {
  return ({ lang, params, query }: PageContext): NewsPageQueryVariables => ({ lang, page: pageNumber(params.page) ?? 1, perPage: pageSize(query), scope });
}

/** 404 for a page that is not one or lies past the end. */
export function listPageStatus(data: NewsPageQuery, { params }: PageContext): PageStatus {
  return listStatus(pageNumber(params.page), data.news.lastPage);
}

export function detailVariables({ lang, params }: PageContext): NewsDetailPageQueryVariables {
  return { lang, id: params.id ?? '' };
}

/** 404 for no such news item, 301 to its path when the slug is not its own. */
export function detailPageStatus(data: NewsDetailPageQuery, context: PageContext): PageStatus {
  return detailStatus('news-detail', data.newsItem, context);
}
