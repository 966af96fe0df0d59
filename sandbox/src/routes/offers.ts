import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrlFor, type Area, type AreaContext } from '../area';
import { requireMember } from '../members/auth';
import { favouritesOf, likeOf } from '../members/favourites';
import { offerCategoryWithDescendants } from '../data/offer-categories';
import { offersFor, runsOn, type Offer } from '../data/offers';
import { ok, paginate, sendError, type FieldErrors } from '../envelope';
import { parseBooleanFilter, parseListQuery, sortItems, type ListQuery } from '../list-query';

const SORTS = ['id', 'created_at', 'valid_to', 'price'] as const;
const FILTERS = ['category_id', 'company_id', 'valid_on', 'is_featured'] as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function applyFilters(offers: Offer[], filters: ListQuery['filters']): { items: Offer[] } | { errors: FieldErrors } {
  let items = offers;
  if (filters.category_id !== undefined) {
    if (!/^\d+$/.test(filters.category_id)) return { errors: { 'filter[category_id]': ['The category id must be an integer.'] } };
    const ids = new Set(offerCategoryWithDescendants(Number(filters.category_id)));
    items = items.filter((o) => o.category_ids.some((id) => ids.has(id)));
  }
  if (filters.company_id !== undefined) {
    if (!/^\d+$/.test(filters.company_id)) return { errors: { 'filter[company_id]': ['The company id must be an integer.'] } };
    items = items.filter((o) => o.company_id === Number(filters.company_id));
  }
  if (filters.valid_on !== undefined) {
    const day = filters.valid_on;
    if (!DAY.test(day)) return { errors: { 'filter[valid_on]': ['The valid_on filter must be a date (YYYY-MM-DD).'] } };
    items = items.filter((o) => runsOn(o, day));
  }
  if (filters.is_featured !== undefined) {
    const featured = parseBooleanFilter(filters.is_featured);
    if (featured === null) return { errors: { 'filter[is_featured]': ['The is_featured filter must be true or false.'] } };
    items = items.filter((o) => o.is_featured === featured);
  }
  return { items };
}

function sortOffers(items: Offer[], sort: ListQuery['sort']): Offer[] {
  if (!sort) return items;
  switch (sort.field) {
    case 'created_at':
      return sortItems(items, (o) => o.created_at, sort.descending);
    case 'valid_to':
      return sortItems(items, (o) => o.valid_to ?? '9999-12-31', sort.descending);
    case 'price':
      return sortItems(items, (o) => (o.price === null ? Number.MAX_SAFE_INTEGER : Number(o.price)), sort.descending);
    default:
      return sortItems(items, (o) => o.id, sort.descending);
  }
}

function listOffers(request: FastifyRequest, reply: FastifyReply, ctx: AreaContext, decorate: (items: Offer[]) => Offer[]) {
  const parsed = parseListQuery(request.query, SORTS, FILTERS);
  if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
  const { page, perPage, sort, filters } = parsed.value;
  const filtered = applyFilters(offersFor(ctx.tenant(request).id, ctx.image(request)), filters);
  if ('errors' in filtered) return sendError(reply, 422, 'The given data was invalid.', filtered.errors);
  return ok(paginate(decorate(sortOffers(filtered.items, sort)), page, perPage, pageUrlFor(request, ctx)));
}

/**
 * Offers, which the platform calls products (spec §7): `products` (paginated), `products/{id}`, and
 * the member's variant `me/products` (the same list, `customer_like` set on what the member likes).
 * Without `sort` the order is by id, the order the mall entered them.
 */
export const area: Area = (app, ctx) => {
  app.get('/products', async (request, reply) => listOffers(request, reply, ctx, (items) => items));

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const offer = /^\d+$/.test(request.params.id)
      ? offersFor(ctx.tenant(request).id, ctx.image(request)).find((o) => String(o.id) === request.params.id)
      : undefined;
    return offer ? ok(offer) : sendError(reply, 404, `Product ${request.params.id} not found.`);
  });

  app.get('/me/products', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    // The member's likes (members/favourites.ts; a demo member starts with the first two offers).
    const favourites = favouritesOf(ctx.members, account);
    return listOffers(request, reply, ctx, (items) => items.map((o) => ({ ...o, customer_like: likeOf(favourites, 'product', o.id) })));
  });
};
