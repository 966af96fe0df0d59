// Calendar days (`YYYY-MM-DD`) as the mall counts them: the day of an instant in a time zone, and days
// before or after a day. Pure and zone-explicit (never the process's or the browser's own zone), so
// that the server that renders a page and the browser that hydrates it count the same day from the
// same instant.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) of `instant` (ms since the epoch) in `timeZone` (IANA, or `UTC`). */
export function calendarDayIn(instant: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether `timeZone` is one the platform's Intl knows (an IANA name such as `Europe/Prague`, or `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
