import { toHtmlLang, type Lang } from '@mall/site';
import type { Weekday } from '../../graphql/types';

// The calendar's month as days (spec: the events calendar): every day of the month with the events
// that take place on it, and its column in a week that starts on Monday. An event of several days is
// on each of them; a repeating one (its schedule, sandbox/CONTRACT.md "events") only on its weekdays,
// at their hours. Days are the mall's calendar days as the bff gives them (YYYY-MM-DD): plain strings
// compared, no time zone of the browser involved.

/** Monday first, as the schema's Weekday and the calendar's columns. */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface ScheduleDay {
  weekday: Weekday;
  from: string;
  to: string;
}

/** What the calendar needs of an event: its first and last day, and its week if it repeats. */
export interface CalendarEvent {
  startDate: string;
  endDate: string;
  schedule?: readonly ScheduleDay[] | null;
}

export interface CalendarDay<T> {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** 1 (Monday) … 7 (Sunday). */
  column: number;
  weekday: Weekday;
  events: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The hours of a repeating event on a weekday (null: it does not take place then, or it does not repeat). */
export function scheduledHours(event: CalendarEvent, weekday: Weekday): ScheduleDay | null {
  return event.schedule?.find((d) => d.weekday === weekday) ?? null;
}

/** Whether the event takes place on `date` (a day of the weekday `weekday`). */
export function takesPlaceOn(event: CalendarEvent, date: string, weekday: Weekday): boolean {
  if (event.startDate > date || event.endDate < date) return false;
  return !event.schedule || scheduledHours(event, weekday) !== null;
}

export function calendarDays<T extends CalendarEvent>(firstDay: string, lastDay: string, events: readonly T[]): CalendarDay<T>[] {
  const match = /^(\d{4})-(\d{2})-01$/.exec(firstDay);
  const last = /^\d{4}-\d{2}-(\d{2})$/.exec(lastDay);
  if (!match || !last) return [];
  const year = Number(match[1]);
  const month = Number(match[2]);
  const days: CalendarDay<T>[] = [];
  for (let day = 1; day <= Number(last[1]); day++) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const column = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
    const weekday = WEEKDAYS[column - 1]!;
    days.push({ date, day, column, weekday, events: events.filter((e) => takesPlaceOn(e, date, weekday)) });
  }
  return days;
}

/** "November 2026", "listopad 2026", "november 2026", "November 2026": the month's name as a heading says it (nominative). */
export function monthTitle(month: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(toHtmlLang(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Short weekday names, Monday first, in the page's language. */
export function weekdayNames(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(toHtmlLang(lang), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** A day's heading: its weekday and number (`Tue 24`). */
export function dayLabel(date: string, lang: Lang): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(toHtmlLang(lang), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The month `by` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
