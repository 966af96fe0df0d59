import { DEFAULT_PAGE_SIZE, MAX_PAGE, PAGE_SIZE_OPTIONS, RELATED_COUNTS, type Lang } from '@mall/site';
import type { Offer, OfferCategory, Resolvers } from '../graphql/generated';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { likedFor, memberLikes } from '../graphql/favourites';
import { requestMemo } from '../graphql/request-memo';
import type { OffersQuery } from './calls';
import { dayIn, indexOfferCategories, offerCategoryIdOf, toOffer, toOfferCategory, type OfferCategoryIndex, type OfferContext } from './mapper';
import { offerSchema, type UpstreamOffer, type UpstreamOfferShop } from './upstream';

// The offers' queries (the platform's products): a page of current offers (of a category), the
// categories, one offer with its related offers, and a shop's offers. "Current" is decided here, in
// the mall's time zone, and asked of the platform (`filter[valid_on]`), so that paging counts only
// what is shown: an offer whose last day has passed is never listed (sandbox/CONTRACT.md "products").
// A member's likes are laid over the public offers per request (`Offer.liked`, graphql/favourites.ts):
// the lists stay the public, cached result.

const once = requestMemo();

const categoryTree = (ctx: GraphQLContext, lang: Lang): Promise<OfferCategory[]> =>
  once(ctx, `offer-categories:${lang}`, async () =>
    unwrap(ctx, await ctx.calls.offerCategories(publicCall(ctx))).map((c) => toOfferCategory(c, displayContext(ctx, lang))),
  );

const categoryIndex = (ctx: GraphQLContext, lang: Lang): Promise<OfferCategoryIndex> =>
  once(ctx, `offer-category-index:${lang}`, async () => indexOfferCategories(await categoryTree(ctx, lang)));

const shops = (ctx: GraphQLContext): Promise<ReadonlyMap<string, UpstreamOfferShop>> =>
  once(ctx, 'offer-shops', async () => {
    const page = unwrap(ctx, await ctx.calls.offerShops(publicCall(ctx)));
    return new Map(page.data.map((s) => [s.id, s]));
  });

/** The mall's today, in its time zone (the tenant's). */
const today = (ctx: GraphQLContext): string => dayIn(ctx.now, ctx.tenant.timeZone);

async function offerContext(ctx: GraphQLContext, lang: Lang): Promise<OfferContext> {
  const [shopMap, categories] = await Promise.all([shops(ctx), categoryIndex(ctx, lang)]);
  return { ...displayContext(ctx, lang), today: today(ctx), shops: shopMap, categories };
}

// What Offer.related needs of an offer this domain made: its language and its source. Kept beside
// the object rather than in the schema's type.
const offerSources = new WeakMap<Offer, { lang: Lang; upstream: UpstreamOffer }>();

function offerOf(upstream: UpstreamOffer, context: OfferContext): Offer {
  const offer = toOffer(upstream, context);
  offerSources.set(offer, { lang: context.lang, upstream });
  return offer;
}

async function currentOffers(ctx: GraphQLContext, query: Omit<OffersQuery, 'validOn'>) {
  return unwrap(ctx, await ctx.calls.offersPage(publicCall(ctx), { ...query, validOn: today(ctx) }));
}

const pageSizes: readonly number[] = [DEFAULT_PAGE_SIZE, ...PAGE_SIZE_OPTIONS];

function relatedCount(count: number | null | undefined): number {
  const size = count ?? RELATED_COUNTS[0];
  if (!(RELATED_COUNTS as readonly number[]).includes(size)) throw gqlError('BAD_USER_INPUT', `count must be one of ${RELATED_COUNTS.join(', ')}.`, { field: 'count' });
  return size;
}

export const offersResolvers: Pick<Resolvers, 'Query' | 'Offer' | 'Shop'> = {
  Query: {
    offers: async (_root, { lang, page, perPage, category }, ctx) => {
      if (!pageSizes.includes(perPage)) throw gqlError('BAD_USER_INPUT', `perPage must be one of ${pageSizes.join(', ')}.`, { field: 'perPage' });
      if (page < 1 || page > MAX_PAGE) throw gqlError('BAD_USER_INPUT', `page must be between 1 and ${MAX_PAGE}.`, { field: 'page' });
      let found: OfferCategory | null = null;
      if (category !== null && category !== undefined) {
        const id = offerCategoryIdOf(category);
        found = id === null ? null : ((await categoryIndex(ctx, lang)).byId.get(id) ?? null);
        // A category that does not exist: no list at all (the page answers 404), not an empty one.
        if (!found) return null;
      }
      const [result, context] = await Promise.all([currentOffers(ctx, { page, perPage, categoryId: found?.id }), offerContext(ctx, lang)]);
      return {
        category: found,
        offers: result.data.map((o) => offerOf(o, context)),
        currentPage: page,
        lastPage: Math.max(1, result.last_page),
        perPage,
        total: result.total,
      };
    },

    offerCategories: (_root, { lang }, ctx) => categoryTree(ctx, lang),

    likedOffers: async (_root, { lang }, ctx) => {
      const [likes, context] = await Promise.all([memberLikes(ctx), offerContext(ctx, lang)]);
      return likes.product.flatMap((raw) => {
        const parsed = offerSchema.safeParse(raw);
        if (!parsed.success) ctx.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'a liked offer has an unexpected shape');
        return parsed.success ? [offerOf(parsed.data, context)] : [];
      });
    },

    offer: async (_root, { lang, id }, ctx) => {
      // Ids are numbers on the platform (sandbox/CONTRACT.md): anything else names no offer, and is
      // answered without asking the platform.
      if (!/^\d{1,12}$/.test(id)) return null;
      const [result, context] = await Promise.all([ctx.calls.offer(publicCall(ctx), id), offerContext(ctx, lang)]);
      if (!result.ok && result.error.kind === 'not-found') return null;
      return offerOf(unwrap(ctx, result), context);
    },
  },

  Offer: {
    liked: (offer, _args, ctx) => likedFor(ctx, 'product', offer.id, offer.liked),

    related: async (offer, { count }, ctx) => {
      const size = relatedCount(count);
      const source = offerSources.get(offer);
      if (!source) return [];
      const context = await offerContext(ctx, source.lang);
      const picked = new Map<string, UpstreamOffer>();
      const add = (items: readonly UpstreamOffer[]) => {
        for (const item of items) if (item.id !== offer.id && picked.size < size) picked.set(item.id, item);
      };
      // The offer's main category first (its first one), then that category's parent (a broader
      // list: 'Clothing' for 'Men's clothing'), then its shop's offers.
      const categoryId = source.upstream.category_ids[0];
      const parentId = categoryId === undefined ? null : (context.categories.byId.get(categoryId)?.parentId ?? null);
      for (const id of [categoryId, parentId]) {
        if (id === undefined || id === null || picked.size >= size) continue;
        add((await currentOffers(ctx, { page: 1, perPage: size + 1, categoryId: id })).data);
      }
      const companyId = source.upstream.company_id;
      if (picked.size < size && companyId !== null) add((await currentOffers(ctx, { page: 1, perPage: size + 1, companyId })).data);
      return [...picked.values()].map((o) => offerOf(o, context));
    },
  },

  Shop: {
    offers: async (shop, { lang, count }, ctx) => {
      const size = relatedCount(count);
      if (!/^\d{1,12}$/.test(shop.id)) return [];
      const [result, context] = await Promise.all([currentOffers(ctx, { page: 1, perPage: size, companyId: shop.id }), offerContext(ctx, lang)]);
      return result.data.map((o) => offerOf(o, context));
    },
  },
};
