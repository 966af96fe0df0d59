import { describe, expect, it } from 'vitest';
import { mallDateTime, mallDayAt, mallMidnight, monthRange } from './mall-time';

describe('the calendar month range', () => {
  it('takes the given month: first and last day, previous and next, the continue_between filter', () => {
    expect(monthRange('2026-02', new Date(), 'Europe/Prague')).toEqual({
      month: '2026-02',
      previous: '2026-01',
      next: '2026-03',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
      continueBetween: '2026-02-01,2026-02-28',
    });
    expect(monthRange('2028-02', new Date(), 'Europe/Prague')?.lastDay).toBe('2028-02-29');
  });

  it('crosses the year boundary both ways', () => {
    expect(monthRange('2026-12', new Date(), 'Europe/Prague')).toMatchObject({ previous: '2026-11', next: '2027-01', lastDay: '2026-12-31' });
    expect(monthRange('2027-01', new Date(), 'Europe/Prague')).toMatchObject({ previous: '2026-12', next: '2027-02' });
  });

  it("without a month takes the mall's current month, not the server's: at a month boundary the zone decides", () => {
    // 23:30 UTC on 31 October is already 1 November in Prague (UTC+1).
    const now = new Date('2026-10-31T23:30:00Z');
    expect(monthRange(null, now, 'Europe/Prague')?.month).toBe('2026-11');
    expect(monthRange(undefined, now, 'UTC')?.month).toBe('2026-10');
    // 22:30 UTC on 31 March 2026 is 00:30 on 1 April in summer time (UTC+2).
    expect(monthRange(null, new Date('2026-03-31T22:30:00Z'), 'Europe/Bratislava')?.firstDay).toBe('2026-04-01');
  });

  it('answers null for a month that is not one (the page answers 404)', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', 'abc', '', '1999-12', '2101-01', '2026-02-01']) expect(monthRange(bad, new Date(), 'Europe/Prague')).toBeNull();
  });
});

describe('mall dates and times', () => {
  it('reads an instant on the mall clock, in winter and in summer time', () => {
    expect(mallDateTime(new Date('2026-11-09T09:00:00Z'), 'Europe/Bratislava')).toEqual({ date: '2026-11-09', time: '10:00' });
    expect(mallDateTime(new Date('2026-07-01T17:00:00Z'), 'Europe/Prague')).toEqual({ date: '2026-07-01', time: '19:00' });
    expect(mallDateTime(new Date('2026-11-30T23:30:00Z'), 'Europe/Prague')).toEqual({ date: '2026-12-01', time: '00:30' });
  });
  it("finds the mall's midnight", () => {
    expect(mallMidnight('2026-11-01', 'Europe/Prague').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(mallMidnight('2026-07-01', 'Europe/Prague').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('mallDateTime, remembered by zone and minute', () => {
  it('gives each zone its own answer for the same minute, whichever is asked first', () => {
    const instant = new Date('2026-10-31T23:30:15Z');
    expect(mallDateTime(instant, 'Europe/Prague')).toEqual({ date: '2026-11-01', time: '00:30' });
    expect(mallDateTime(instant, 'UTC')).toEqual({ date: '2026-10-31', time: '23:30' });
    expect(mallDateTime(instant, 'Europe/Prague')).toEqual({ date: '2026-11-01', time: '00:30' });
  });

  it('answers every second of a minute alike, and the next minute anew', () => {
    expect(mallDateTime(new Date('2026-03-29T00:59:00Z'), 'Europe/Bratislava')).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(mallDateTime(new Date('2026-03-29T00:59:59.999Z'), 'Europe/Bratislava')).toEqual({ date: '2026-03-29', time: '01:59' });
    // The clocks go forward at 01:00 UTC: the next minute is 03:00 there.
    expect(mallDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Bratislava')).toEqual({ date: '2026-03-29', time: '03:00' });
  });

  it('gives each caller its own object: changing one does not change the next answer', () => {
    const instant = new Date('2026-06-01T10:00:00Z');
    const first = mallDateTime(instant, 'Europe/Prague');
    first.time = 'changed';
    expect(mallDateTime(instant, 'Europe/Prague')).toEqual({ date: '2026-06-01', time: '12:00' });
  });
});

describe("mallDayAt, the mall's day of an instant", () => {
  const at = (iso: string) => new Date(iso).getTime();

  it("turns at the mall's midnight, not the server's nor UTC's", () => {
    expect(mallDayAt(at('2026-11-29T22:59:59.999Z'), 'Europe/Prague')).toBe('2026-11-29');
    expect(mallDayAt(at('2026-11-29T23:00:00Z'), 'Europe/Prague')).toBe('2026-11-30');
    expect(mallDayAt(at('2026-11-29T23:00:00Z'), 'UTC')).toBe('2026-11-29');
    // Back in the day before (a clock set back, a test's): asked anew, not the remembered day.
    expect(mallDayAt(at('2026-11-29T12:00:00Z'), 'Europe/Prague')).toBe('2026-11-29');
    expect(mallDayAt(at('2026-12-31T23:30:00Z'), 'Europe/Bratislava')).toBe('2027-01-01');
  });

  it('keeps a day of 23 and one of 25 hours whole (the clocks change at night)', () => {
    // 29 March 2026 runs from 23:00 UTC on the 28th to 22:00 UTC on the 29th.
    expect(mallDayAt(at('2026-03-28T23:00:00Z'), 'Europe/Prague')).toBe('2026-03-29');
    expect(mallDayAt(at('2026-03-29T21:59:59Z'), 'Europe/Prague')).toBe('2026-03-29');
    expect(mallDayAt(at('2026-03-29T22:00:00Z'), 'Europe/Prague')).toBe('2026-03-30');
    // 25 October 2026 runs from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    expect(mallDayAt(at('2026-10-24T22:00:00Z'), 'Europe/Prague')).toBe('2026-10-25');
    expect(mallDayAt(at('2026-10-25T22:59:59Z'), 'Europe/Prague')).toBe('2026-10-25');
    expect(mallDayAt(at('2026-10-25T23:00:00Z'), 'Europe/Prague')).toBe('2026-10-26');
  });

  it('answers as mallDateTime does, every hour across a year, in two zones asked in turn', () => {
    for (let instant = at('2026-01-01T00:00:00Z'); instant < at('2027-01-01T00:00:00Z'); instant += 60 * 60_000) {
      for (const zone of ['Europe/Prague', 'America/New_York']) expect(mallDayAt(instant, zone)).toBe(mallDateTime(new Date(instant), zone).date);
    }
  });
});
