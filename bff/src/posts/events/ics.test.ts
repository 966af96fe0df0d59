import { describe, expect, it } from 'vitest';
import { eventIcs, icsFileName, type IcsEvent, type IcsPlace } from './ics';
import type { ScheduleDay } from './schedule';
import { icsTimes, vevents } from '../../test/ics-text';

// "Add to calendar" as text: an event without a schedule is one block; a repeating one is a weekly
// series (RRULE with BYDAY and UNTIL) that starts at its first real time, cut where the mall's clock
// changes. The series are checked by expanding them again and comparing with the schedule's times
// on the mall's clock, computed here with Intl.

const place: IcsPlace = { mallName: 'Galerie Harfa', address: 'Českomoravská 2420/15a, Praha', latitude: 50.1, longitude: 14.49 };
const tenant = { id: 'galerieharfa', timeZone: 'Europe/Prague' } as const;

function event(overrides: Partial<IcsEvent>): IcsEvent {
  return {
    id: '2104',
    title: 'Cinema Nights',
    summary: 'Film classics on the big screen.',
    description: null,
    startDate: '2026-11-01',
    endDate: '2026-12-28',
    startsAt: '2026-11-01T18:00:00.000Z',
    endsAt: '2026-12-28T21:00:00.000Z',
    shop: null,
    schedule: null,
    ...overrides,
  };
}

const prague = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "Friday 06/11/2026 19:00" on the mall's clock. */
const local = (ms: number) => prague.format(new Date(ms)).replace(/,/g, '');

/** The schedule's times written on the mall's clock, counted day by day here (not by the code under test). */
function expected(schedule: readonly ScheduleDay[], firstDay: string, lastDay: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${firstDay}T12:00:00Z`); at <= Date.parse(`${lastDay}T12:00:00Z`); at += 86_400_000) {
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }).format(new Date(at));
    const day = schedule.find((d) => d.weekday === weekday.toLowerCase());
    if (!day) continue;
    const date = new Date(at).toISOString().slice(0, 10).split('-').reverse().join('/');
    out.push(`${weekday} ${date} ${day.from}-${day.to}`);
  }
  return out;
}

const times = (text: string) => icsTimes(text).map(({ start, end }) => `${local(start)}-${local(end).slice(-5)}`);

describe('eventIcs', () => {
  it('exports an event without a schedule as one block, as the platform describes it', () => {
    const text = eventIcs(event({ title: 'Christmas Market' }), 'https://www.galerieharfa.cz/en/event/2106/christmas-market', place, tenant)!;
    const [only, ...more] = vevents(text);
    expect(more).toEqual([]);
    expect(only!.get('DTSTART')).toBe('20261101T180000Z');
    expect(only!.get('DTEND')).toBe('20261228T210000Z');
    expect(only!.has('RRULE')).toBe(false);
    expect(only!.get('UID')).toBe('event-2104@galerieharfa');
    expect(only!.get('SUMMARY')).toBe('Christmas Market');
    expect(only!.get('LOCATION')).toBe('Galerie Harfa\\, Českomoravská 2420/15a\\, Praha');
    expect(text).toContain('URL:https://www.galerieharfa.cz/en/event/2106/christmas-market');
  });

  it('exports "every Friday, 19:00–22:00" for 57 days as one weekly series from the first Friday at 19:00', () => {
    const schedule: ScheduleDay[] = [{ weekday: 'friday', from: '19:00', to: '22:00' }];
    const text = eventIcs(event({ schedule }), 'https://www.galerieharfa.cz/en/event/2104/cinema-nights', place, tenant)!;
    const [only, ...more] = vevents(text);
    expect(more).toEqual([]);
    // 1 November 2026 is a Sunday: the first Friday is the 6th, 19:00 CET = 18:00 UTC.
    expect(only!.get('DTSTART')).toBe('20261106T180000Z');
    expect(only!.get('DTEND')).toBe('20261106T210000Z');
    expect(only!.get('RRULE')).toBe('FREQ=WEEKLY;BYDAY=FR;UNTIL=20261225T180000Z');
    expect(only!.get('UID')).toBe('event-2104@galerieharfa');
    expect(times(text)).toEqual(expected(schedule, '2026-11-01', '2026-12-28'));
    expect(times(text)).toHaveLength(8);
  });

  it('cuts the series where summer time begins, so that every Friday stays at 19:00 in Prague', () => {
    const schedule: ScheduleDay[] = [{ weekday: 'friday', from: '19:00', to: '22:00' }];
    const text = eventIcs(event({ schedule, startDate: '2027-03-01', endDate: '2027-04-30', startsAt: '2027-03-01T18:00:00.000Z', endsAt: '2027-04-30T20:00:00.000Z' }), 'https://x.test/e', place, tenant)!;
    const series = vevents(text);
    expect(series.map((v) => [v.get('DTSTART'), v.get('RRULE')])).toEqual([
      ['20270305T180000Z', 'FREQ=WEEKLY;BYDAY=FR;UNTIL=20270326T180000Z'],
      ['20270402T170000Z', 'FREQ=WEEKLY;BYDAY=FR;UNTIL=20270430T170000Z'],
    ]);
    expect(series.map((v) => v.get('UID'))).toEqual(['event-2104-1@galerieharfa', 'event-2104-2@galerieharfa']);
    expect(times(text)).toEqual(expected(schedule, '2027-03-01', '2027-04-30'));
  });

  it('keeps every day of a daily schedule with two sets of hours at its hours across the end of summer time', () => {
    const schedule: ScheduleDay[] = [
      ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((weekday) => ({ weekday, from: '10:00', to: '21:00' })),
      { weekday: 'sunday', from: '10:00', to: '19:00' },
    ];
    const text = eventIcs(event({ schedule, startDate: '2026-10-10', endDate: '2026-11-08' }), 'https://x.test/e', place, tenant)!;
    expect(times(text)).toEqual(expected(schedule, '2026-10-10', '2026-11-08'));
    expect(times(text)).toHaveLength(30);
    // Monday to Saturday, and Sunday, each before and after 25 October: four series.
    expect(vevents(text).map((v) => v.get('RRULE'))).toEqual([
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA;UNTIL=20261024T080000Z',
      'FREQ=WEEKLY;BYDAY=SU;UNTIL=20261018T080000Z',
      'FREQ=WEEKLY;BYDAY=SU;UNTIL=20261108T090000Z',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA;UNTIL=20261107T090000Z',
    ]);
  });

  it('names the UTC weekday for a time that is the day before in UTC (00:30 on a Saturday in Prague)', () => {
    const schedule: ScheduleDay[] = [{ weekday: 'saturday', from: '00:30', to: '02:00' }];
    const text = eventIcs(event({ schedule, startDate: '2026-11-01', endDate: '2026-11-30' }), 'https://x.test/e', place, tenant)!;
    const [only] = vevents(text);
    expect(only!.get('DTSTART')).toBe('20261106T233000Z');
    expect(only!.get('RRULE')).toBe('FREQ=WEEKLY;BYDAY=FR;UNTIL=20261127T233000Z');
    expect(times(text)).toEqual(expected(schedule, '2026-11-01', '2026-11-30'));
  });

  it('exports a schedule that gives one time as a single event, and one that gives none as the one block of its dates', () => {
    const schedule: ScheduleDay[] = [{ weekday: 'friday', from: '19:00', to: '22:00' }];
    const once = eventIcs(event({ schedule, startDate: '2026-11-02', endDate: '2026-11-08' }), 'https://x.test/e', place, tenant)!;
    expect(vevents(once).map((v) => [v.get('DTSTART'), v.get('DTEND'), v.has('RRULE')])).toEqual([['20261106T180000Z', '20261106T210000Z', false]]);
    const none = eventIcs(event({ schedule, startDate: '2026-11-02', endDate: '2026-11-05', startsAt: '2026-11-02T09:00:00.000Z', endsAt: '2026-11-05T17:00:00.000Z' }), 'https://x.test/e', place, tenant)!;
    expect(vevents(none).map((v) => [v.get('DTSTART'), v.get('DTEND'), v.has('RRULE')])).toEqual([['20261102T090000Z', '20261105T170000Z', false]]);
  });

  it('names the file after the slug', () => {
    expect(icsFileName({ id: '2104', slug: 'cinema-nights' })).toBe('cinema-nights.ics');
    expect(icsFileName({ id: '2104', slug: '' })).toBe('event-2104.ics');
  });
});
