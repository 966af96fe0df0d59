import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrlFor, type Area, type AreaContext } from '../area';
import { rewardsFor, type Reward } from '../data/rewards';
import { ok, paginate, sendError, type FieldErrors } from '../envelope';
import { parseListQuery, sortItems, type ListQuery } from '../list-query';
import { requireMember } from '../members/auth';
import { withStock } from '../members/customer-rewards';
import { favouritesOf, likeOf } from '../members/favourites';

const SORTS = ['id', 'points', 'created_at'] as const;
const FILTERS = ['category_id'] as const;

function applyFilters(rewards: Reward[], filters: ListQuery['filters']): { items: Reward[] } | { errors: FieldErrors } {
  if (filters.category_id === undefined) return { items: rewards };
  if (!/^\d+$/.test(filters.category_id)) return { errors: { 'filter[category_id]': ['The category id must be an integer.'] } };
  const category = Number(filters.category_id);
  return { items: rewards.filter((r) => r.category_id === category) };
}

/** The tenant's rewards as they stand now: `remaining` after the members' activations (members/customer-rewards.ts). */
export const currentRewards = (request: FastifyRequest, ctx: AreaContext): Reward[] => withStock(ctx.members, rewardsFor(ctx.tenant(request).id, ctx.image(request)));

function listRewards(request: FastifyRequest, reply: FastifyReply, ctx: AreaContext, decorate: (items: Reward[]) => Reward[]) {
  const parsed = parseListQuery(request.query, SORTS, FILTERS);
  if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
  const { page, perPage, sort, filters } = parsed.value;
  const filtered = applyFilters(currentRewards(request, ctx), filters);
  if ('errors' in filtered) return sendError(reply, 422, 'The given data was invalid.', filtered.errors);
  const items = sort ? sortItems(filtered.items, (r) => (sort.field === 'points' ? r.points : sort.field === 'created_at' ? r.created_at : r.id), sort.descending) : filtered.items;
  return ok(paginate(decorate(items), page, perPage, pageUrlFor(request, ctx)));
}

/**
 * Rewards: `rewards` (paginated; `filter[category_id]`; sort `id`, `points`, `created_at`; without
 * `sort` by id, the order the mall entered them) and `rewards/{id}`. Public: `customer_like` is null.
 * `me/rewards` is the same list for a member, `customer_like` set on what they like.
 */
export const area: Area = (app, ctx) => {
  app.get('/rewards', async (request, reply) => listRewards(request, reply, ctx, (items) => items));

  app.get<{ Params: { id: string } }>('/rewards/:id', async (request, reply) => {
    const reward = currentRewards(request, ctx).find((r) => String(r.id) === request.params.id);
    return reward ? ok(reward) : sendError(reply, 404, `Reward ${request.params.id} not found.`);
  });

  app.get('/me/rewards', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const favourites = favouritesOf(ctx.members, account);
    return listRewards(request, reply, ctx, (items) => items.map((r) => ({ ...r, customer_like: likeOf(favourites, 'reward', r.id) })));
  });
};
