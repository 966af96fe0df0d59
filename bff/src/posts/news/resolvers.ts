import type { Resolvers } from '../../graphql/generated';
import { relatedLimit } from '../../graphql/list-args';
import { emptyPostPage, latestLimit, postListQuery, toPostPage } from '../list';
import { findPost, loadPostList, loadRelatedPosts, postContext, postFinder, postLister } from '../load';
import { toPost } from '../mapper';

// News (spec §2 news lists, mall/store filters, detail, related, last news): public data through the
// shared cache, or, whenever the request has a member's session, the member's `me/news` (and
// `me/news/{id}`) for every one of them (spec §6), never cached. Newest first.

const NEWEST_FIRST = '-start_date';

export const newsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    news: async (_root, args, ctx) => {
      const list = postListQuery(args);
      if (!list.filters) return emptyPostPage(list);
      const query = { page: list.page, per_page: list.perPage, sort: NEWEST_FIRST, ...list.filters };
      const [page, display] = await Promise.all([loadPostList(ctx, 'me/news', ctx.calls.newsList, query), postContext(ctx, args.lang, 'news-detail')]);
      return toPostPage(page, list.scope, (item) => toPost(item, display));
    },
    newsItem: async (_root, { lang, id }, ctx) => {
      const [item, display] = await Promise.all([findPost(ctx, id, postFinder(ctx, 'me/news', ctx.calls.newsItem)), postContext(ctx, lang, 'news-detail')]);
      return item ? toPost(item, display) : null;
    },
    relatedNews: async (_root, { lang, id, limit }, ctx) => {
      const count = relatedLimit(limit);
      // Only its shop is read here: the public item (cached) will do, for a member too.
      const item = await findPost(ctx, id, ctx.calls.newsItem);
      if (!item) return [];
      const base = { page: 1, per_page: count + 1, sort: NEWEST_FIRST, 'filter[not_id]': item.id };
      const [related, display] = await Promise.all([loadRelatedPosts(ctx, item, postLister(ctx, 'me/news', ctx.calls.newsList), base, count), postContext(ctx, lang, 'news-detail')]);
      return related.map((n) => toPost(n, display));
    },
    lastNews: async (_root, { lang, limit }, ctx) => {
      const size = latestLimit(limit);
      const [list, display] = await Promise.all([loadPostList(ctx, 'me/news', ctx.calls.newsList, { page: 1, per_page: size, sort: NEWEST_FIRST }), postContext(ctx, lang, 'news-detail')]);
      return list.data.map((n) => toPost(n, display));
    },
  },
};
