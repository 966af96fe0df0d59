import type { Resolvers } from '../graphql/generated';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { listArgs, relatedLimit } from '../graphql/list-args';
import { findPost, latestLimitSchema, loadPostList, postContext, relatedPosts, scopeFilters, type PostScope } from '../posts/posts';
import { mallDateTime, monthRange } from '../shared/mall-time';
import { toEvent } from './mapper';

// Events (spec §2 events lists, mall/store filters, detail, related, upcoming; the calendar): public
// data through the shared cache, or the member's `me/events` when the request has a session.

/** The calendar's page size (spec: the calendar loads with per_page 1000). */
export const CALENDAR_PER_PAGE = 1000;
/** How far ahead a list of "not ended" events reaches (the platform's range filter needs an end). */
const YEARS_AHEAD = 5;

/** Events not ended by the mall's today: overlapping today … five years on. */
export function notEndedRange(now: Date, timeZone: string): string {
  const today = mallDateTime(now, timeZone).date;
  const until = `${Number(today.slice(0, 4)) + YEARS_AHEAD}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
  return `${today},${until}`;
}

function calendarVisible(settings: Record<string, string | null>): boolean {
  return settings.is_events_calendar_visible?.trim().toLowerCase() === 'true';
}

const shops = (ctx: GraphQLContext) => ctx.data.eventShops;

export const eventsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    events: async (_root, args, ctx) => {
      const { page, perPage } = listArgs(args);
      const scope: PostScope = args.scope ?? 'ALL';
      const shopId = args.shopId && /^[1-9]\d{0,11}$/.test(args.shopId) ? args.shopId : null;
      if (args.shopId && !shopId) return { scope, items: [], currentPage: page, lastPage: 1, perPage, total: 0 };
      const query = { page, per_page: perPage, sort: 'start_date', 'filter[continue_between]': notEndedRange(ctx.now, ctx.tenant.timeZone), ...scopeFilters(scope, shopId) };
      const [list, display] = await Promise.all([loadPostList(ctx, 'me/events', ctx.data.eventList, query), postContext(ctx, args.lang, shops(ctx), 'event')]);
      return {
        scope,
        items: list.data.map((item) => toEvent(item, display, ctx.log)),
        currentPage: list.current_page,
        lastPage: Math.max(1, list.last_page),
        perPage: list.per_page,
        total: list.total,
      };
    },
    event: async (_root, { lang, id }, ctx) => {
      const [item, display] = await Promise.all([findPost(ctx, id, ctx.data.event), postContext(ctx, lang, shops(ctx), 'event')]);
      return item ? toEvent(item, display, ctx.log) : null;
    },
    relatedEvents: async (_root, { lang, id, limit }, ctx) => {
      const count = relatedLimit(limit);
      const item = await findPost(ctx, id, ctx.data.event);
      if (!item) return [];
      const base = { page: 1, per_page: count + 1, sort: 'start_date', 'filter[not_id]': item.id, 'filter[continue_between]': notEndedRange(ctx.now, ctx.tenant.timeZone) };
      const sameKind = item.company_id ? { 'filter[company_id]': item.company_id } : scopeFilters('MALL');
      const [same, kind, any, display] = await Promise.all([
        ctx.data.eventList(publicCall(ctx), { ...base, ...sameKind }),
        item.company_id ? ctx.data.eventList(publicCall(ctx), { ...base, ...scopeFilters('STORES') }) : null,
        ctx.data.eventList(publicCall(ctx), base),
        postContext(ctx, lang, shops(ctx), 'event'),
      ]);
      return relatedPosts(item.id, [unwrap(ctx, same).data, kind ? unwrap(ctx, kind).data : [], unwrap(ctx, any).data], count).map((e) => toEvent(e, display, ctx.log));
    },
    upcomingEvents: async (_root, { lang, limit }, ctx) => {
      const size = latestLimitSchema.safeParse(limit);
      if (!size.success) throw gqlError('BAD_USER_INPUT', 'limit must be 1 to 48.', { fieldErrors: { limit: ['1 to 48'] } });
      const [list, display] = await Promise.all([
        unwrap(ctx, await ctx.data.upcomingEventList(publicCall(ctx), { page: 1, per_page: size.data, sort: 'start_date' })),
        postContext(ctx, lang, shops(ctx), 'event'),
      ]);
      return list.data.map((e) => toEvent(e, display, ctx.log));
    },
    eventCalendar: async (_root, { lang, month }, ctx) => {
      const range = monthRange(month, ctx.now, ctx.tenant.timeZone);
      if (!range) throw gqlError('BAD_USER_INPUT', 'month must be YYYY-MM (2000 to 2100).', { fieldErrors: { month: ['YYYY-MM'] } });
      const settings = unwrap(ctx, await ctx.data.settings(publicCall(ctx)));
      if (!calendarVisible(settings)) return null;
      const query = { page: 1, per_page: CALENDAR_PER_PAGE, sort: 'start_date', 'filter[continue_between]': range.continueBetween };
      const [list, display] = await Promise.all([unwrap(ctx, await ctx.data.eventList(publicCall(ctx), query)), postContext(ctx, lang, shops(ctx), 'event')]);
      return {
        month: range.month,
        previousMonth: range.previous,
        nextMonth: range.next,
        firstDay: range.firstDay,
        lastDay: range.lastDay,
        today: mallDateTime(ctx.now, ctx.tenant.timeZone).date,
        events: list.data.map((e) => toEvent(e, display, ctx.log)),
      };
    },
  },
};
