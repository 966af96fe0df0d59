import type { Lang } from '@mall/site';
import type { GraphQLContext } from '../graphql/context';
import { gqlError, upstreamError } from '../graphql/errors';
import type { Resolvers, Reward } from '../graphql/generated';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { likedFor, memberLikes } from '../graphql/favourites';
import { listArgs, upstreamId } from '../graphql/list-args';
import { memberCall, memberGet, memberSend } from '../session/member-call';
import { mallDateTime } from '../shared/mall-time';
import { createMemberGet } from '../session/member-get';
import { flattenCategories, toReward } from './mapper';
import { refusalOf, toCustomerReward, toCustomerRewardPage, toMemberReward, type CustomerRewardContext } from './member-mapper';
import { activationReplySchema, customerRewardPageSchema, customerRewardSchema, rewardLimitsSchema } from './member-upstream';
import { qrSvg } from './qr';
import { rewardPageSchema, rewardSchema } from './upstream';

// The member's rewards (issue 10 "Rewards for members", spec §7 `me/rewards`, `customer-rewards`,
// `me/customer-rewards`, `me/customer-rewards/limits`): every personal call through memberGet and
// memberSend (the member's token, never the shared cache; UNAUTHENTICATED for a visitor or a refused
// session). What is public about a reward (its categories) still comes through the shared cache.
//
// `Reward.customerLike` is laid over every reward for a member (graphql/favourites.ts): the public
// lists stay the public, cached result; the member's own likes come per request.

async function categories(ctx: GraphQLContext) {
  return flattenCategories(unwrap(ctx, await ctx.calls.rewardCategories(publicCall(ctx))));
}

/** The mall's today (YYYY-MM-DD), in the tenant's time zone. */
const today = (ctx: GraphQLContext) => mallDateTime(ctx.now, ctx.tenant.timeZone).date;

async function customerContext(ctx: GraphQLContext, lang: Lang): Promise<CustomerRewardContext> {
  return { ...displayContext(ctx, lang), categories: await categories(ctx), timeZone: ctx.tenant.timeZone };
}

// Rewards read with the member's token already carry their like: no overlay call for them.
const personal = new WeakSet<Reward>();
const mine = (reward: Reward): Reward => {
  personal.add(reward);
  return reward;
};

const statusFilter = { ACTIVE: 'active', USED: 'used', EXPIRED: 'expired' } as const;

export const memberRewardsResolvers: Pick<Resolvers, 'Query' | 'Mutation' | 'CustomerReward' | 'Reward'> = {
  Query: {
    memberRewards: async (_root, { lang, ...args }, ctx) => {
      const { page, perPage } = listArgs(args);
      memberCall(ctx);
      const [list, limits, all] = await Promise.all([
        memberGet(ctx, 'me/rewards', rewardPageSchema, { page, per_page: perPage }),
        memberGet(ctx, 'me/customer-rewards/limits', rewardLimitsSchema),
        categories(ctx),
      ]);
      const context = { ...displayContext(ctx, lang), categories: all, limits, today: today(ctx) };
      return {
        balance: limits.points_balance,
        items: list.data.map((r) => {
          const item = toMemberReward(r, context);
          return { ...item, reward: mine(item.reward) };
        }),
        currentPage: list.current_page,
        lastPage: Math.max(1, list.last_page),
        perPage: list.per_page,
        total: list.total,
      };
    },

    customerRewards: async (_root, { lang, status, ...args }, ctx) => {
      const { page, perPage } = listArgs(args);
      memberCall(ctx);
      const query = { page, per_page: perPage, 'filter[status]': status ? statusFilter[status] : undefined };
      const [list, context] = await Promise.all([memberGet(ctx, 'me/customer-rewards', customerRewardPageSchema, query), customerContext(ctx, lang)]);
      const mapped = toCustomerRewardPage(list, context);
      return { ...mapped, items: mapped.items.map((item) => ({ ...item, reward: item.reward && mine(item.reward) })) };
    },

    customerReward: async (_root, { lang, id }, ctx) => {
      const call = memberCall(ctx);
      const valid = upstreamId(id);
      if (!valid) return null;
      const [result, context] = await Promise.all([
        createMemberGet(ctx.reply.server.upstream)(call, `me/customer-rewards/${encodeURIComponent(valid)}`, customerRewardSchema),
        customerContext(ctx, lang),
      ]);
      // Not the member's (another member's, or none): the platform's 404, the page's too.
      if (!result.ok && result.error.kind === 'not-found') return null;
      const item = toCustomerReward(unwrap(ctx, result), context);
      return { ...item, reward: item.reward && mine(item.reward) };
    },

    likedRewards: async (_root, { lang }, ctx) => {
      const [likes, all] = await Promise.all([memberLikes(ctx), categories(ctx)]);
      const context = displayContext(ctx, lang);
      return likes.reward.flatMap((raw) => {
        const parsed = rewardSchema.safeParse(raw);
        if (!parsed.success) ctx.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'a liked reward has an unexpected shape');
        return parsed.success ? [mine(toReward(parsed.data, context, all))] : [];
      });
    },
  },

  Mutation: {
    activateReward: async (_root, { lang, rewardId }, ctx) => {
      memberCall(ctx);
      const valid = upstreamId(rewardId);
      if (!valid) throw gqlError('NOT_FOUND', 'No such reward.');
      const result = await memberSend(ctx, 'POST', 'customer-rewards', activationReplySchema, { reward_id: Number(valid) });
      if (!result.ok) {
        const refusal = result.error.kind === 'validation' ? refusalOf(result.error.fieldErrors) : null;
        if (refusal) {
          ctx.log.info({ reward: valid, refusal }, 'reward activation refused');
          return { ok: false, refusal, customerReward: null };
        }
        if (result.error.kind === 'validation') throw gqlError('NOT_FOUND', 'No such reward.');
        ctx.log.warn({ kind: result.error.kind, status: result.error.status }, 'reward activation failed');
        throw upstreamError(result.error);
      }
      const item = toCustomerReward(result.value.data, await customerContext(ctx, lang));
      ctx.log.info({ reward: valid, customerReward: item.id }, 'reward activated');
      return { ok: true, refusal: null, customerReward: { ...item, reward: item.reward && mine(item.reward) } };
    },
  },

  CustomerReward: {
    qrSvg: (item) => qrSvg(item.code),
  },

  Reward: {
    customerLike: async (reward, _args, ctx) => {
      if (personal.has(reward)) return reward.customerLike ?? null;
      const liked = await likedFor(ctx, 'reward', reward.id, Boolean(reward.customerLike));
      return liked ? { reaction: reward.customerLike?.reaction ?? '' } : null;
    },
  },
};
