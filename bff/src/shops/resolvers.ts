import { RELATED_COUNTS, type Lang } from '@mall/site';
import type { Category, Resolvers } from '../graphql/generated';
import type { GraphQLContext } from '../graphql/context';
import { displayContext, publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { memberGet } from '../session/member-call';
import { categoryIdOfKey, listArgs, relatedLimit, upstreamId } from '../graphql/list-args';
import { requestMemo } from '../graphql/request-memo';
import {
  collatorFor,
  groupByLetter,
  indexCategories,
  relatedShops,
  shopsInCategory,
  toCategory,
  toHeroBanners,
  toLocales,
  toShop,
  type CategoryIndex,
  type ShopContext,
  type ShopModel,
} from './mapper';
import { entityCountsSchema, followedPageSchema, shopSchema, type UpstreamShop } from './upstream';

const FOLLOWED_QUERY = { page: 1, per_page: 1000 } as const;

// The catalog's queries: hero banners, locales, categories with their shop counts, the shops (A–Z, by
// category, one shop, related shops). Every shop list is cut from one cached copy of all the mall's
// shops (calls.ts allShops); what one request needs more than once (the category index, the shops) is
// read once per request.

const once = requestMemo();

const categoryTree = (ctx: GraphQLContext, lang: Lang): Promise<Category[]> =>
  once(ctx, `categories:${lang}`, async () => unwrap(ctx, await ctx.calls.categories(publicCall(ctx))).map((c) => toCategory(c, displayContext(ctx, lang))));

const categoryIndex = (ctx: GraphQLContext, lang: Lang): Promise<CategoryIndex> =>
  once(ctx, `category-index:${lang}`, async () => indexCategories(await categoryTree(ctx, lang)));

const allShops = (ctx: GraphQLContext): Promise<UpstreamShop[]> =>
  once(ctx, 'shops', async () => {
    const page = unwrap(ctx, await ctx.calls.allShops(publicCall(ctx)));
    if ((page.last_page ?? 1) > 1) ctx.log.warn({ total: page.total, perPage: page.per_page }, 'catalog: more shops than one call brings; the lists show the first page');
    return page.data;
  });

async function shopContext(ctx: GraphQLContext, lang: Lang): Promise<Required<ShopContext>> {
  return { ...displayContext(ctx, lang), timeZone: ctx.tenant.timeZone, now: ctx.now, categories: await categoryIndex(ctx, lang) };
}

// What Shop.related needs of a shop the catalog made: its language and its categories. Kept beside
// the object rather than in the schema's type.
const shopSources = new WeakMap<ShopModel, { lang: Lang; categoryIds: readonly string[] }>();

function shopOf(upstream: UpstreamShop, context: ShopContext): ShopModel {
  const shop = toShop(upstream, context);
  shopSources.set(shop, { lang: context.lang, categoryIds: upstream.category_ids ?? [] });
  return shop;
}

export const shopsResolvers: Pick<Resolvers, 'Query' | 'Category' | 'Shop'> = {
  Query: {
    heroBanners: async (_root, { lang }, ctx) => toHeroBanners(unwrap(ctx, await ctx.calls.heroBanners(publicCall(ctx))), displayContext(ctx, lang)),
    availableLocales: async (_root, _args, ctx) => toLocales(unwrap(ctx, await ctx.calls.locales(publicCall(ctx)))),
    featuredShops: async (_root, { lang }, ctx) => {
      const [featured, context] = await Promise.all([ctx.calls.featuredShops(publicCall(ctx)), shopContext(ctx, lang)]);
      return unwrap(ctx, featured).map((s) => shopOf(s, context));
    },
    categories: (_root, { lang }, ctx) => categoryTree(ctx, lang),

    shop: async (_root, { lang, id }, ctx) => {
      // Ids are numbers on the platform (sandbox/CONTRACT.md): anything else names no shop, and is
      // answered without asking the platform.
      const shopId = upstreamId(id);
      if (shopId === null) return null;
      const [result, context] = await Promise.all([ctx.calls.shop(publicCall(ctx), shopId), shopContext(ctx, lang)]);
      if (!result.ok && result.error.kind === 'not-found') return null;
      return shopOf(unwrap(ctx, result), context);
    },

    // The shops the member follows (spec §7 `me/companies`): the member's own, uncached (memberGet);
    // UNAUTHENTICATED for a visitor. A shop of an unexpected shape is left out, logged.
    followedShops: async (_root, { lang }, ctx) => {
      const [follows, context] = await Promise.all([memberGet(ctx, 'me/companies', followedPageSchema, FOLLOWED_QUERY), shopContext(ctx, lang)]);
      if (follows.last_page > 1) ctx.log.warn({ total: follows.total }, 'followed shops: more than one call brings; the first page shown');
      return follows.data.flatMap((raw) => {
        const parsed = shopSchema.safeParse(raw);
        if (!parsed.success) ctx.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'a followed shop has an unexpected shape');
        return parsed.success ? [shopOf(parsed.data, context)] : [];
      });
    },

    shopsByLetter: async (_root, { lang }, ctx) => {
      const [shops, context] = await Promise.all([allShops(ctx), shopContext(ctx, lang)]);
      return groupByLetter(
        shops.map((s) => shopOf(s, context)),
        lang,
      );
    },

    shopsInCategory: async (_root, { lang, category, ...args }, ctx) => {
      const { page, perPage } = listArgs(args);
      const id = categoryIdOfKey(category);
      if (id === null) return null;
      const context = await shopContext(ctx, lang);
      const node = context.categories.byId.get(id);
      const ids = context.categories.subtree.get(id);
      if (!node || !ids) return null;
      const collator = collatorFor(lang);
      const matching = shopsInCategory(await allShops(ctx), ids).sort((a, b) => collator.compare(a.name, b.name));
      const total = matching.length;
      return {
        category: node,
        shops: matching.slice((page - 1) * perPage, page * perPage).map((s) => shopOf(s, context)),
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
        perPage,
        total,
      };
    },
  },

  Category: {
    shopCount: async (category, _args, ctx) => {
      const ids = new Set<string>();
      const walk = (node: Pick<Category, 'id' | 'children'>) => {
        ids.add(node.id);
        node.children.forEach(walk);
      };
      walk(category);
      return shopsInCategory(await allShops(ctx), ids).length;
    },
  },

  Shop: {
    // From the cached list of every shop, whichever way the shop came (a list, `companies/{id}`, the
    // featured or the followed shops): one public copy per tenant, never personal.
    entityCounts: async (shop, _args, ctx) => {
      const upstream = (await allShops(ctx)).find((s) => s.id === shop.id);
      if (!upstream || upstream.entities === undefined) return null;
      const counts = entityCountsSchema.safeParse(upstream.entities);
      if (!counts.success) warnOncePerCopy(ctx, upstream)('a shop has invalid entity counts', { shopId: shop.id, issues: counts.error.issues.slice(0, 3) });
      return counts.success ? { offers: counts.data.offers, events: counts.data.events, news: counts.data.news } : null;
    },
    related: async (shop, { count }, ctx) => {
      const size = relatedLimit(count ?? RELATED_COUNTS[0]);
      const source = shopSources.get(shop);
      if (!source) return [];
      const [shops, context] = await Promise.all([allShops(ctx), shopContext(ctx, source.lang)]);
      return relatedShops({ id: shop.id, categoryIds: source.categoryIds }, shops, size, collatorFor(source.lang)).map((s) => shopOf(s, context));
    },
  },
};
