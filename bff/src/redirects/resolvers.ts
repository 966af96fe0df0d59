import type { Resolvers } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { redirectRules } from './calls';

export const redirectsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    redirects: async (_root, _args, ctx) => redirectRules(unwrap(ctx, await ctx.calls.redirects(publicCall(ctx))), ctx.log, ctx.tenant.id, ctx.reply.server.config.SANDBOX === 'embedded'),
  },
};
