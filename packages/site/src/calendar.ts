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
  if (timeZone === 'UTC') return 0;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (instant - (instant % 1000));
}

/** A zone's offset from UTC (ms) and the instants it is known to hold for: `from` (included) to `until`. */
export interface ZoneSpan {
  from: number;
  until: number;
  offset: number;
}

/**
 * Zones change their offset only on quarter hours of UTC (every transition in the time-zone database
 * since 1970 falls on one), and never twice within a day. So the offset read at the start of a quarter
 * holds for the quarter, and for the day from there when the offset a day later is the same. Each
 * zone's last span is kept: Intl's formatToParts, the costly part, runs twice a day per zone (twice a
 * quarter hour in the day before a change) instead of at every call (a page's render and its hydration
 * ask for today many times, which took about 14 ms of a home's hydration on a desktop CPU).
 */
const QUARTER_MS = 15 * 60_000;
const spans = new Map<string, ZoneSpan>();

/**
 * The zone's span that covers `instant`, the one calendarDayIn counts with. The server puts it in the
 * first HTML, and the browser's first count of the day takes it (`knowZoneSpan`) instead of building
 * an Intl formatter with the zone while it hydrates: the first one costs tens of milliseconds of a
 * phone's main thread (ICU loads the zone's data).
 */
export function zoneSpanAt(instant: number, timeZone: string): ZoneSpan {
  let span = spans.get(timeZone);
  if (!span || instant < span.from || instant >= span.until) {
    const from = Math.floor(instant / QUARTER_MS) * QUARTER_MS;
    const offset = offsetAt(from, timeZone);
    const dayLater = from + 24 * 60 * 60_000;
    span = { offset, from, until: offsetAt(dayLater, timeZone) === offset ? dayLater : from + QUARTER_MS };
    spans.set(timeZone, span);
  }
  return span;
}

/** The calendar day (`YYYY-MM-DD`) of `instant` (ms since the epoch) in `timeZone` (IANA, or `UTC`). */
export function calendarDayIn(instant: number, timeZone: string): string {
  return new Date(instant + zoneSpanAt(instant, timeZone).offset).toISOString().slice(0, 10);
}

/**
 * Takes a zone's span from the first HTML (`zoneSpanAt` on the server). The page's own state, like its
 * instant (`now`), is the bff's output, not the visitor's input; without one, Intl counts as before.
 */
export function knowZoneSpan(timeZone: string, span: ZoneSpan | undefined): void {
  if (span) spans.set(timeZone, span);
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
