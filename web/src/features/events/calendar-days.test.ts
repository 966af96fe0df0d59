import { describe, expect, it } from 'vitest';
import { calendarDays, monthTitle, shiftMonth } from './calendar-days';
import { listPageStatus, validMonth } from './variables';

describe('the calendar days', () => {
  const events = [
    { id: 'a', startDate: '2026-10-27', endDate: '2026-11-02' },
    { id: 'b', startDate: '2026-11-09', endDate: '2026-11-09' },
    { id: 'c', startDate: '2026-11-30', endDate: '2026-12-23' },
  ];
  it('has every day of the month, Monday-first columns, and each event on each of its days', () => {
    const days = calendarDays('2026-11-01', '2026-11-30', events);
    expect(days).toHaveLength(30);
    // 1 November 2026 is a Sunday.
    expect(days[0]).toMatchObject({ date: '2026-11-01', column: 7 });
    expect(days[1]).toMatchObject({ date: '2026-11-02', column: 1 });
    expect(days[0]!.events.map((e) => e.id)).toEqual(['a']);
    expect(days[1]!.events.map((e) => e.id)).toEqual(['a']);
    expect(days[2]!.events).toEqual([]);
    expect(days[8]!.events.map((e) => e.id)).toEqual(['b']);
    expect(days[29]!.events.map((e) => e.id)).toEqual(['c']);
  });
  it('knows leap years and refuses nonsense', () => {
    expect(calendarDays('2028-02-01', '2028-02-29', [])).toHaveLength(29);
    expect(calendarDays('nope', '2028-02-29', [])).toEqual([]);
  });
  it('steps months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 3)).toBe('2027-02');
  });
  it('names the month as a heading does (nominative)', () => {
    expect(monthTitle('2026-11', 'cz')).toBe('listopad 2026');
    expect(monthTitle('2026-11', 'de')).toBe('November 2026');
  });
});

describe('the month parameter', () => {
  it('accepts YYYY-MM from 2000 to 2100', () => {
    expect(validMonth('2026-11')).toBe('2026-11');
    for (const bad of [undefined, '', '2026-13', '2026-1', '1999-12', 'x']) expect(validMonth(bad)).toBeNull();
  });
  it('answers 404 for a bad month or page, 200 otherwise', () => {
    const data = { events: { lastPage: 2 } } as never;
    expect(listPageStatus(data, { lang: 'en', params: {}, query: { month: '2026-13' } })).toEqual({ status: 404 });
    expect(listPageStatus(data, { lang: 'en', params: {}, query: { month: '2026-12' } })).toEqual({ status: 200 });
    expect(listPageStatus(data, { lang: 'en', params: { page: '3' }, query: {} })).toEqual({ status: 404 });
  });
});
