// Booking's times (issue 21, "Times are the mall's"): a service's times on a day are back to back from its
// zone's opening time, each `duration_minutes` long, the last ending at or before the closing time, on
// the mall's wall clock. Each is turned into a UTC instant in the mall's IANA zone on its own, so a day on
// which the clocks change (2026-03-29, 2026-10-25 in Europe/Bratislava and Europe/Prague) maps the same
// wall-clock times to instants an hour apart from the day before. Intl only (data/content.ts's
// localToUtc): the zone rules come with Node, no date library needed.
//
// Pure: the caller passes the hours, the closed days and the clock.

import { localToUtc } from '../data/content';
import type { ClosedDay } from '../data/closed-days';
import type { Translation } from '../data/i18n';
import { WEEKDAYS, type Weekday, type WeekHours } from '../data/opening-hours';

/** A zone's entry of the mall's opening hours (data/malls.ts), as far as times need it. */
export interface ZoneHours {
  status: 'open' | 'closed';
  days: WeekHours;
}

export interface TimeSpan {
  start: Date;
  end: Date;
}

export interface DayTimes {
  /** YYYY-MM-DD on the mall's calendar. */
  date: string;
  weekday: Weekday;
  /** No times at all that day: the zone is closed (its status or its weekday) or the day is a closed day. */
  is_closed: boolean;
  /** The closed day's names when a closed day is why; null otherwise. */
  closed_reason: Translation<{ name: string }>[] | null;
  times: TimeSpan[];
}

export interface DayInput {
  date: string;
  timeZone: string;
  /** The service's zone; null when the mall has no such zone (then no times). */
  hours: ZoneHours | null;
  /**
   * The mall's closed days; they close the shopping centre only (data/closed-days.ts), so the caller
   * passes them for a `default`-zone service and an empty list for the others.
   */
  closedDays: readonly ClosedDay[];
  durationMinutes: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parts(date: string): [year: number, monthIndex: number, day: number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** The weekday of a calendar date (no zone: a date is a date). */
export function weekdayOf(date: string): Weekday {
  const [year, monthIndex, day] = parts(date);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, monthIndex, day)).getUTCDay() + 6) % 7]!;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, monthIndex, day] = parts(date);
  return new Date(Date.UTC(year, monthIndex, day + days)).toISOString().slice(0, 10);
}

/** The mall's calendar date at an instant. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The booking window: today on the mall's calendar and the next `windowDays − 1` days. */
export function windowDates(now: Date, timeZone: string, windowDays: number): string[] {
  const today = localDate(now, timeZone);
  return Array.from({ length: windowDays }, (_, i) => addDays(today, i));
}

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/** Every time of the day, started or not (the day's plan). */
export function dayTimes(input: DayInput): DayTimes {
  const weekday = weekdayOf(input.date);
  const closedDay = input.closedDays.find((d) => d.date === input.date) ?? null;
  const hours = input.hours?.days[weekday];
  const base = { date: input.date, weekday };
  if (closedDay) return { ...base, is_closed: true, closed_reason: closedDay.translations, times: [] };
  if (!input.hours || input.hours.status === 'closed' || !hours || hours.is_closed || !hours.from || !hours.to) {
    return { ...base, is_closed: true, closed_reason: null, times: [] };
  }
  const [year, monthIndex, day] = parts(input.date);
  const open = minutesOf(hours.from);
  const close = minutesOf(hours.to);
  const times: TimeSpan[] = [];
  for (let from = open; from + input.durationMinutes <= close; from += input.durationMinutes) {
    // Minutes past midnight: Date.UTC inside localToUtc carries them into hours.
    times.push({
      start: localToUtc(year, monthIndex, day, 0, from, input.timeZone),
      end: localToUtc(year, monthIndex, day, 0, from + input.durationMinutes, input.timeZone),
    });
  }
  return { ...base, is_closed: times.length === 0, closed_reason: null, times };
}

/** The times a visitor can still choose: those that have not started at `now`. */
export function upcomingTimes(times: readonly TimeSpan[], now: Date): TimeSpan[] {
  return times.filter((time) => time.start.getTime() > now.getTime());
}
