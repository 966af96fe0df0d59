import { detailPath, detailStatus, type Lang, type PageContext, type PageStatus, type QueryRules } from '@mall/site';
import type { BookingPageQuery, BookingServicePageQuery, BookingServicePageQueryVariables } from '../../graphql/generated';

// What the booking screens' page modules and views share: the variables from the path (the server
// and the browser must ask the very same), the status the data gives, and the query a service's page
// reads: the chosen day and time (`?date=2026-11-28&time=10:30`, the mall's calendar and clock), so a
// chosen time is in the address and survives the sign-in (`?redirect=` keeps the whole address).

/** The day's parameter: YYYY-MM-DD (a real calendar day), else none is chosen. */
export const dateRule = (value: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value ? value : null;
};

/** The time's parameter: HH:MM on the mall's 24-hour clock (as BookingSlot.time), else none is chosen. */
export const timeRule = (value: string): string | null => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null);

export const serviceQuery: QueryRules = { date: dateRule, time: timeRule };

/** 404 for a mall without bookable services (as cinema): the navigation has no entry for it either. */
export const listPageStatus = (data: BookingPageQuery): PageStatus => (data.bookingServices.length > 0 ? { status: 200 } : { status: 404 });

export function serviceVariables({ lang, params }: PageContext): BookingServicePageQueryVariables {
  return { lang, id: params.id ?? '' };
}

/** 404 for no such service; 301 to its own path when the title is not its slug (the query is kept). */
export function servicePageStatus(data: BookingServicePageQuery, context: PageContext): PageStatus {
  return detailStatus('booking-service', data.bookingService?.service, context);
}

/** A service's page, with the chosen day and time when there are. */
export function servicePath(lang: Lang, service: { id: string; slug: string }, choice: { date?: string | null; time?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (choice.date) query.set('date', choice.date);
  if (choice.date && choice.time) query.set('time', choice.time);
  const search = query.toString();
  return `${detailPath('booking-service', lang, service)}${search ? `?${search}` : ''}`;
}
