import type { Resolvers } from '../../graphql/generated';
import type { GraphQLContext } from '../../graphql/context';
import { gqlError } from '../../graphql/errors';
import { publicCall, unwrap, warnOncePerCopy } from '../../graphql/upstream-data';
import { relatedLimit } from '../../graphql/list-args';
import { mallDateTime, monthRange } from '../../shared/mall-time';
import { emptyPostPage, latestLimit, postListQuery, toPostPage } from '../list';
import { findPost, loadPostList, loadRelatedPosts, postContext, postFinder, postLister } from '../load';
import type { PostContext } from '../mapper';
import type { UpstreamPost } from '../upstream';
import { toEvent } from './mapper';

// Events (spec §2 events lists, mall/store filters, detail, related, upcoming; the calendar): public
// data through the shared cache, or, whenever the request has a member's session, the member's
// `me/events` (and `me/events/{id}`) for every one of them (spec §6), never cached.

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

/** The member's upcoming events: not ended by this instant (an ISO timestamp) … five years on. */
export function upcomingRange(now: Date): string {
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + YEARS_AHEAD);
  return `${now.toISOString()},${until.toISOString()}`;
}

function calendarVisible(settings: Record<string, string | null>): boolean {
  return settings.is_events_calendar_visible?.trim().toLowerCase() === 'true';
}

/** An event for display; a malformed schedule is logged once per cached copy of its record. */
const eventOf = (ctx: GraphQLContext, display: PostContext) => (item: UpstreamPost) => toEvent(item, display, warnOncePerCopy(ctx, item));

export const eventsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    events: async (_root, args, ctx) => {
      const list = postListQuery(args);
      if (!list.filters) return emptyPostPage(list);
      const query = { page: list.page, per_page: list.perPage, sort: 'start_date', 'filter[continue_between]': notEndedRange(ctx.now, ctx.tenant.timeZone), ...list.filters };
      const [page, display] = await Promise.all([loadPostList(ctx, 'me/events', ctx.calls.eventList, query), postContext(ctx, args.lang, 'event')]);
      return toPostPage(page, list.scope, eventOf(ctx, display));
    },
    event: async (_root, { lang, id }, ctx) => {
      const [item, display] = await Promise.all([findPost(ctx, id, postFinder(ctx, 'me/events', ctx.calls.event)), postContext(ctx, lang, 'event')]);
      return item ? eventOf(ctx, display)(item) : null;
    },
    relatedEvents: async (_root, { lang, id, limit }, ctx) => {
      const count = relatedLimit(limit);
      // Only its shop is read here: the public item (cached) will do, for a member too.
      const item = await findPost(ctx, id, ctx.calls.event);
      if (!item) return [];
      const base = { page: 1, per_page: count + 1, sort: 'start_date', 'filter[not_id]': item.id, 'filter[continue_between]': notEndedRange(ctx.now, ctx.tenant.timeZone) };
      const [related, display] = await Promise.all([loadRelatedPosts(ctx, item, postLister(ctx, 'me/events', ctx.calls.eventList), base, count), postContext(ctx, lang, 'event')]);
      return related.map(eventOf(ctx, display));
    },
    upcomingEvents: async (_root, { lang, limit }, ctx) => {
      const size = latestLimit(limit);
      // A member's: `me/events` of the events not ended by now (the platform has no personal
      // `events/upcoming`; the same events, from this instant on).
      const load = ctx.session
        ? loadPostList(ctx, 'me/events', ctx.calls.eventList, { page: 1, per_page: size, sort: 'start_date', 'filter[continue_between]': upcomingRange(ctx.now) })
        : ctx.calls.upcomingEventList(publicCall(ctx), { page: 1, per_page: size, sort: 'start_date' }).then((result) => unwrap(ctx, result));
      const [list, display] = await Promise.all([load, postContext(ctx, lang, 'event')]);
      return list.data.map(eventOf(ctx, display));
    },
    eventCalendar: async (_root, { lang, month }, ctx) => {
      const range = monthRange(month, ctx.now, ctx.tenant.timeZone);
      if (!range) throw gqlError('BAD_USER_INPUT', 'month must be YYYY-MM (2000 to 2100).', { fieldErrors: { month: ['YYYY-MM'] } });
      const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      if (!calendarVisible(settings)) return null;
      const query = { page: 1, per_page: CALENDAR_PER_PAGE, sort: 'start_date', 'filter[continue_between]': range.continueBetween };
      const [list, display] = await Promise.all([loadPostList(ctx, 'me/events', ctx.calls.eventList, query), postContext(ctx, lang, 'event')]);
      return {
        month: range.month,
        previousMonth: range.previous,
        nextMonth: range.next,
        firstDay: range.firstDay,
        lastDay: range.lastDay,
        today: mallDateTime(ctx.now, ctx.tenant.timeZone).date,
        events: list.data.map(eventOf(ctx, display)),
      };
    },
  },
};
