import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { toEshops } from './mapper';

// The e-shops (issue 22, route `eshops`): cut from the shops' one cached copy of every shop of the
// mall (shops/calls.ts allShops, 'catalog' family), as the catalogue's own lists are.

export const eshopsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    eshops: async (_root, { lang }, ctx) => {
      const page = unwrap(ctx, await ctx.calls.allShops(publicCall(ctx)));
      const warn = warnOncePerCopy(ctx, page);
      return toEshops(page.data, displayContext(ctx, lang), (problem) =>
        warn(`eshops: shop ${problem.shopId} has an e-shop address that is not one; left out`, { shopId: problem.shopId, reason: problem.reason }),
      );
    },
  },
};
