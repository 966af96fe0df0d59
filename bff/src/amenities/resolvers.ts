import type { Lang } from '@mall/site';
import type { GraphQLContext } from '../graphql/context';
import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { categoryIdOfKey, listArgs, upstreamId } from '../graphql/list-args';
import { flattenCategories, toAmenity, toAmenityCategory, toAmenityPage, type AmenityContext } from './mapper';
import { parseRedirectLinks, redirectFor } from './redirect-links';

// Amenities (spec §2 amenities list, by category, detail): public data through the shared cache, with
// the tenant's `amenitiy_redirect_links` applied to every amenity.

/** What every amenity is mapped with: the categories and the configured links, both cached per tenant. */
async function amenityContext(ctx: GraphQLContext, lang: Lang): Promise<AmenityContext> {
  const [categories, settings] = await Promise.all([ctx.calls.amenityCategories(publicCall(ctx)), ctx.calls.settings(publicCall(ctx))]);
  const raw = unwrap(ctx, settings);
  const links = parseRedirectLinks(raw.amenitiy_redirect_links, warnOncePerCopy(ctx, raw));
  return { ...displayContext(ctx, lang), categories: flattenCategories(unwrap(ctx, categories)), redirect: (id) => redirectFor(id, links, lang) };
}

export const amenitiesResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    amenities: async (_root, args, ctx) => {
      const { page, perPage } = listArgs(args);
      const context = await amenityContext(ctx, args.lang);
      let category = null;
      if (args.category !== null && args.category !== undefined) {
        const id = categoryIdOfKey(args.category);
        category = context.categories.find((c) => c.id === id) ?? null;
        if (!category) return null;
      }
      const query = { page, per_page: perPage, 'filter[category_id]': category?.id };
      const list = unwrap(ctx, await ctx.calls.amenityList(publicCall(ctx), query));
      return toAmenityPage(list, context, category);
    },
    amenity: async (_root, { lang, id }, ctx) => {
      const valid = upstreamId(id);
      if (!valid) return null;
      const [result, context] = await Promise.all([ctx.calls.amenity(publicCall(ctx), valid), amenityContext(ctx, lang)]);
      if (!result.ok && result.error.kind === 'not-found') return null;
      return toAmenity(unwrap(ctx, result), context);
    },
    amenityCategories: async (_root, { lang }, ctx) =>
      flattenCategories(unwrap(ctx, await ctx.calls.amenityCategories(publicCall(ctx)))).map((c) => toAmenityCategory(c, displayContext(ctx, lang))),
  },
};
