import { describe, expect, it, vi } from 'vitest';
import { addDays, calendarDayIn, isTimeZone, knowZoneSpan, zoneSpanAt } from './calendar';

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

describe('calendarDayIn against Intl, day by day, across transitions', () => {
  // What the day is by Intl's own reading, with no kept offset.
  const byIntl = (instant: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  };

  it.each([
    // The malls' zones; a zone whose summer time began at midnight (São Paulo, 2018); half and
    // three-quarter hour offsets; a half-hour summer shift (Lord Howe); a zone far west.
    'Europe/Prague',
    'Europe/Bratislava',
    'Europe/Berlin',
    'America/Sao_Paulo',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Honolulu',
    'UTC',
  ])('%s: every 29 minutes (and a second) over three days around each transition', (timeZone) => {
    // São Paulo's (2018-11-04, 2019-02-17), Europe's (2026-03-29, 2026-10-25), Lord Howe's (2026-04-05, 2026-10-04).
    const spans = [Date.UTC(2018, 10, 3), Date.UTC(2019, 1, 16), Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24), Date.UTC(2026, 3, 4), Date.UTC(2026, 9, 3)];
    for (const start of spans) {
      for (let instant = start; instant < start + 3 * 86_400_000; instant += 29 * 60_000 + 1000) {
        expect(calendarDayIn(instant, timeZone), `${timeZone} ${new Date(instant).toISOString()}`).toBe(byIntl(instant, timeZone));
      }
    }
  });

  it('gives the same answer however the calls are ordered (the kept span is per zone)', () => {
    const instants = [Date.UTC(2026, 2, 29, 0, 59, 59), Date.UTC(2026, 2, 29, 1, 0, 0), Date.UTC(2026, 2, 28, 22, 59, 59), Date.UTC(2026, 2, 28, 23, 0, 0)];
    const forward = instants.map((instant) => calendarDayIn(instant, 'Europe/Prague'));
    const backward = [...instants].reverse().map((instant) => calendarDayIn(instant, 'Europe/Prague')).reverse();
    expect(forward).toEqual(backward);
    expect(forward).toEqual(instants.map((instant) => byIntl(instant, 'Europe/Prague')));
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

describe('zone spans: the offset the first HTML carries to the browser', () => {
  it('holds a day where no transition falls within it, a quarter hour where one does', () => {
    const summer = Date.UTC(2026, 6, 14, 10, 7);
    expect(zoneSpanAt(summer, 'Europe/Prague')).toEqual({ from: Date.UTC(2026, 6, 14, 10, 0), until: Date.UTC(2026, 6, 15, 10, 0), offset: 2 * 3_600_000 });
    // Prague leaves summer time at 01:00 UTC on 2026-10-25: a day's span from the evening before would cross it.
    const eve = Date.UTC(2026, 9, 24, 20, 3);
    expect(zoneSpanAt(eve, 'Europe/Prague')).toEqual({ from: Date.UTC(2026, 9, 24, 20, 0), until: Date.UTC(2026, 9, 24, 20, 15), offset: 2 * 3_600_000 });
    expect(zoneSpanAt(summer, 'UTC')).toMatchObject({ offset: 0, until: Date.UTC(2026, 6, 15, 10, 0) });
    // Later in a kept span, the same span: what calendarDayIn counts with, from where it was read.
    expect(zoneSpanAt(summer + 5 * 3_600_000, 'UTC')).toEqual({ from: Date.UTC(2026, 6, 14, 10, 0), until: Date.UTC(2026, 6, 15, 10, 0), offset: 0 });
  });

  it('a span read for a day counts every instant in that day with one reading of Intl', () => {
    const made = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      // Tokyo is UTC+9 all year: the span from 00:00 UTC holds a day, and Tokyo's midnight (15:00 UTC) falls within it.
      const start = Date.UTC(2030, 4, 1);
      expect(calendarDayIn(start, 'Asia/Tokyo')).toBe('2030-05-01');
      // The quarter's offset and the one a day later.
      expect(made).toHaveBeenCalledTimes(2);
      for (let instant = start; instant < start + 86_400_000; instant += 7 * 60_000 + 1000) {
        expect(calendarDayIn(instant, 'Asia/Tokyo')).toBe(instant < Date.UTC(2030, 4, 1, 15) ? '2030-05-01' : '2030-05-02');
      }
      expect(made).toHaveBeenCalledTimes(2);
      expect(calendarDayIn(start + 86_400_000, 'Asia/Tokyo')).toBe('2030-05-02');
      expect(made).toHaveBeenCalledTimes(4);
      // UTC's offset is known without Intl.
      expect(calendarDayIn(Date.UTC(2035, 1, 3, 4, 5), 'UTC')).toBe('2035-02-03');
      expect(zoneSpanAt(Date.UTC(2036, 1, 3, 4, 5), 'UTC')).toEqual({ from: Date.UTC(2036, 1, 3, 4), until: Date.UTC(2036, 1, 4, 4), offset: 0 });
      expect(made).toHaveBeenCalledTimes(4);
    } finally {
      made.mockRestore();
    }
  });

  it('keeps quarter spans over a day with a clock change, and counts the days either side of it', () => {
    // Prague leaves summer time (UTC+2) for winter time (UTC+1) at 01:00 UTC on 2026-10-25.
    const change = Date.UTC(2026, 9, 25, 1);
    const hour = 3_600_000;
    expect(calendarDayIn(change - 3 * hour - 1, 'Europe/Prague')).toBe('2026-10-24');
    expect(zoneSpanAt(change - 3 * hour - 1, 'Europe/Prague')).toEqual({ from: change - 3 * hour - 15 * 60_000, until: change - 3 * hour, offset: 2 * hour });
    expect(calendarDayIn(change - 3 * hour, 'Europe/Prague')).toBe('2026-10-25');
    expect(calendarDayIn(change - 1, 'Europe/Prague')).toBe('2026-10-25');
    expect(zoneSpanAt(change - 1, 'Europe/Prague')).toEqual({ from: change - 15 * 60_000, until: change, offset: 2 * hour });
    // From the change, the winter offset holds a day.
    expect(calendarDayIn(change, 'Europe/Prague')).toBe('2026-10-25');
    expect(zoneSpanAt(change, 'Europe/Prague')).toEqual({ from: change, until: change + 24 * hour, offset: hour });
    expect(calendarDayIn(Date.UTC(2026, 9, 25, 22, 59, 59), 'Europe/Prague')).toBe('2026-10-25');
    expect(calendarDayIn(Date.UTC(2026, 9, 25, 23), 'Europe/Prague')).toBe('2026-10-26');
  });

  it('zoneSpanAt and calendarDayIn keep one span: after either, the other reads no Intl within it', () => {
    // Bogotá is UTC−5 all year.
    const instant = Date.UTC(2033, 7, 9, 3, 10);
    const span = zoneSpanAt(instant, 'America/Bogota');
    expect(span).toEqual({ from: Date.UTC(2033, 7, 9, 3), until: Date.UTC(2033, 7, 10, 3), offset: -5 * 3_600_000 });
    const made = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      expect(calendarDayIn(instant, 'America/Bogota')).toBe('2033-08-08');
      expect(calendarDayIn(Date.UTC(2033, 7, 9, 5), 'America/Bogota')).toBe('2033-08-09');
      expect(calendarDayIn(Date.UTC(2033, 7, 10, 2, 59), 'America/Bogota')).toBe('2033-08-09');
      expect(made).not.toHaveBeenCalled();
      // A day later, calendarDayIn reads a new span, and zoneSpanAt gives that one.
      expect(calendarDayIn(Date.UTC(2033, 7, 10, 12, 5), 'America/Bogota')).toBe('2033-08-10');
      expect(made).toHaveBeenCalled();
      made.mockClear();
      expect(zoneSpanAt(Date.UTC(2033, 7, 11, 1), 'America/Bogota')).toEqual({ from: Date.UTC(2033, 7, 10, 12), until: Date.UTC(2033, 7, 11, 12), offset: -5 * 3_600_000 });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('a known span counts the day without reading Intl; an instant outside it reads Intl again', () => {
    const instant = Date.UTC(2031, 2, 3, 18, 20);
    // Kathmandu is UTC+5:45.
    knowZoneSpan('Asia/Kathmandu', { from: Date.UTC(2031, 2, 3, 18, 15), until: Date.UTC(2031, 2, 4, 18, 15), offset: (5 * 60 + 45) * 60_000 });
    const made = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      expect(calendarDayIn(instant, 'Asia/Kathmandu')).toBe('2031-03-04');
      expect(made).not.toHaveBeenCalled();
      expect(calendarDayIn(Date.UTC(2031, 2, 5, 12), 'Asia/Kathmandu')).toBe('2031-03-05');
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('without a span, Intl counts', () => {
    const instant = Date.UTC(2032, 4, 1, 12);
    knowZoneSpan('America/Caracas', undefined);
    // Caracas is UTC−4: 08:00 there.
    expect(calendarDayIn(instant, 'America/Caracas')).toBe('2032-05-01');
    knowZoneSpan('America/Caracas', { from: instant - 1, until: instant + 1, offset: 13 * 3_600_000 });
    expect(calendarDayIn(instant, 'America/Caracas')).toBe('2032-05-02');
  });
});
