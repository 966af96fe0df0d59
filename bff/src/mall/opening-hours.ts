// Today's hours (spec §4) are a rule the mall and its shops share: it lives in bff/src/shared.
export * from '../shared/opening-hours';

// Closed days (issue 9 "opening hours: closed days"): the mall's `closed_days` (sandbox/CONTRACT.md
// "malls"; the specification names no such list), days on which the shopping centre is closed.

export interface ClosedDayEntry {
  date: string;
}

// One formatter per time zone, as for the weekday.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) at `now` in the mall's time zone. */
export function dayIn(now: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether today, in the mall's time zone, is one of the closed days. */
export function isClosedToday(days: readonly ClosedDayEntry[] | null | undefined, now: Date, timeZone: string): boolean {
  const today = dayIn(now, timeZone);
  return (days ?? []).some((d) => d.date === today);
}

/**
 * The closed days from today (in the mall's time zone) up to `horizonDays` ahead, in date order, each
 * day once; entries that are not a YYYY-MM-DD day are left out.
 */
export function upcomingClosedDays<T extends ClosedDayEntry>(days: readonly T[] | null | undefined, now: Date, timeZone: string, horizonDays = 365): T[] {
  const from = dayIn(now, timeZone);
  const to = addDays(from, horizonDays);
  const seen = new Set<string>();
  return (days ?? [])
    .filter((d) => isoDay.test(d.date) && !Number.isNaN(Date.parse(d.date)) && d.date >= from && d.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((d) => (seen.has(d.date) ? false : (seen.add(d.date), true)));
}
