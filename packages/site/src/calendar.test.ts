import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn, isTimeZone } from './calendar';

describe('calendarDayIn', () => {
  // 2040-12-31 23:59:59 in Honolulu (UTC−10) is already the next year in Prague and in UTC.
  const instant = Date.UTC(2041, 0, 1, 9, 59, 59);

  it('counts the day in the zone it is given, whatever the process’s own zone', () => {
    expect(calendarDayIn(instant, 'Pacific/Honolulu')).toBe('2040-12-31');
    expect(calendarDayIn(instant, 'Europe/Prague')).toBe('2041-01-01');
    expect(calendarDayIn(instant, 'UTC')).toBe('2041-01-01');
  });

  it('turns at the zone’s midnight, summer time included', () => {
    // Prague is UTC+2 in summer: 22:00 UTC is the next day there.
    expect(calendarDayIn(Date.UTC(2026, 6, 14, 21, 59, 59), 'Europe/Prague')).toBe('2026-07-14');
    expect(calendarDayIn(Date.UTC(2026, 6, 14, 22, 0, 0), 'Europe/Prague')).toBe('2026-07-15');
    // And UTC+1 in winter.
    expect(calendarDayIn(Date.UTC(2026, 0, 14, 22, 59, 59), 'Europe/Prague')).toBe('2026-01-14');
    expect(calendarDayIn(Date.UTC(2026, 0, 14, 23, 0, 0), 'Europe/Prague')).toBe('2026-01-15');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2040-12-31', 1, '2041-01-01'],
    ['2026-01-15', -90, '2025-10-17'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s %+d → %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and UTC, and refuses anything else', () => {
    expect(isTimeZone('Europe/Prague')).toBe(true);
    expect(isTimeZone('Europe/Bratislava')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
