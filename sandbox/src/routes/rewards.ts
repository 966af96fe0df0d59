import { pageUrlFor, type Area } from '../area';
import { rewardsFor, type Reward } from '../data/rewards';
import { ok, paginate, sendError, type FieldErrors } from '../envelope';
import { parseListQuery, sortItems, type ListQuery } from '../list-query';

const SORTS = ['id', 'points', 'created_at'] as const;
const FILTERS = ['category_id'] as const;

function applyFilters(rewards: Reward[], filters: ListQuery['filters']): { items: Reward[] } | { errors: FieldErrors } {
  if (filters.category_id === undefined) return { items: rewards };
  if (!/^\d+$/.test(filters.category_id)) return { errors: { 'filter[category_id]': ['The category id must be an integer.'] } };
  const category = Number(filters.category_id);
  return { items: rewards.filter((r) => r.category_id === category) };
}

/**
 * Rewards: `rewards` (paginated; `filter[category_id]`; sort `id`, `points`, `created_at`; without
 * `sort` by id, the order the mall entered them) and `rewards/{id}`. Public: `customer_like` is null.
 */
export const rewardsArea: Area = (app, ctx) => {
  app.get('/rewards', async (request, reply) => {
    const parsed = parseListQuery(request.query, SORTS, FILTERS);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, sort, filters } = parsed.value;
    const filtered = applyFilters(rewardsFor(ctx.tenant(request).id, ctx.image(request)), filters);
    if ('errors' in filtered) return sendError(reply, 422, 'The given data was invalid.', filtered.errors);
    const items = sort ? sortItems(filtered.items, (r) => (sort.field === 'points' ? r.points : sort.field === 'created_at' ? r.created_at : r.id), sort.descending) : filtered.items;
    return ok(paginate(items, page, perPage, pageUrlFor(request, ctx)));
  });

  app.get<{ Params: { id: string } }>('/rewards/:id', async (request, reply) => {
    const reward = rewardsFor(ctx.tenant(request).id, ctx.image(request)).find((r) => String(r.id) === request.params.id);
    return reward ? ok(reward) : sendError(reply, 404, `Reward ${request.params.id} not found.`);
  });
};
