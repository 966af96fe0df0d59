import type { Resolvers } from '../graphql/generated';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { listArgs, relatedLimit } from '../graphql/list-args';
import { findPost, latestLimitSchema, loadPostList, postContext, relatedPosts, scopeFilters, toPost, toPostPage, type PostScope } from '../posts/posts';

// News (spec §2 news lists, mall/store filters, detail, related, last news): public data through the
// shared cache, or the member's `me/news` when the request has a session. Newest first.

const NEWEST_FIRST = '-start_date';
const shops = (ctx: GraphQLContext) => ctx.data.newsShops;

export const newsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    news: async (_root, args, ctx) => {
      const { page, perPage } = listArgs(args);
      const scope: PostScope = args.scope ?? 'ALL';
      const shopId = args.shopId && /^[1-9]\d{0,11}$/.test(args.shopId) ? args.shopId : null;
      if (args.shopId && !shopId) return { scope, items: [], currentPage: page, lastPage: 1, perPage, total: 0 };
      const query = { page, per_page: perPage, sort: NEWEST_FIRST, ...scopeFilters(scope, shopId) };
      const [list, display] = await Promise.all([loadPostList(ctx, 'me/news', ctx.data.newsList, query), postContext(ctx, args.lang, shops(ctx), 'news-detail')]);
      return toPostPage(list, scope, display);
    },
    newsItem: async (_root, { lang, id }, ctx) => {
      const [item, display] = await Promise.all([findPost(ctx, id, ctx.data.newsItem), postContext(ctx, lang, shops(ctx), 'news-detail')]);
      return item ? toPost(item, display) : null;
    },
    relatedNews: async (_root, { lang, id, limit }, ctx) => {
      const count = relatedLimit(limit);
      const item = await findPost(ctx, id, ctx.data.newsItem);
      if (!item) return [];
      const base = { page: 1, per_page: count + 1, sort: NEWEST_FIRST, 'filter[not_id]': item.id };
      const sameKind = item.company_id ? { 'filter[company_id]': item.company_id } : scopeFilters('MALL');
      const [same, kind, any, display] = await Promise.all([
        ctx.data.newsList(publicCall(ctx), { ...base, ...sameKind }),
        item.company_id ? ctx.data.newsList(publicCall(ctx), { ...base, ...scopeFilters('STORES') }) : null,
        ctx.data.newsList(publicCall(ctx), base),
        postContext(ctx, lang, shops(ctx), 'news-detail'),
      ]);
      return relatedPosts(item.id, [unwrap(ctx, same).data, kind ? unwrap(ctx, kind).data : [], unwrap(ctx, any).data], count).map((n) => toPost(n, display));
    },
    lastNews: async (_root, { lang, limit }, ctx) => {
      const size = latestLimitSchema.safeParse(limit);
      if (!size.success) throw gqlError('BAD_USER_INPUT', 'limit must be 1 to 48.', { fieldErrors: { limit: ['1 to 48'] } });
      const [list, display] = await Promise.all([unwrap(ctx, await ctx.data.newsList(publicCall(ctx), { page: 1, per_page: size.data, sort: NEWEST_FIRST })), postContext(ctx, lang, shops(ctx), 'news-detail')]);
      return list.data.map((n) => toPost(n, display));
    },
  },
};
