import type { Resolvers } from '../graphql/generated';
import type { GraphQLContext } from '../graphql/context';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { categoryIdOfKey, listArgs, relatedLimit, upstreamId } from '../graphql/list-args';
import type { Result, UpstreamFailure } from '../upstream/result';
import { flattenCategories, relatedOf, toReward, toRewardCategory, toRewardPage } from './mapper';
import type { UpstreamReward } from './upstream';

// Rewards (spec §2 rewards list, by category, detail): public data through the shared cache. The
// guard is_rewards_visible_only_when_logged_in is the route table's (enforced before a page runs).

async function categories(ctx: GraphQLContext) {
  return flattenCategories(unwrap(ctx, await ctx.calls.rewardCategories(publicCall(ctx))));
}

/** The reward, or null when the platform has none with this id (its 404); other failures are errors. */
async function findReward(ctx: GraphQLContext, id: string): Promise<UpstreamReward | null> {
  const valid = upstreamId(id);
  if (!valid) return null;
  const result: Result<UpstreamReward, UpstreamFailure> = await ctx.calls.reward(publicCall(ctx), valid);
  if (!result.ok && result.error.kind === 'not-found') return null;
  return unwrap(ctx, result);
}

export const rewardsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    rewards: async (_root, args, ctx) => {
      const { page, perPage } = listArgs(args);
      const all = await categories(ctx);
      let category = null;
      if (args.category !== null && args.category !== undefined) {
        const id = categoryIdOfKey(args.category);
        category = all.find((c) => c.id === id) ?? null;
        if (!category) return null;
      }
      const query = { page, per_page: perPage, 'filter[category_id]': category?.id };
      const list = unwrap(ctx, await ctx.calls.rewardList(publicCall(ctx), query));
      return toRewardPage(list, displayContext(ctx, args.lang), all, category);
    },
    reward: async (_root, { lang, id }, ctx) => {
      const [reward, all] = await Promise.all([findReward(ctx, id), categories(ctx)]);
      return reward ? toReward(reward, displayContext(ctx, lang), all) : null;
    },
    relatedRewards: async (_root, { lang, id, limit }, ctx) => {
      const count = relatedLimit(limit);
      const reward = await findReward(ctx, id);
      if (!reward) return [];
      // One more than asked: the reward itself may be among them.
      const size = 12;
      const [same, others, all] = await Promise.all([
        reward.category_id ? ctx.calls.rewardList(publicCall(ctx), { page: 1, per_page: size, 'filter[category_id]': reward.category_id }) : null,
        ctx.calls.rewardList(publicCall(ctx), { page: 1, per_page: size }),
        categories(ctx),
      ]);
      const related = relatedOf(reward.id, same ? unwrap(ctx, same).data : [], unwrap(ctx, others).data, count);
      return related.map((r) => toReward(r, displayContext(ctx, lang), all));
    },
    rewardCategories: async (_root, { lang }, ctx) => (await categories(ctx)).map((c) => toRewardCategory(c, displayContext(ctx, lang))),
  },
};
