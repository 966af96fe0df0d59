import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { toCategory, toHeroBanners, toLocales, toShop } from './mapper';

export const catalogResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    heroBanners: async (_root, { lang }, ctx) => toHeroBanners(unwrap(ctx, await ctx.data.heroBanners(publicCall(ctx))), displayContext(ctx, lang)),
    availableLocales: async (_root, _args, ctx) => toLocales(unwrap(ctx, await ctx.data.locales(publicCall(ctx)))),
    featuredShops: async (_root, { lang }, ctx) => unwrap(ctx, await ctx.data.featuredShops(publicCall(ctx))).map((s) => toShop(s, displayContext(ctx, lang))),
    categories: async (_root, { lang }, ctx) => unwrap(ctx, await ctx.data.categories(publicCall(ctx))).map((c) => toCategory(c, displayContext(ctx, lang))),
  },
};
