import type { Resolvers } from '../graphql/generated';
import { gqlError } from '../graphql/errors';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { listArgs } from '../graphql/list-args';
import { memberGet } from '../session/member-call';
import { toEarningRules, toHistoryPage, toMemberPoints, toMemberTier } from './mapper';
import { historyPageSchema, memberPointsSchema, memberTierSchema } from './upstream';

// The member's points (issue 10 "Dashboard: my points", "get points"): each personal call through
// memberGet (the member's token, never the shared cache; UNAUTHENTICATED for a visitor or a refused
// session, which then ends), the rules of earning through the shared cache.

export const loyaltyResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    myPoints: async (_root, { expiring }, ctx) => {
      if (!Number.isInteger(expiring) || expiring < 1 || expiring > 12) throw gqlError('BAD_USER_INPUT', 'expiring must be 1 to 12.', { fieldErrors: { expiring: ['1 to 12'] } });
      return toMemberPoints(await memberGet(ctx, 'me/points', memberPointsSchema), ctx.tenant.timeZone, expiring);
    },
    pointsHistory: async (_root, args, ctx) => {
      const { page, perPage } = listArgs(args);
      const history = await memberGet(ctx, 'me/points-history', historyPageSchema, { page, per_page: perPage });
      return toHistoryPage(history, { ...displayContext(ctx, args.lang), timeZone: ctx.tenant.timeZone });
    },
    myTier: async (_root, { lang }, ctx) => toMemberTier(await memberGet(ctx, 'me/tier', memberTierSchema), displayContext(ctx, lang)),
    earningRules: async (_root, { lang }, ctx) => {
      const [earning, malls] = await Promise.all([ctx.calls.earning(publicCall(ctx)), ctx.calls.malls(publicCall(ctx))]);
      return toEarningRules(unwrap(ctx, earning), unwrap(ctx, malls).data[0]?.currency, displayContext(ctx, lang));
    },
  },
};
