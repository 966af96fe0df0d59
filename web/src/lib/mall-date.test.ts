import { describe, expect, it } from 'vitest';
import { formatMallDate } from './mall-date';

describe('formatMallDate', () => {
  it("writes a day in the mall's format", () => {
    expect(formatMallDate('2026-03-05', 'd.m.Y', 'sk')).toBe('05.03.2026');
    expect(formatMallDate('2026-03-05', 'j. n. Y', 'cz')).toBe('5. 3. 2026');
    expect(formatMallDate('2026-03-05', 'Y-m-d', 'en')).toBe('2026-03-05');
    expect(formatMallDate('2026-03-05', 'd/m/y', 'en')).toBe('05/03/26');
  });
  it("names months and weekdays in the page's language, declined as in a date", () => {
    expect(formatMallDate('2026-11-22', 'j. F Y', 'cz')).toBe('22. listopadu 2026');
    expect(formatMallDate('2026-11-22', 'j. F Y', 'sk')).toBe('22. novembra 2026');
    expect(formatMallDate('2026-11-22', 'j. F Y', 'de')).toBe('22. November 2026');
    expect(formatMallDate('2026-11-22', 'l, j F Y', 'en')).toBe('Sunday, 22 November 2026');
  });
  it('keeps escaped letters and falls back to the language when the mall names no format', () => {
    expect(formatMallDate('2026-11-22', '\\d\\a\\y j', 'en')).toBe('day 22');
    expect(formatMallDate('2026-11-22', null, 'cz')).toBe('22. 11. 2026');
    expect(formatMallDate('2026-11-22', '', 'en')).toBe('22 November 2026');
  });
  it('is null for no day or a day that does not exist', () => {
    expect(formatMallDate(null, 'd.m.Y', 'en')).toBeNull();
    expect(formatMallDate('2026-02-30', 'd.m.Y', 'en')).toBeNull();
    expect(formatMallDate('tomorrow', 'd.m.Y', 'en')).toBeNull();
  });
});

describe('formatMallTime and formatMallPeriod', () => {
  it("writes a time of the mall's clock in its time_format", async () => {
    const { formatMallTime } = await import('./mall-date');
    expect(formatMallTime('09:05', 'H:i')).toBe('09:05');
    expect(formatMallTime('09:05', 'G:i')).toBe('9:05');
    expect(formatMallTime('21:30', 'g:i A')).toBe('9:30 PM');
    expect(formatMallTime('00:15', 'h:i a')).toBe('12:15 am');
    expect(formatMallTime('12:00', 'g\\h')).toBe('12h');
    expect(formatMallTime('18:00', null)).toBe('18:00');
    expect(formatMallTime('24:00', 'H:i')).toBeNull();
    expect(formatMallTime('9:00', 'H:i')).toBeNull();
  });
  it('writes one day with its hours, or a range of days', async () => {
    const { formatMallPeriod } = await import('./mall-date');
    const formats = { dateFormat: 'd.m.Y', timeFormat: 'H:i' };
    expect(formatMallPeriod({ startDate: '2026-11-09', startTime: '10:00', endDate: '2026-11-09', endTime: '18:00' }, formats, 'sk')).toEqual({ dates: '09.11.2026', times: '10:00 – 18:00', sameDay: true });
    expect(formatMallPeriod({ startDate: '2026-11-27', startTime: '10:00', endDate: '2026-12-23', endTime: '21:00' }, formats, 'cz').dates).toBe('27.11.2026 – 23.12.2026');
  });
});
