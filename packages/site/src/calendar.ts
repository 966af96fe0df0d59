// Calendar days (`YYYY-MM-DD`) as the mall counts them: the day of an instant in a time zone, and days
// before or after a day. Pure and zone-explicit (never the process's or the browser's own zone), so
// that the server that renders a page and the browser that hydrates it count the same day from the
// same instant.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC (ms) at `instant`, read from Intl: what the zone's wall clock shows, less the instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (instant - (instant % 1000));
}

/**
 * Zones change their offset only on quarter hours of UTC (every transition in the time-zone database
 * since 1970 falls on one). So the offset read at the start of a quarter holds for the whole quarter,
 * and each zone's last one is kept: Intl's formatToParts, the costly part, runs once a quarter hour
 * per zone instead of at every call (a page's render and its hydration ask for today many times,
 * which took about 14 ms of a home's hydration on a desktop CPU).
 */
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<string, { quarter: number; offset: number }>();

/** The calendar day (`YYYY-MM-DD`) of `instant` (ms since the epoch) in `timeZone` (IANA, or `UTC`). */
export function calendarDayIn(instant: number, timeZone: string): string {
  const quarter = Math.floor(instant / QUARTER_MS) * QUARTER_MS;
  let known = offsets.get(timeZone);
  if (known?.quarter !== quarter) {
    known = { quarter, offset: offsetAt(quarter, timeZone) };
    offsets.set(timeZone, known);
  }
  return new Date(instant + known.offset).toISOString().slice(0, 10);
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
