import type { Resolvers } from '../graphql/generated';
import { publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { toAuthSlides } from './mapper';

// The sign-in and registration pages' slider (issue 22), from the tenant's cached public settings.
export const authPagesResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    authSlides: async (_root, _args, ctx) => {
      const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      return toAuthSlides(settings, warnOncePerCopy(ctx, settings));
    },
  },
};
