import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { memberGet } from '../session/member-call';
import { toBadges } from './mapper';
import { memberBadgesSchema } from './upstream';

// Awards (issue 10 "Dashboard: awards"): the public catalogue through the shared cache, the member's
// part through memberGet (never cached).

export const awardsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    myBadges: async (_root, { lang }, ctx) => {
      const [mine, catalogue] = await Promise.all([memberGet(ctx, 'me/badges', memberBadgesSchema), ctx.calls.badges(publicCall(ctx))]);
      return toBadges(unwrap(ctx, catalogue), mine, { ...displayContext(ctx, lang), timeZone: ctx.tenant.timeZone });
    },
  },
};
