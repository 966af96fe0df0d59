// The mall's clock (spec §3's dates and the calendar): a platform timestamp, the mall's local date and
// time of an instant in the tenant's time zone (never the server's), its local midnight, and the
// calendar's month range. Pure rules, used by the posts and by the member's dated lists.

import { BoundedMemory } from './bounded-memory';

/** A date and a time of day on the mall's clock. */
export interface MallDateTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The answers for the minutes asked last, by zone and minute: every execution that maps the same posts
 * asks for the same instants again, and Intl's formatToParts is the dearest step of their mapping.
 * Bounded; emptied when full.
 */
const byMinute = new BoundedMemory<string, MallDateTime>(20_000);

/** The mall's local date (YYYY-MM-DD) and time (HH:MM) of an instant, in the tenant's time zone (never the server's). */
export function mallDateTime(instant: Date, timeZone: string): MallDateTime {
  const ms = instant.getTime();
  // Seconds are not shown: one answer for the whole minute (an invalid date is not kept).
  const answer = Number.isFinite(ms) ? byMinute.answer(`${timeZone}\n${Math.floor(ms / 60_000)}`, () => formatted(instant, timeZone)) : formatted(instant, timeZone);
  // Each caller gets its own object: the remembered one is never handed out.
  return { date: answer.date, time: answer.time };
}

function formatted(instant: Date, timeZone: string): MallDateTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

export function parseTimestamp(value: string): Date {
  return new Date(value.replace(' ', 'T'));
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, time } = mallDateTime(new Date(instant), timeZone);
  const local = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  return local - (instant - (instant % 60_000));
}

/** The instant of the mall's local midnight starting `day` (YYYY-MM-DD). */
export function mallMidnight(day: string, timeZone: string): Date {
  const guess = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** The day after `day` (YYYY-MM-DD). */
function dayAfter(day: string): string {
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1)).toISOString().slice(0, 10);
}

/** Per zone, the mall's day asked last and the instants it runs between (its midnight, the next one). */
const daysByZone = new Map<string, { day: string; from: number; until: number }>();

/**
 * The mall's date (YYYY-MM-DD) at the instant `at` (ms), in the tenant's zone. Remembered per zone
 * from one local midnight to the next (a day of 23 or 25 hours included), so that a caller on every
 * request (the page cache's keys) pays two comparisons. The zones are the tenants' own: few.
 */
export function mallDayAt(at: number, timeZone: string): string {
  const known = daysByZone.get(timeZone);
  if (known && at >= known.from && at < known.until) return known.day;
  const day = mallDateTime(new Date(at), timeZone).date;
  daysByZone.set(timeZone, { day, from: mallMidnight(day, timeZone).getTime(), until: mallMidnight(dayAfter(day), timeZone).getTime() });
  return day;
}

/** `YYYY-MM` between 2000 and 2100, else null. */
export function parseMonth(value: string | null | undefined): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return null;
  return { year, month };
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface MonthRange {
  /** `YYYY-MM` */
  month: string;
  previous: string;
  next: string;
  /** The month's first and last day (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** `filter[continue_between]`: the first and the last day (the platform reads them as the mall's days). */
  continueBetween: string;
}

/**
 * The calendar's month: `month` (YYYY-MM) or, when absent, the month of `now` on the mall's clock
 * (its time zone, not the server's: at 23:30 UTC on 31 October it is already November in Prague).
 * A malformed month is null (the page answers 404).
 */
export function monthRange(month: string | null | undefined, now: Date, timeZone: string): MonthRange | null {
  let parsed = parseMonth(month);
  if (month !== null && month !== undefined && !parsed) return null;
  if (!parsed) {
    const today = mallDateTime(now, timeZone).date;
    parsed = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  }
  const { year, month: m } = parsed;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const prev = m === 1 ? { year: year - 1, month: 12 } : { year, month: m - 1 };
  const next = m === 12 ? { year: year + 1, month: 1 } : { year, month: m + 1 };
  const firstDay = `${year}-${pad(m)}-01`;
  const lastDay = `${year}-${pad(m)}-${pad(last)}`;
  return {
    month: `${year}-${pad(m)}`,
    previous: `${prev.year}-${pad(prev.month)}`,
    next: `${next.year}-${pad(next.month)}`,
    firstDay,
    lastDay,
    continueBetween: `${firstDay},${lastDay}`,
  };
}
