import { describe, expect, it } from 'vitest';
import { mallDateTime } from '../../shared/mall-time';
import { icsTimes, vevents } from '../../test/ics-text';
import { gql, hostOf, logCollector, useStack } from '../../test/stack';

// A repeating event (its weekly schedule) against the sandbox over real HTTP and a real Redis: the
// schedule in the GraphQL answer, a malformed one logged once per cached copy, and its .ics series.

describe("a repeating event's schedule over the sandbox", () => {
  const log = logCollector();
  const stack = useStack({ logStream: log.stream });
  const scheduled = `query ($lang: Language!, $id: ID!) { event(lang: $lang, id: $id) { id title startDate endDate startsAt endsAt schedule { weekday from to } } }`;
  interface Scheduled {
    event: { id: string; title: string; startDate: string; endDate: string; startsAt: string; endsAt: string; schedule: { weekday: string; from: string; to: string }[] | null } | null;
  }

  it('carries "every Friday, 19:00–22:00" of Cinema Nights; a malformed schedule is none, and logged once per cached copy', async () => {
    const cinema = await gql<Scheduled>(stack().app, 'aupark', scheduled, { lang: 'en', id: '1104' });
    expect(cinema.errors).toBeUndefined();
    expect(cinema.data!.event).toMatchObject({ title: 'Cinema Nights', schedule: [{ weekday: 'friday', from: '19:00', to: '22:00' }] });
    // The 1st of this month to the 28th of the next (sandbox seeds).
    expect(cinema.data!.event!.startDate.slice(8)).toBe('01');
    expect(cinema.data!.event!.endDate.slice(8)).toBe('28');

    const styling = await gql<Scheduled>(stack().app, 'aupark', scheduled, { lang: 'en', id: '1103' });
    expect(styling.data!.event!.schedule).toBeNull();
    expect(log.lines.some((line) => line.msg === 'event schedule malformed, ignored')).toBe(false);

    // Health Days (+120): its schedule ends before it starts.
    const health = await gql<Scheduled>(stack().app, 'galerieharfa', scheduled, { lang: 'cz', id: '2120' });
    expect(health.errors).toBeUndefined();
    expect(health.data!.event).toMatchObject({ title: 'Dny zdraví', schedule: null });
    const warned = log.lines.filter((line) => line.msg === 'event schedule malformed, ignored');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ level: 40, eventId: '2120', tenant: 'galerieharfa' });
    expect(JSON.stringify(warned[0]!.issues)).toContain('ends before it starts');

    // Asked again while its copy is cached (the content family's 30 s), it is not logged again.
    for (let request = 0; request < 2; request++) {
      const again = await gql<Scheduled>(stack().app, 'galerieharfa', scheduled, { lang: 'en', id: '2120' });
      expect(again.data!.event!.schedule).toBeNull();
    }
    expect(log.lines.filter((line) => line.msg === 'event schedule malformed, ignored')).toHaveLength(1);
  });

  it('exports Cinema Nights as a weekly series: every Friday of its run at 19:00–22:00 in Bratislava, daylight saving or not', async () => {
    const { data } = await gql<Scheduled>(stack().app, 'aupark', scheduled, { lang: 'en', id: '1104' });
    const event = data!.event!;
    const response = await stack().app.inject({ method: 'GET', url: '/ics/event/1104?lang=en', headers: { host: hostOf('aupark') } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    const series = vevents(text);
    // One series, or two where the clocks change within the run.
    expect(series.length).toBeGreaterThanOrEqual(1);
    expect(series.length).toBeLessThanOrEqual(2);
    for (const vevent of series) {
      expect(vevent.get('RRULE')).toMatch(/^FREQ=WEEKLY;BYDAY=[A-Z]{2};UNTIL=\d{8}T\d{6}Z$/);
      expect(vevent.get('SUMMARY')).toBe('Cinema Nights');
    }
    // The Fridays of the run, counted here on the mall's calendar.
    const fridays: string[] = [];
    for (let at = Date.parse(`${event.startDate}T12:00:00Z`); at <= Date.parse(`${event.endDate}T12:00:00Z`); at += 86_400_000) {
      if (new Date(at).getUTCDay() === 5) fridays.push(new Date(at).toISOString().slice(0, 10));
    }
    const times = icsTimes(text).map(({ start, end }) => {
      const from = mallDateTime(new Date(start), 'Europe/Bratislava');
      const to = mallDateTime(new Date(end), 'Europe/Bratislava');
      return `${from.date} ${from.time}-${to.time}`;
    });
    expect(times).toEqual(fridays.map((day) => `${day} 19:00-22:00`));
    // The first VEVENT starts at the first Friday's 19:00, not at the run's start.
    expect(times[0]).toBe(`${fridays[0]} 19:00-22:00`);
  });
});

