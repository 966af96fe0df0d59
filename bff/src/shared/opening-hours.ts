// Today's hours (spec §4): a mall with no default opening-hours zone, or with that zone marked closed,
// has no 'today' hours; otherwise they come from the weekday entry. The day entry's shape is ours
// (sandbox/CONTRACT.md): { from: 'HH:MM', to: 'HH:MM', is_closed: boolean }. A day marked closed, or
// without both times, also has no hours today.

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface DayEntry {
  from?: string | null;
  to?: string | null;
  is_closed?: boolean | null;
}

export interface OpeningHoursEntry {
  zone: string;
  status: string;
  days?: Partial<Record<string, DayEntry | null>> | null;
}

export interface TodayHours {
  weekday: Weekday;
  from: string;
  to: string;
}

// Building a DateTimeFormat is costly and the malls share a handful of zones: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday at `now` in the mall's time zone (the server's own zone is irrelevant). */
export function weekdayIn(now: Date, timeZone: string): Weekday {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.format(now).toLowerCase();
  const found = weekdays.find((w) => w === name);
  if (!found) throw new Error(`unexpected weekday ${name}`);
  return found;
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

export function dayIsOpen(entry: DayEntry | null | undefined): entry is DayEntry & { from: string; to: string } {
  return !!entry && entry.is_closed !== true && typeof entry.from === 'string' && typeof entry.to === 'string' && time.test(entry.from) && time.test(entry.to);
}

export function todayHours(zones: readonly OpeningHoursEntry[] | null | undefined, now: Date, timeZone: string): TodayHours | null {
  const main = zones?.find((z) => z.zone === 'default');
  if (!main || main.status === 'closed') return null;
  const weekday = weekdayIn(now, timeZone);
  const entry = main.days?.[weekday];
  if (!dayIsOpen(entry)) return null;
  return { weekday, from: entry.from, to: entry.to };
}
