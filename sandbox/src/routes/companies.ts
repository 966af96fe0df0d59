import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrlFor, type Area, type AreaContext } from '../area';
import { categoryWithDescendants } from '../data/categories';
import { companiesFor, type Company } from '../data/companies';
import { eventsFor } from '../data/events';
import { newsFor } from '../data/news';
import { mallTimeZone } from '../data/content';
import { offersFor, runsOn } from '../data/offers';
import type { ImageUrl } from '../images';
import type { TenantId } from '../tenancy';
import { requireMember } from '../members/auth';
import { favouritesOf } from '../members/favourites';
import { ok, paginate, sendError, type FieldErrors } from '../envelope';
import { containsFolded, parseBooleanFilter, parseListQuery, sortItems, type ListQuery } from '../list-query';

const SORTS = ['name', 'id', 'created_at', 'floor'] as const;
const FILTERS = ['category_id', 'is_featured', 'name'] as const;

function applyFilters(companies: Company[], filters: ListQuery['filters']): { items: Company[] } | { errors: FieldErrors } {
  let items = companies;
  if (filters.category_id !== undefined) {
    if (!/^\d+$/.test(filters.category_id)) return { errors: { 'filter[category_id]': ['The category id must be an integer.'] } };
    const ids = new Set(categoryWithDescendants(Number(filters.category_id)));
    items = items.filter((c) => c.category_ids.some((id) => ids.has(id)));
  }
  if (filters.is_featured !== undefined) {
    const featured = parseBooleanFilter(filters.is_featured);
    if (featured === null) return { errors: { 'filter[is_featured]': ['The is_featured filter must be true or false.'] } };
    items = items.filter((c) => c.is_featured === featured);
  }
  if (filters.name !== undefined) {
    const needle = filters.name;
    items = items.filter((c) => containsFolded(c.name, needle));
  }
  return { items };
}

function sortCompanies(items: Company[], sort: ListQuery['sort']): Company[] {
  if (!sort) return items;
  switch (sort.field) {
    case 'name':
      return sortItems(items, (c) => c.name, sort.descending);
    case 'created_at':
      return sortItems(items, (c) => c.created_at, sort.descending);
    case 'floor':
      return sortItems(items, (c) => c.floor, sort.descending);
    default:
      return sortItems(items, (c) => c.id, sort.descending);
  }
}

/** Parses, filters, sorts and pages; answers the 422 itself when the query is bad. */
function listCompanies<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AreaContext,
  decorate: (items: Company[]) => T[],
  source: Company[] = companiesFor(ctx.tenant(request).id, ctx.image(request)),
) {
  const parsed = parseListQuery(request.query, SORTS, FILTERS);
  if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
  const { page, perPage, sort, filters } = parsed.value;
  const filtered = applyFilters(source, filters);
  if ('errors' in filtered) return sendError(reply, 422, 'The given data was invalid.', filtered.errors);
  const sorted = sortCompanies(filtered.items, sort);
  return ok(paginate(decorate(sorted), page, perPage, pageUrlFor(request, ctx)));
}

/**
 * Shops: `companies` (paginated), `companies/featured` (plain list), `companies/{id}` and
 * `companies-with-entities` (each shop with counts of its offers, events and news), and the member's
 * `me/companies` (the shops they follow).
 * Without `sort` the order is by id, the order the mall entered its shops.
 */
export const area: Area = (app, ctx) => {
  app.get('/companies', async (request, reply) => listCompanies(request, reply, ctx, (items) => items));

  app.get('/companies/featured', async (request) =>
    ok(companiesFor(ctx.tenant(request).id, ctx.image(request)).filter((c) => c.is_featured)),
  );

  app.get<{ Params: { id: string } }>('/companies/:id', async (request, reply) => {
    const company = companiesFor(ctx.tenant(request).id, ctx.image(request)).find((c) => String(c.id) === request.params.id);
    return company ? ok(company) : sendError(reply, 404, `Company ${request.params.id} not found.`);
  });

  // The shops the member follows (our choice of what the spec's `me/companies` answers): `companies`'
  // page, query and shop, the shops in the order the member followed them (newest first) unless sorted.
  app.get('/me/companies', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const shops = companiesFor(ctx.tenant(request).id, ctx.image(request));
    const followed = favouritesOf(ctx.members, account).follows.flatMap((id) => shops.filter((c) => c.id === id));
    return listCompanies(request, reply, ctx, (items) => items, followed);
  });

  app.get('/companies-with-entities', async (request, reply) => {
    const counts = entityCounts(ctx.tenant(request).id, ctx.image(request), Date.now());
    return listCompanies(request, reply, ctx, (items) => items.map((c) => ({ ...c, entities: counts(c.id) })));
  });
};

/**
 * Each shop's entities as the site lists them at `now` (our choice, CONTRACT.md): its offers valid on
 * the mall's today (`products?filter[valid_on]`), its events not ended (`events/upcoming`), its news
 * published (every seeded one is).
 */
export function entityCounts(tenant: TenantId, image: ImageUrl, now: number): (companyId: number) => { offers: number; events: number; news: number } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: mallTimeZone(tenant), year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
  const offers = offersFor(tenant, image).filter((o) => runsOn(o, today));
  const events = eventsFor(tenant, image).filter((e) => Date.parse(e.end_date) >= now);
  const news = newsFor(tenant, image).filter((n) => Date.parse(n.start_date) <= now);
  const count = (items: readonly { company_id: number | null }[], id: number) => items.filter((i) => i.company_id === id).length;
  return (id) => ({ offers: count(offers, id), events: count(events, id), news: count(news, id) });
}
