import { describe, expect, it } from 'vitest';
import { todayHours, weekdayIn, type OpeningHoursEntry } from './opening-hours';

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
