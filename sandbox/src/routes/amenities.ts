import { pageUrlFor, type Area } from '../area';
import { amenitiesFor, type Amenity } from '../data/amenities';
import { ok, paginate, sendError, type FieldErrors } from '../envelope';
import { parseListQuery, sortItems, type ListQuery } from '../list-query';

const SORTS = ['id', 'floor'] as const;
const FILTERS = ['category_id'] as const;

function applyFilters(amenities: Amenity[], filters: ListQuery['filters']): { items: Amenity[] } | { errors: FieldErrors } {
  if (filters.category_id === undefined) return { items: amenities };
  if (!/^\d+$/.test(filters.category_id)) return { errors: { 'filter[category_id]': ['The category id must be an integer.'] } };
  const category = Number(filters.category_id);
  return { items: amenities.filter((a) => a.category_id === category) };
}

/**
 * Amenities: `amenities` (paginated; `filter[category_id]`; sort `id`, `floor`; without `sort` by
 * id) and `amenities/{id}`.
 */
export const area: Area = (app, ctx) => {
  app.get('/amenities', async (request, reply) => {
    const parsed = parseListQuery(request.query, SORTS, FILTERS);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, sort, filters } = parsed.value;
    const filtered = applyFilters(amenitiesFor(ctx.tenant(request).id, ctx.image(request)), filters);
    if ('errors' in filtered) return sendError(reply, 422, 'The given data was invalid.', filtered.errors);
    const items = sort ? sortItems(filtered.items, (a) => (sort.field === 'floor' ? (a.floor ?? 0) : a.id), sort.descending) : filtered.items;
    return ok(paginate(items, page, perPage, pageUrlFor(request, ctx)));
  });

  app.get<{ Params: { id: string } }>('/amenities/:id', async (request, reply) => {
    const amenity = amenitiesFor(ctx.tenant(request).id, ctx.image(request)).find((a) => String(a.id) === request.params.id);
    return amenity ? ok(amenity) : sendError(reply, 404, `Amenity ${request.params.id} not found.`);
  });
};
