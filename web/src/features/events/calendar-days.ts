import { toHtmlLang, type Lang } from '@mall/site';

// The calendar's month as days (spec: the events calendar): every day of the month with the events
// that take place on it (an event of several days is on each of them), and its column in a week that
// starts on Monday. Days are the mall's calendar days as the bff gives them (YYYY-MM-DD): plain
// strings compared, no time zone of the browser involved.

export interface CalendarDay<T> {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** 1 (Monday) … 7 (Sunday). */
  column: number;
  events: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function calendarDays<T extends { startDate: string; endDate: string }>(firstDay: string, lastDay: string, events: readonly T[]): CalendarDay<T>[] {
  const match = /^(\d{4})-(\d{2})-01$/.exec(firstDay);
  const last = /^\d{4}-\d{2}-(\d{2})$/.exec(lastDay);
  if (!match || !last) return [];
  const year = Number(match[1]);
  const month = Number(match[2]);
  const days: CalendarDay<T>[] = [];
  for (let day = 1; day <= Number(last[1]); day++) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    days.push({ date, day, column: ((weekday + 6) % 7) + 1, events: events.filter((e) => e.startDate <= date && e.endDate >= date) });
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
