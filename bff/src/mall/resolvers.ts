import type { Resolvers } from '../graphql/generated';
import { gqlError } from '../graphql/errors';
import { displayContext, publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { tenantLanguages } from './languages';
import { toMall } from './mapper';

export const mallResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    mall: async (_root, { lang }, ctx) => {
      const malls = unwrap(ctx, await ctx.calls.malls(publicCall(ctx)));
      const first = malls.data[0];
      if (!first) throw gqlError('NOT_FOUND', 'The mall is not configured on the platform.');
      const { offered } = await tenantLanguages(ctx.calls, publicCall(ctx), ctx.log);
      return {
        ...toMall(first, {
          ...displayContext(ctx, lang),
          timeZone: ctx.tenant.timeZone,
          now: ctx.now,
          warn: warnOncePerCopy(ctx, first),
        }),
        languages: [...offered],
      };
    },
  },
};
