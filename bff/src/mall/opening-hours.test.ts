import { describe, expect, it } from 'vitest';
import { dayIn, isClosedToday, todayHours, upcomingClosedDays, weekdayIn, type OpeningHoursEntry } from './opening-hours';

const week = {
  monday: { from: '09:00', to: '21:00', is_closed: false },
  tuesday: { from: '09:00', to: '21:00', is_closed: false },
  wednesday: { from: '09:00', to: '21:00', is_closed: false },
  thursday: { from: '09:00', to: '21:00', is_closed: false },
  friday: { from: '09:00', to: '22:00', is_closed: false },
  saturday: { from: '09:00', to: '21:00', is_closed: false },
  sunday: { from: '10:00', to: '19:00', is_closed: true },
};

// 2026-11-23 is a Monday. 23:30 UTC on Sunday the 22nd is already Monday in Prague (UTC+1).
const mondayNoon = new Date('2026-11-23T11:00:00Z');
const sundayLateUtc = new Date('2026-11-22T23:30:00Z');

describe('weekdayIn', () => {
  it("uses the mall's time zone, not the server's", () => {
    expect(weekdayIn(sundayLateUtc, 'Europe/Prague')).toBe('monday');
    expect(weekdayIn(sundayLateUtc, 'UTC')).toBe('sunday');
  });
});

describe('todayHours', () => {
  it("comes from the default zone's weekday entry", () => {
    const zones: OpeningHoursEntry[] = [
      { zone: 'hypermarket', status: 'open', days: { ...week, monday: { from: '07:00', to: '22:00' } } },
      { zone: 'default', status: 'open', days: week },
    ];
    expect(todayHours(zones, mondayNoon, 'Europe/Prague')).toEqual({ weekday: 'monday', from: '09:00', to: '21:00' });
  });
  it('is null without a default zone', () => {
    expect(todayHours([{ zone: 'cinema', status: 'open', days: week }], mondayNoon, 'Europe/Prague')).toBeNull();
    expect(todayHours([], mondayNoon, 'Europe/Prague')).toBeNull();
    expect(todayHours(null, mondayNoon, 'Europe/Prague')).toBeNull();
  });
  it('is null when the default zone is closed', () => {
    expect(todayHours([{ zone: 'default', status: 'closed', days: week }], mondayNoon, 'Europe/Prague')).toBeNull();
  });
  it('is null when the day is closed or incomplete', () => {
    expect(todayHours([{ zone: 'default', status: 'open', days: week }], new Date('2026-11-22T12:00:00Z'), 'Europe/Prague')).toBeNull();
    expect(todayHours([{ zone: 'default', status: 'open', days: { monday: { from: '09:00' } } }], mondayNoon, 'Europe/Prague')).toBeNull();
    expect(todayHours([{ zone: 'default', status: 'open', days: { monday: { from: '9am', to: '5pm' } } }], mondayNoon, 'Europe/Prague')).toBeNull();
  });
});

describe('todayHours on each weekday', () => {
  // 2026-11-23 … 2026-11-29 is Monday … Sunday; noon in Prague.
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
  const open = { ...week, sunday: { from: '10:00', to: '19:00', is_closed: false } };
  it.each(days.map((day, i) => [day, i] as const))('%s reads its own entry', (day, i) => {
    const now = new Date(Date.UTC(2026, 10, 23 + i, 11));
    expect(weekdayIn(now, 'Europe/Prague')).toBe(day);
    expect(todayHours([{ zone: 'default', status: 'open', days: open }], now, 'Europe/Prague')).toEqual({ weekday: day, ...{ from: open[day].from, to: open[day].to } });
  });
  it('ignores another zone even when the default one is closed today', () => {
    const sunday = new Date('2026-11-29T11:00:00Z');
    expect(todayHours([{ zone: 'default', status: 'open', days: week }, { zone: 'cinema', status: 'open', days: open }], sunday, 'Europe/Prague')).toBeNull();
  });
});

describe('closed days', () => {
  const holidays = [
    { date: '2027-01-01', name: 'New Year' },
    { date: '2026-12-25', name: 'Christmas' },
    { date: '2026-12-26', name: 'St Stephen' },
    { date: '2026-12-25', name: 'Christmas again' },
    { date: '2026-11-17', name: 'Past' },
    { date: '2028-01-01', name: 'Too far' },
    { date: '25.12.2026', name: 'Not a day' },
  ];
  it("gives today's calendar day in the mall's time zone", () => {
    expect(dayIn(sundayLateUtc, 'Europe/Prague')).toBe('2026-11-23');
    expect(dayIn(sundayLateUtc, 'UTC')).toBe('2026-11-22');
  });
  it('lists the coming ones within a year, in order, each day once, from today on', () => {
    expect(upcomingClosedDays(holidays, mondayNoon, 'Europe/Prague').map((d) => d.name)).toEqual(['Christmas', 'St Stephen', 'New Year']);
    expect(upcomingClosedDays([{ date: '2026-11-23' }], mondayNoon, 'Europe/Prague')).toHaveLength(1);
    expect(upcomingClosedDays(null, mondayNoon, 'Europe/Prague')).toEqual([]);
  });
  it("knows whether today is closed, in the mall's time zone", () => {
    const christmasEarly = new Date('2026-12-24T23:30:00Z');
    expect(isClosedToday(holidays, christmasEarly, 'Europe/Prague')).toBe(true);
    expect(isClosedToday(holidays, christmasEarly, 'UTC')).toBe(false);
    expect(isClosedToday(undefined, christmasEarly, 'Europe/Prague')).toBe(false);
  });
});
