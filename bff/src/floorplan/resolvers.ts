import { z } from 'zod';
import type { Resolvers } from '../graphql/generated';
import type { GraphQLContext } from '../graphql/context';
import { displayContext, publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { toFloorplan } from './mapper';
import type { PlacedShop } from './upstream';

/** A plan id as the route gives it: anything else cannot name a plan (the page answers 404, not an error). */
export const floorplanIdSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Beyond this many pages of shops the rest is left out (logged): no mall has 5,000 shops. */
const MAX_SHOP_PAGES = 50;

/** Every shop of the tenant: the first page tells how many more to ask for, in parallel. */
async function allShops(ctx: GraphQLContext): Promise<PlacedShop[]> {
  const call = publicCall(ctx);
  const first = unwrap(ctx, await ctx.calls.floorplanShops(call, 1));
  const last = Math.min(first.last_page, MAX_SHOP_PAGES);
  if (first.last_page > MAX_SHOP_PAGES) ctx.log.warn({ lastPage: first.last_page }, 'floor plan: too many shop pages; the rest is left out');
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => ctx.calls.floorplanShops(call, i + 2)));
  return [first, ...rest.map((page) => unwrap(ctx, page))].flatMap((page) => page.data);
}

export const floorplanResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    floorplan: async (_root, { id, lang }, ctx) => {
      const parsed = floorplanIdSchema.safeParse(id);
      if (!parsed.success) return null;
      const [plans, shops] = await Promise.all([ctx.calls.floorplans(publicCall(ctx)).then((r) => unwrap(ctx, r)), allShops(ctx)]);
      const plan = plans.find((p) => p.id === parsed.data);
      if (!plan) return null;
      return toFloorplan(plan, shops, { ...displayContext(ctx, lang), warn: warnOncePerCopy(ctx, plan) });
    },
  },
};
