import { slugify, type Lang } from '@mall/site';
import type { Booking, BookingCalendarDay, BookingDay, BookingService, BookingServicePage, BookingSlot, BookingStatus, MyBookings, Weekday } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import { qrSvg } from '../shared/qr-code';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamCalendarDay, UpstreamOptions, UpstreamOrder, UpstreamService, UpstreamServicePage } from './upstream';

// Booking display-ready (issue 21): the service in the asked language (spec §5 fallback: the tenant's
// language, then English, then any), its slug by the specification's rule, its description sanitised
// as the amenities' are, its picture through the image proxy; every instant also on the mall's clock
// (its IANA time zone, so a daylight-saving day's times read as the mall's wall clock does); an order's
// status by the platform's `done` rule and whether it can be cancelled now.

/** A booking's context: the languages, the mall's time zone, and now. */
export interface BookingContext extends DisplayContext {
  timeZone: string;
  now: Date;
}

const weekdays: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday of a calendar day (YYYY-MM-DD): the same in every time zone, so read at noon UTC. */
export function weekdayOf(date: string): Weekday {
  return weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
}

/** A calendar day (YYYY-MM-DD) that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** An instant the platform gives, or null when it cannot be read. */
function instant(value: string): Date | null {
  const at = parseTimestamp(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function toBookingService(service: UpstreamService, ctx: DisplayContext): BookingService {
  const name = requireTranslation(service.translations, 'name', ctx.lang, ctx.fallbackLang);
  return {
    id: String(service.id),
    name,
    slug: slugify(name),
    // Plain by contract; a tag that slipped in is shown as its words, never as markup.
    summary: plainText(pickTranslation(service.translations, 'summary', ctx.lang, ctx.fallbackLang)),
    description: sanitizeRichText(pickTranslation(service.translations, 'description', ctx.lang, ctx.fallbackLang)),
    image: proxiedImage(service.image),
    location: pickTranslation(service.translations, 'location', ctx.lang, ctx.fallbackLang) ?? '',
    durationMinutes: service.duration_minutes,
    price: service.price ?? null,
    currency: service.currency,
    capacity: service.capacity,
    maxPeople: service.max_people,
    cancelCutoffMinutes: service.cancel_cutoff_minutes,
    maxUpcomingPerMember: service.max_upcoming_per_member,
    zone: service.zone,
  };
}

const closedReason = (reasons: UpstreamCalendarDay['closed_reason'], ctx: DisplayContext): string | null => pickTranslation(reasons, 'name', ctx.lang, ctx.fallbackLang) ?? null;

export function toCalendarDay(day: UpstreamCalendarDay, ctx: DisplayContext): BookingCalendarDay {
  return { date: day.date, weekday: weekdayOf(day.date), open: !day.is_closed, closedReason: day.is_closed ? closedReason(day.closed_reason, ctx) : null };
}

/**
 * A service with its window. A copy of the window is kept a while (the catalog's cache), so days the
 * mall's calendar has left behind meanwhile are dropped: the day picker starts today.
 */
export function toServicePage(page: UpstreamServicePage, ctx: BookingContext): BookingServicePage {
  const today = mallDateTime(ctx.now, ctx.timeZone).date;
  return { service: toBookingService(page, ctx), days: page.days.filter((day) => day.date >= today).map((day) => toCalendarDay(day, ctx)) };
}

/** One time of a day; null when its instants cannot be read. */
export function toSlot(option: UpstreamOptions['options'][number], timeZone: string): BookingSlot | null {
  const start = instant(option.start);
  const end = instant(option.end);
  if (!start || !end) return null;
  return {
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    time: mallDateTime(start, timeZone).time,
    endTime: mallDateTime(end, timeZone).time,
    capacity: option.capacity,
    placesLeft: option.places_left,
  };
}

/** A day's free times. A day outside the booking window takes no bookings: not open, with no times. */
export function toBookingDay(options: UpstreamOptions, ctx: BookingContext): BookingDay {
  const open = !options.is_closed && options.in_window;
  return {
    serviceId: String(options.service_id),
    date: options.date,
    open,
    closedReason: options.is_closed ? closedReason(options.closed_reason, ctx) : null,
    slots: open ? options.options.flatMap((option) => toSlot(option, ctx.timeZone) ?? []) : [],
  };
}

/**
 * The platform's `done` rule (sandbox/CONTRACT.md "booking"): a booking not cancelled whose end has
 * passed is done, whatever the status it was sent with (a reply read a moment before its end).
 */
export function bookingStatus(status: UpstreamOrder['status'], end: Date, now: Date): BookingStatus {
  if (status === 'cancelled') return 'cancelled';
  return status === 'done' || end.getTime() <= now.getTime() ? 'done' : 'confirmed';
}

/** The cut-off: a confirmed booking can be cancelled until `cancellable_until` (its start less the service's cut-off). */
export function isCancellable(status: BookingStatus, cancellableUntil: Date, now: Date): boolean {
  return status === 'confirmed' && now.getTime() < cancellableUntil.getTime();
}

/** The bff's calendar file of a booking (booking/calendar.ts), in the page's language. */
export function calendarUrl(id: string, lang: Lang): string {
  return `/booking/${id}/calendar.ics?lang=${lang}`;
}

/** A member's booking; null when an instant of it cannot be read (it is not shown at a wrong time). */
export async function toBooking(order: UpstreamOrder, ctx: BookingContext): Promise<Booking | null> {
  const start = instant(order.start);
  const end = instant(order.end);
  const created = instant(order.created_at);
  const until = instant(order.cancellable_until);
  if (!start || !end || !created || !until) return null;
  const cancelledAt = order.cancelled_at ? instant(order.cancelled_at) : null;
  const status = bookingStatus(order.status, end, ctx.now);
  const begins = mallDateTime(start, ctx.timeZone);
  const id = String(order.id);
  return {
    id,
    code: order.code,
    status,
    service: toBookingService(order.service, ctx),
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    date: begins.date,
    time: begins.time,
    endTime: mallDateTime(end, ctx.timeZone).time,
    people: order.people,
    note: order.note?.trim() ? order.note : null,
    createdAt: created.toISOString(),
    cancelledAt: cancelledAt?.toISOString() ?? null,
    cancellable: isCancellable(status, until, ctx.now),
    cancellableUntil: until.toISOString(),
    qrSvg: await qrSvg(order.code),
    calendarUrl: calendarUrl(id, ctx.lang),
  };
}

/** Upcoming (confirmed, not yet ended: soonest first) and past or cancelled (newest start first). */
export function splitBookings(bookings: readonly Booking[]): MyBookings {
  const byStart = (a: Booking, b: Booking) => a.startsAt.localeCompare(b.startsAt) || Number(a.id) - Number(b.id);
  return {
    upcoming: bookings.filter((b) => b.status === 'confirmed').sort(byStart),
    past: bookings.filter((b) => b.status !== 'confirmed').sort((a, b) => byStart(b, a)),
  };
}

/** The mall's calendar day of an instant (the options' `date` a booking's time belongs to). */
export function mallDay(startsAt: string, timeZone: string): string | null {
  const at = instant(startsAt);
  return at ? mallDateTime(at, timeZone).date : null;
}
