import { describe, expect, it } from 'vitest';
import { closedDaysFor } from '../data/closed-days';
import { week } from '../data/opening-hours';
import { addDays, dayTimes, isCalendarDate, localDate, upcomingTimes, weekdayOf, windowDates, type ZoneHours } from './times';

// Booking's times on the mall's clock (issue 21, "Times are the mall's"), DST days included.

const shopping: ZoneHours = { status: 'open', days: week(['10:00', '21:00'], ['09:00', '21:00'], ['09:00', '21:00']) };
const parking: ZoneHours = { status: 'open', days: week(['06:00', '23:59'], ['06:00', '23:59'], ['07:00', '23:59']) };

const iso = (d: Date) => d.toISOString();
const starts = (date: string, timeZone: string, hours: ZoneHours = shopping, durationMinutes = 60) =>
  dayTimes({ date, timeZone, hours, closedDays: [], durationMinutes }).times.map((t) => iso(t.start));

describe('dayTimes', () => {
  it('lays the times back to back from the opening time, the last ending at or before the closing time', () => {
    const day = dayTimes({ date: '2026-12-02', timeZone: 'Europe/Bratislava', hours: shopping, closedDays: [], durationMinutes: 90 });
    expect(day).toMatchObject({ date: '2026-12-02', weekday: 'wednesday', is_closed: false, closed_reason: null });
    // 10:00–21:00 CET in 90 minutes: 10:00 … 19:00 (ends 20:30); 20:30 would end 22:00.
    expect(day.times.map((t) => [iso(t.start), iso(t.end)])).toEqual([
      ['2026-12-02T09:00:00.000Z', '2026-12-02T10:30:00.000Z'],
      ['2026-12-02T10:30:00.000Z', '2026-12-02T12:00:00.000Z'],
      ['2026-12-02T12:00:00.000Z', '2026-12-02T13:30:00.000Z'],
      ['2026-12-02T13:30:00.000Z', '2026-12-02T15:00:00.000Z'],
      ['2026-12-02T15:00:00.000Z', '2026-12-02T16:30:00.000Z'],
      ['2026-12-02T16:30:00.000Z', '2026-12-02T18:00:00.000Z'],
      ['2026-12-02T18:00:00.000Z', '2026-12-02T19:30:00.000Z'],
    ]);
  });

  it('keeps a closing time of 23:59: a 2-hour time may not end at midnight', () => {
    const times = dayTimes({ date: '2026-12-02', timeZone: 'Europe/Prague', hours: parking, closedDays: [], durationMinutes: 120 }).times;
    expect(times).toHaveLength(8);
    expect(iso(times.at(-1)!.end)).toBe('2026-12-02T21:00:00.000Z'); // 22:00 in Prague
  });

  for (const timeZone of ['Europe/Bratislava', 'Europe/Prague']) {
    it(`${timeZone}: on 2026-03-29 (clocks forward) 09:00 is an hour earlier in UTC than the day before`, () => {
      expect(starts('2026-03-28', timeZone)[0]).toBe('2026-03-28T08:00:00.000Z');
      expect(starts('2026-03-29', timeZone)[0]).toBe('2026-03-29T07:00:00.000Z');
      // Every time of the day moved, not just the first, and each is still an hour long.
      const day = dayTimes({ date: '2026-03-29', timeZone, hours: shopping, closedDays: [], durationMinutes: 60 }).times;
      expect(day).toHaveLength(12);
      expect(iso(day.at(-1)!.start)).toBe('2026-03-29T18:00:00.000Z');
      for (const t of day) expect(t.end.getTime() - t.start.getTime()).toBe(3_600_000);
    });

    it(`${timeZone}: on 2026-10-25 (clocks back) 09:00 is an hour later in UTC than the day before`, () => {
      expect(starts('2026-10-24', timeZone)[0]).toBe('2026-10-24T07:00:00.000Z');
      expect(starts('2026-10-25', timeZone)[0]).toBe('2026-10-25T08:00:00.000Z');
    });
  }

  it('has no times on a weekday the zone is closed, nor when the zone itself is closed', () => {
    const mondayOff: ZoneHours = { status: 'open', days: { ...shopping.days, monday: { from: null, to: null, is_closed: true } } };
    expect(dayTimes({ date: '2026-11-30', timeZone: 'Europe/Bratislava', hours: mondayOff, closedDays: [], durationMinutes: 60 })).toMatchObject({ weekday: 'monday', is_closed: true, closed_reason: null, times: [] });
    expect(dayTimes({ date: '2026-12-01', timeZone: 'Europe/Bratislava', hours: mondayOff, closedDays: [], durationMinutes: 60 }).times).toHaveLength(11);
    expect(dayTimes({ date: '2026-12-01', timeZone: 'Europe/Bratislava', hours: { ...shopping, status: 'closed' }, closedDays: [], durationMinutes: 60 })).toMatchObject({ is_closed: true, times: [] });
    expect(dayTimes({ date: '2026-12-01', timeZone: 'Europe/Bratislava', hours: null, closedDays: [], durationMinutes: 60 })).toMatchObject({ is_closed: true, times: [] });
  });

  it('has no times on a closed day it is given (the caller gives them for the default zone only), with its names as the reason', () => {
    const closedDays = closedDaysFor('aupark', [2026]);
    const christmas = dayTimes({ date: '2026-12-25', timeZone: 'Europe/Bratislava', hours: shopping, closedDays, durationMinutes: 60 });
    expect(christmas.is_closed).toBe(true);
    expect(christmas.times).toEqual([]);
    expect(christmas.closed_reason).toContainEqual({ locale: 'en', name: 'Christmas Day' });
    expect(christmas.closed_reason).toContainEqual({ locale: 'sk', name: 'Prvý sviatok vianočný' });
    // The same day for the car park, whose hours the holidays do not close.
    const carPark = dayTimes({ date: '2026-12-25', timeZone: 'Europe/Bratislava', hours: parking, closedDays: [], durationMinutes: 60 });
    expect(carPark).toMatchObject({ is_closed: false, closed_reason: null });
    expect(carPark.times.length).toBeGreaterThan(0);
  });
});

describe('the calendar helpers', () => {
  it('leaves out the times that have started', () => {
    const times = dayTimes({ date: '2026-12-02', timeZone: 'Europe/Bratislava', hours: shopping, closedDays: [], durationMinutes: 60 }).times;
    // 11:30 local: the 11:00 time has started, 12:00 has not.
    const left = upcomingTimes(times, new Date('2026-12-02T10:30:00.000Z'));
    expect(iso(left[0]!.start)).toBe('2026-12-02T11:00:00.000Z');
    expect(left).toHaveLength(9);
    // A time that starts exactly now has started.
    expect(upcomingTimes(times, new Date('2026-12-02T11:00:00.000Z')).map((t) => iso(t.start))[0]).toBe('2026-12-02T12:00:00.000Z');
    expect(upcomingTimes(times, new Date('2026-12-03T00:00:00.000Z'))).toEqual([]);
  });

  it("takes today from the mall's calendar, not UTC's", () => {
    // 23:30 UTC on 1 December is already 2 December in Bratislava.
    expect(localDate(new Date('2026-12-01T23:30:00Z'), 'Europe/Bratislava')).toBe('2026-12-02');
    const window = windowDates(new Date('2026-12-01T23:30:00Z'), 'Europe/Bratislava', 14);
    expect(window).toHaveLength(14);
    expect(window[0]).toBe('2026-12-02');
    expect(window[13]).toBe('2026-12-15');
  });

  it('counts dates and weekdays across months, years and DST', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-11-30')).toBe('monday');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
