import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageUrlFor, type Area, type AreaContext } from '../area';
import { rewardsFor, type Reward } from '../data/rewards';
import { demoMembers } from '../data/members';
import { ok, paginate, sendError, success } from '../envelope';
import { parseListQuery, sortItems } from '../list-query';
import { requireMember } from '../members/auth';
import {
  activate,
  activationsByReward,
  customerRewardsOf,
  statusOf,
  withStock,
  type ActivationRefusal,
  type CustomerReward,
} from '../members/customer-rewards';
import { favouritesOf, likeOf } from '../members/favourites';
import { balanceOf, ledgerOf } from '../members/points';
import type { Account } from '../members/store';
import { invalid } from './form-body';
import { currentRewards } from './rewards';

const SORTS = ['activated_at', 'valid_until'] as const;
const FILTERS = ['status'] as const;
const STATUSES = ['active', 'used', 'expired'];

// An id as JSON sends it (a number) or a form post (digits).
const activateBody = z.object({
  reward_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)], { error: 'The reward id field must be an integer.' }),
});

/** The platform's words for a refusal, on the field that says what failed (our choice: CONTRACT.md). */
function refusalMessage(refusal: ActivationRefusal, reward: Reward, balance: number): string {
  switch (refusal) {
    case 'validity':
      return 'The reward cannot be activated today.';
    case 'remaining':
      return 'The reward is sold out.';
    case 'limit_per_member':
      return `You have already activated this reward the most times allowed (${reward.limit_per_member ?? 0}).`;
    case 'points':
      return `You do not have enough points (${balance} of ${reward.points}).`;
  }
}

/** A customer reward as the platform answers it: its status now, and the reward with the member's like. */
function view(item: CustomerReward, rewards: readonly Reward[], account: Account, ctx: AreaContext) {
  const reward = rewards.find((r) => r.id === item.reward_id) ?? null;
  const favourites = favouritesOf(ctx.members, account);
  return {
    ...item,
    status: statusOf(item, ctx.members.time()),
    reward: reward ? { ...reward, customer_like: likeOf(favourites, 'reward', reward.id) } : null,
  };
}

/**
 * The member's rewards (spec §7 "Rewards"): `POST customer-rewards` activates one, `me/customer-rewards`
 * lists them (paginated, newest first; `filter[status]`), `me/customer-rewards/{id}` is one of the
 * member's (404 for anyone else's), `me/customer-rewards/limits` what limits the member now: their
 * balance and, per reward, how many they have activated and may still activate.
 */
export const area: Area = (app, ctx) => {
  // The demo members' history is seeded at start (their ledger gets its reward movements before any
  // screen reads a balance), relative to now. Images play no part in it.
  for (const demo of demoMembers) {
    const account = ctx.members.find(demo.tenant, demo.email);
    if (account) customerRewardsOf(ctx.members, account, rewardsFor(demo.tenant, () => ''));
  }

  const stateOf = (request: FastifyRequest, account: Account) => {
    const rewards = currentRewards(request, ctx);
    return { rewards, state: customerRewardsOf(ctx.members, account, rewards) };
  };

  app.post('/customer-rewards', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = activateBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    // As seeded: activate() counts the stock itself.
    const seeded = rewardsFor(account.tenant, ctx.image(request));
    const reward = seeded.find((r) => r.id === parsed.data.reward_id);
    if (!reward) return sendError(reply, 422, 'The given data was invalid.', { reward_id: ['The selected reward id is invalid.'] });
    const result = activate(ctx.members, account, reward, seeded);
    if (!result.ok) {
      const message = refusalMessage(result.refusal, reward, result.balance);
      return sendError(reply, 422, message, { [result.refusal]: [message] });
    }
    return reply.code(201).send(success(view(result.item, withStock(ctx.members, seeded), account, ctx), 'The reward has been activated.'));
  });

  app.get('/me/customer-rewards', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = parseListQuery(request.query, SORTS, FILTERS);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, sort, filters } = parsed.value;
    if (filters.status !== undefined && !STATUSES.includes(filters.status)) {
      return sendError(reply, 422, 'The given data was invalid.', { 'filter[status]': [`The status filter must be one of ${STATUSES.join(', ')}.`] });
    }
    const { rewards, state } = stateOf(request, account);
    const now = ctx.members.time();
    const order = sort ?? { field: 'activated_at', descending: true };
    const mine = state.items.filter((i) => filters.status === undefined || statusOf(i, now) === filters.status);
    const sorted = sortItems(mine, (i) => (order.field === 'valid_until' ? i.valid_until : i.activated_at), order.descending);
    return ok(paginate(sorted.map((i) => view(i, rewards, account, ctx)), page, perPage, pageUrlFor(request, ctx)));
  });

  app.get('/me/customer-rewards/limits', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const { rewards, state } = stateOf(request, account);
    const counts = activationsByReward(state);
    return ok({
      points_balance: balanceOf(ledgerOf(ctx.members, account)),
      rewards: rewards.map((r) => {
        const activated = counts.get(r.id) ?? 0;
        return {
          reward_id: r.id,
          limit_per_member: r.limit_per_member,
          activated,
          left_for_member: r.limit_per_member === null ? null : Math.max(0, r.limit_per_member - activated),
          limit_total: r.limit_total,
          remaining: r.remaining,
        };
      }),
    });
  });

  app.get<{ Params: { id: string } }>('/me/customer-rewards/:id', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const { rewards, state } = stateOf(request, account);
    const item = /^\d{1,12}$/.test(request.params.id) ? state.items.find((i) => i.id === Number(request.params.id)) : undefined;
    return item ? ok(view(item, rewards, account, ctx)) : sendError(reply, 404, `Customer reward ${request.params.id} not found.`);
  });
};
