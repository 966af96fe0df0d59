import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageUrlFor, type Area, type AreaContext } from '../area';
import { mallTimeZone, localToUtc, type ContentItem } from '../data/content';
import { eventsFor } from '../data/events';
import { bearerToken } from '../members/auth';
import type { Account } from '../members/store';
import { newsFor } from '../data/news';
import { ok, paginate, sendError, type FieldErrors } from '../envelope';
import { parseListQuery, sortItems, type ListQuery } from '../list-query';
import type { TenantId } from '../tenancy';

// Events and news (CONTRACT.md "events", "news"): paginated lists with the platform's filters, one
// item by id, the upcoming events, and the members' variants `me/events`, `me/news` (a bearer token
// of a demo member; the same shape plus the member's `customer_like`).

const SORTS = ['id', 'start_date', 'end_date', 'created_at'] as const;
const FILTERS = ['company_id', 'not_company_id', 'continue_between', 'not_id'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A bound of `continue_between`: a day (`YYYY-MM-DD`, the mall's local day) or an ISO timestamp. */
function bound(value: string, tenant: TenantId, edge: 'start' | 'end'): number | null {
  const day = DAY.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const check = new Date(Date.UTC(y, m, d));
    if (check.getUTCMonth() !== m || check.getUTCDate() !== d) return null;
    const zone = mallTimeZone(tenant);
    return edge === 'start' ? localToUtc(y, m, d, 0, 0, zone).getTime() : localToUtc(y, m, d + 1, 0, 0, zone).getTime() - 1;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

function applyFilters(items: ContentItem[], filters: ListQuery['filters'], tenant: TenantId): { items: ContentItem[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  let out = items;
  const company = filters.company_id;
  if (company !== undefined) {
    if (company === 'null') out = out.filter((i) => i.company_id === null);
    else if (/^\d{1,12}$/.test(company)) out = out.filter((i) => i.company_id === Number(company));
    else errors['filter[company_id]'] = ['The company id must be an integer or null.'];
  }
  if (filters.not_company_id !== undefined) {
    if (filters.not_company_id === 'null') out = out.filter((i) => i.company_id !== null);
    else if (/^\d{1,12}$/.test(filters.not_company_id)) out = out.filter((i) => i.company_id !== Number(filters.not_company_id));
    else errors['filter[not_company_id]'] = ['The not company id must be an integer or null.'];
  }
  if (filters.not_id !== undefined) {
    if (/^\d{1,12}$/.test(filters.not_id)) out = out.filter((i) => i.id !== Number(filters.not_id));
    else errors['filter[not_id]'] = ['The not id must be an integer.'];
  }
  if (filters.continue_between !== undefined) {
    const [from, to, extra] = filters.continue_between.split(',');
    const start = from === undefined ? null : bound(from, tenant, 'start');
    const end = to === undefined ? null : bound(to, tenant, 'end');
    if (extra !== undefined || start === null || end === null || start > end) {
      errors['filter[continue_between]'] = ['The continue between filter must be two dates, start,end (YYYY-MM-DD or ISO 8601), start not after end.'];
    } else {
      // Overlapping the range: started by its end and not ended before its start.
      out = out.filter((i) => Date.parse(i.start_date) <= end && Date.parse(i.end_date) >= start);
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { items: out };
}

const sortKey = (field: string) => (item: ContentItem): string | number =>
  field === 'id' ? item.id : field === 'end_date' ? item.end_date : field === 'created_at' ? item.created_at : item.start_date;

/** A demo member's `customer_like`: a stable choice per member and item, so a test can predict it. */
export function memberLike(member: Pick<Account, 'email'>, item: ContentItem): { reaction: string } | null {
  const seed = [...member.email].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return (item.id + seed) % 3 === 0 ? { reaction: '' } : null;
}

type Loader = (tenant: TenantId, request: FastifyRequest, ctx: AreaContext) => ContentItem[];

function listHandler(ctx: AreaContext, load: Loader, defaultSort: { field: string; descending: boolean }, personal: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = ctx.tenant(request).id;
    let member: Account | null = null;
    if (personal) {
      member = ctx.members.forToken(tenant, bearerToken(request));
      if (!member) return sendError(reply, 401, 'Unauthenticated.');
    }
    const parsed = parseListQuery(request.query, SORTS, FILTERS);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, sort, filters } = parsed.value;
    const filtered = applyFilters(load(tenant, request, ctx), filters, tenant);
    if ('errors' in filtered) return sendError(reply, 422, 'The given data was invalid.', filtered.errors);
    const order = sort ?? defaultSort;
    const items = sortItems(filtered.items, sortKey(order.field), order.descending);
    const withLikes = member ? items.map((i) => ({ ...i, customer_like: memberLike(member, i) })) : items;
    return ok(paginate(withLikes, page, perPage, pageUrlFor(request, ctx)));
  };
}

const events: Loader = (tenant, request, ctx) => eventsFor(tenant, ctx.image(request));
const news: Loader = (tenant, request, ctx) => newsFor(tenant, ctx.image(request));
const upcoming: Loader = (tenant, request, ctx) => {
  const now = Date.now();
  return eventsFor(tenant, ctx.image(request)).filter((e) => Date.parse(e.end_date) >= now);
};

/**
 * `events`, `events/upcoming`, `events/{id}`, `me/events`, `me/events/{id}`; `news`, `news/{id}`,
 * `me/news`, `me/news/{id}`. Without
 * `sort`, events come by start (earliest first) and news newest first.
 */
export const area: Area = (app, ctx) => {
  const byStart = { field: 'start_date', descending: false };
  const newestFirst = { field: 'start_date', descending: true };
  app.get('/events', listHandler(ctx, events, byStart, false));
  app.get('/events/upcoming', listHandler(ctx, upcoming, byStart, false));
  app.get('/me/events', listHandler(ctx, events, byStart, true));
  app.get('/news', listHandler(ctx, news, newestFirst, false));
  app.get('/me/news', listHandler(ctx, news, newestFirst, true));

  // One item as the member sees it (our choice: the spec names `me/events`, `me/news`; as `events/{id}`
  // goes with `events`, the member's item goes with the member's list): the item with `customer_like`.
  for (const [path, load, what] of [['/me/events/:id', events, 'Event'], ['/me/news/:id', news, 'News']] as const) {
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      const tenant = ctx.tenant(request).id;
      const member = ctx.members.forToken(tenant, bearerToken(request));
      if (!member) return sendError(reply, 401, 'Unauthenticated.');
      const item = load(tenant, request, ctx).find((i) => String(i.id) === request.params.id);
      return item ? ok({ ...item, customer_like: memberLike(member, item) }) : sendError(reply, 404, `${what} ${request.params.id} not found.`);
    });
  }

  app.get<{ Params: { id: string } }>('/events/:id', async (request, reply) => {
    const item = eventsFor(ctx.tenant(request).id, ctx.image(request)).find((e) => String(e.id) === request.params.id);
    return item ? ok(item) : sendError(reply, 404, `Event ${request.params.id} not found.`);
  });
  app.get<{ Params: { id: string } }>('/news/:id', async (request, reply) => {
    const item = newsFor(ctx.tenant(request).id, ctx.image(request)).find((n) => String(n.id) === request.params.id);
    return item ? ok(item) : sendError(reply, 404, `News ${request.params.id} not found.`);
  });
};
