import { describe, expect, it } from 'vitest';
import { calendarDays, monthTitle, scheduledHours, shiftMonth } from './calendar-days';
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
  it('puts a repeating event only on its weekdays within its run, at their hours', () => {
    // Cinema Nights: every Friday 19:00–22:00 from the 1st of November to the 28th of December 2026.
    const cinema = { id: 'cinema', startDate: '2026-11-01', endDate: '2026-12-28', schedule: [{ weekday: 'friday' as const, from: '19:00', to: '22:00' }] };
    const weekend = { id: 'weekend', startDate: '2026-11-20', endDate: '2026-11-29', schedule: [{ weekday: 'saturday' as const, from: '10:00', to: '18:00' }, { weekday: 'sunday' as const, from: '12:00', to: '17:00' }] };
    const november = calendarDays('2026-11-01', '2026-11-30', [cinema, weekend]);
    expect(november.filter((d) => d.events.includes(cinema)).map((d) => d.date)).toEqual(['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27']);
    expect(november.filter((d) => d.events.includes(weekend)).map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-28', '2026-11-29']);
    expect(november.every((d) => d.weekday === ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][d.column - 1])).toBe(true);
    const december = calendarDays('2026-12-01', '2026-12-31', [cinema]);
    // The 28th is the run's last day, a Monday: the last Friday is the 25th.
    expect(december.filter((d) => d.events.length > 0).map((d) => d.date)).toEqual(['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(scheduledHours(weekend, 'sunday')).toEqual({ weekday: 'sunday', from: '12:00', to: '17:00' });
    expect(scheduledHours(weekend, 'monday')).toBeNull();
    expect(scheduledHours(events[0]!, 'monday')).toBeNull();
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
