import { describe, expect, it, vi } from 'vitest';
import { mallInstant, occurrences, parseSchedule, weekdayOf } from './schedule';

// A repeating event's week (sandbox/CONTRACT.md "events" schedule): the contract's shape, anything
// else treated as absent and reported; the times it gives, on the mall's clock across daylight saving.

describe('parseSchedule', () => {
  it('reads the weekdays with their hours, Monday first, whatever order the platform sends', () => {
    const onMalformed = vi.fn();
    const schedule = parseSchedule({ days: { sunday: { from: '10:00', to: '18:00' }, friday: { from: '19:00', to: '22:00' } } }, onMalformed);
    expect(schedule).toEqual([
      { weekday: 'friday', from: '19:00', to: '22:00' },
      { weekday: 'sunday', from: '10:00', to: '18:00' },
    ]);
    expect(onMalformed).not.toHaveBeenCalled();
  });

  it('has none, and says nothing, when the platform sends none', () => {
    const onMalformed = vi.fn();
    expect(parseSchedule(null, onMalformed)).toBeNull();
    expect(parseSchedule(undefined, onMalformed)).toBeNull();
    expect(onMalformed).not.toHaveBeenCalled();
  });

  it.each([
    ['ends before it starts', { days: { friday: { from: '22:00', to: '19:00' } } }, 'days.friday'],
    ['ends as it starts', { days: { friday: { from: '19:00', to: '19:00' } } }, 'days.friday'],
    ['an hour that is none', { days: { friday: { from: '25:00', to: '26:00' } } }, 'days.friday.from'],
    ['a time without its leading zero', { days: { monday: { from: '9:00', to: '18:00' } } }, 'days.monday.from'],
    ['a day that is no weekday', { days: { funday: { from: '10:00', to: '12:00' } } }, 'days'],
    ['a closed day (the hours shape, not the schedule one)', { days: { monday: { from: null, to: null, is_closed: true } } }, 'days.monday'],
    ['no weekday at all', { days: {} }, ''],
    ['a list of days', { days: ['friday'] }, 'days'],
    ['a text', 'every friday', ''],
  ])('treats a schedule with %s as none, and reports it', (_what, raw, path) => {
    const onMalformed = vi.fn();
    expect(parseSchedule(raw, onMalformed)).toBeNull();
    expect(onMalformed).toHaveBeenCalledTimes(1);
    const issues = onMalformed.mock.calls[0]![0] as { path: string; message: string }[];
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.some((issue) => issue.path.startsWith(path))).toBe(true);
  });
});

describe('the times a schedule gives', () => {
  it('knows the weekday of a calendar day', () => {
    expect(weekdayOf('2026-11-06')).toBe('friday');
    expect(weekdayOf('2026-11-01')).toBe('sunday');
    expect(weekdayOf('2027-03-29')).toBe('monday');
  });

  it("turns the mall's wall clock into instants, in winter, in summer and on the days the clock changes", () => {
    expect(mallInstant('2026-11-06', '19:00', 'Europe/Prague').toISOString()).toBe('2026-11-06T18:00:00.000Z');
    expect(mallInstant('2026-07-03', '19:00', 'Europe/Bratislava').toISOString()).toBe('2026-07-03T17:00:00.000Z');
    // 28 March 2027: 02:00 becomes 03:00; 29 March is summer time.
    expect(mallInstant('2027-03-28', '01:30', 'Europe/Prague').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(mallInstant('2027-03-28', '10:00', 'Europe/Prague').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    // 25 October 2026: 03:00 becomes 02:00.
    expect(mallInstant('2026-10-25', '10:00', 'Europe/Prague').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(mallInstant('2026-10-24', '10:00', 'Europe/Prague').toISOString()).toBe('2026-10-24T08:00:00.000Z');
  });

  it('gives every Friday of a run from the 1st of a month to the 28th of the next, at 19:00 in Prague', () => {
    const times = occurrences([{ weekday: 'friday', from: '19:00', to: '22:00' }], '2026-11-01', '2026-12-28', 'Europe/Prague');
    expect(times.map((t) => t.day)).toEqual(['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(times.map((t) => t.starts.toISOString().slice(11, 16))).toEqual(Array(8).fill('18:00'));
    expect(times.every((t) => t.ends.getTime() - t.starts.getTime() === 3 * 3600_000)).toBe(true);
  });

  it('includes the first and the last day, and keeps the local hour across daylight saving', () => {
    const times = occurrences(
      [
        { weekday: 'saturday', from: '10:00', to: '18:00' },
        { weekday: 'sunday', from: '12:00', to: '17:00' },
      ],
      '2027-03-20',
      '2027-04-04',
      'Europe/Prague',
    );
    expect(times.map((t) => `${t.day} ${t.from}`)).toEqual(['2027-03-20 10:00', '2027-03-21 12:00', '2027-03-27 10:00', '2027-03-28 12:00', '2027-04-03 10:00', '2027-04-04 12:00']);
    expect(times.map((t) => t.starts.toISOString().slice(11, 16))).toEqual(['09:00', '11:00', '09:00', '10:00', '08:00', '10:00']);
  });
});
