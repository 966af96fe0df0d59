import { z } from 'zod';
import { weekdays as WEEKDAYS, type Weekday } from '../../shared/opening-hours';
import { mallDateTime } from '../../shared/mall-time';

// A repeating event's week (sandbox/CONTRACT.md "events": `schedule`, our choice; the specification
// shows no event fields): the weekdays it takes place on, each with its hours on the mall's clock, from
// the mall's day of `start_date` to that of `end_date`. Without one an event runs without a break from
// its start to its end. A schedule that breaks the contract is treated as absent (the event is then
// one block, as the platform's dates say) and logged, so a bad record never hides an event.

/** One weekday of a schedule: `HH:MM` on the mall's clock, `to` after `from`. */
export interface ScheduleDay {
  weekday: Weekday;
  from: string;
  to: string;
}

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not HH:MM');
const hours = z.strictObject({ from: hhmm, to: hhmm }).refine((h) => h.from < h.to, { message: 'ends before it starts' });

/** The platform's `schedule`: null, or `{ days: { friday: { from, to }, … } }` with at least one weekday. */
export const scheduleSchema = z
  .looseObject({ days: z.partialRecord(z.enum(WEEKDAYS), hours) })
  .refine((s) => Object.keys(s.days).length > 0, { message: 'no weekday' });

export type ScheduleIssue = { path: string; message: string }[];

/**
 * The schedule, Monday first, or null when there is none. `onMalformed` hears of one that is not the
 * contract's (with zod's issues), which then counts as none.
 */
export function parseSchedule(raw: unknown, onMalformed: (issues: ScheduleIssue) => void): ScheduleDay[] | null {
  if (raw === undefined || raw === null) return null;
  const parsed = scheduleSchema.safeParse(raw);
  if (!parsed.success) {
    onMalformed(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
    return null;
  }
  const days = parsed.data.days;
  return WEEKDAYS.flatMap((weekday) => {
    const entry = days[weekday];
    return entry ? [{ weekday, from: entry.from, to: entry.to }] : [];
  });
}

const DAY_MS = 86_400_000;

/** The weekday of a calendar day (YYYY-MM-DD), whatever zone: the day is already the mall's. */
export function weekdayOf(day: string): Weekday {
  const date = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return WEEKDAYS[(new Date(date).getUTCDay() + 6) % 7]!;
}

/** The instant of the mall's wall-clock `time` (HH:MM) on `day` (YYYY-MM-DD), daylight saving included. */
export function mallInstant(day: string, time: string, timeZone: string): Date {
  const wall = wallClock(day, time);
  // Milliseconds the zone is ahead of UTC at an instant (whole minutes: the zones' offsets are).
  const offset = (instant: number) => {
    const local = mallDateTime(new Date(instant), timeZone);
    return wallClock(local.date, local.time) - (instant - (instant % 60_000));
  };
  const first = wall - offset(wall);
  // Again at the instant found: the offset may differ across a change of daylight saving.
  return new Date(wall - offset(first));
}

/** A wall-clock day and time as if it were UTC (ms), for arithmetic on the mall's clock. */
function wallClock(day: string, time: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
}

export interface Occurrence {
  /** The mall's day (YYYY-MM-DD). */
  day: string;
  weekday: Weekday;
  from: string;
  to: string;
  starts: Date;
  ends: Date;
}

/** Every time a scheduled event takes place: the schedule's weekdays from `firstDay` to `lastDay` (the mall's days, both included). */
export function occurrences(schedule: readonly ScheduleDay[], firstDay: string, lastDay: string, timeZone: string): Occurrence[] {
  const byWeekday = new Map(schedule.map((d) => [d.weekday, d]));
  const out: Occurrence[] = [];
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  for (let at = Date.parse(`${firstDay}T00:00:00Z`); at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const entry = byWeekday.get(weekdayOf(day));
    if (!entry) continue;
    out.push({ day, weekday: entry.weekday, from: entry.from, to: entry.to, starts: mallInstant(day, entry.from, timeZone), ends: mallInstant(day, entry.to, timeZone) });
  }
  return out;
}
