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
