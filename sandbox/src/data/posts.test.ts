import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { TENANT_IDS } from '../tenancy';
import { contentAnchor, localToUtc, mallTimeZone, resolveRelTime } from './content';
import { eventsFor, WEEKDAYS } from './events';
import { newsFor } from './news';

// Events and news are seeded relative to the current month in the mall's zone: whatever day the
// sandbox runs, there are past items, items this month and next, and one across a month boundary.

const image = (tenant: (typeof TENANT_IDS)[number]) => imageUrlFor('http://127.0.0.1:4010', tenant);

describe('relative content dates', () => {
  it('turns a mall wall-clock time into the right instant, winter and summer', () => {
    expect(localToUtc(2026, 10, 9, 10, 0, 'Europe/Bratislava').toISOString()).toBe('2026-11-09T09:00:00.000Z');
    expect(localToUtc(2026, 6, 1, 19, 0, 'Europe/Prague').toISOString()).toBe('2026-07-01T17:00:00.000Z');
  });
  it('clamps a day past the month end and crosses years', () => {
    const anchor = { year: 2026, monthIndex: 11 };
    expect(resolveRelTime({ month: 2, day: 31, time: '10:00' }, anchor, 'Europe/Prague').toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(resolveRelTime({ month: -12, day: 1, time: '00:30' }, anchor, 'Europe/Prague').toISOString()).toBe('2025-11-30T23:30:00.000Z');
  });
  it.each(TENANT_IDS)('%s: 20 events and 14 news, past and coming ones, some spanning a month boundary, shops of the tenant', (tenant) => {
    for (const now of [new Date('2026-11-24T12:00:00Z'), new Date('2027-01-31T23:30:00Z'), new Date('2026-03-01T00:10:00Z')]) {
      const events = eventsFor(tenant, image(tenant), now);
      const news = newsFor(tenant, image(tenant), now);
      expect(events).toHaveLength(20);
      expect(news).toHaveLength(14);
      const { year, monthIndex } = contentAnchor(now, mallTimeZone(tenant));
      const monthStart = localToUtc(year, monthIndex, 1, 0, 0, mallTimeZone(tenant)).getTime();
      const nextStart = localToUtc(year, monthIndex + 1, 1, 0, 0, mallTimeZone(tenant)).getTime();
      expect(events.some((e) => Date.parse(e.end_date) < monthStart)).toBe(true);
      expect(events.filter((e) => Date.parse(e.start_date) >= monthStart && Date.parse(e.start_date) < nextStart).length).toBeGreaterThanOrEqual(5);
      expect(events.filter((e) => Date.parse(e.start_date) >= nextStart).length).toBeGreaterThanOrEqual(9);
      expect(events.some((e) => Date.parse(e.start_date) < nextStart && Date.parse(e.end_date) >= nextStart)).toBe(true);
      expect(news.every((n) => Date.parse(n.start_date) < nextStart)).toBe(true);
      expect(events.some((e) => e.company_id === null) && events.some((e) => e.company_id !== null)).toBe(true);
    }
  });
  it('keeps the quirks: an event without sk, a news item without cz, unsafe markup to sanitise', () => {
    const events = eventsFor('aupark', image('aupark'));
    const news = newsFor('aupark', image('aupark'));
    expect(events[4]!.translations.map((t) => t.locale)).toEqual(['en', 'cz', 'de']);
    expect(news[2]!.translations.map((t) => t.locale)).toEqual(['en', 'sk', 'de']);
    expect(events.find((e) => e.id === 1116)!.translations[0]!.article).toMatch(/onerror.*<script>.*javascript:/s);
    expect(events[0]!.translations[0]!.article).toContain('<a href="https://www.aupark.sk">');
  });
  it("gives repeating events their week (CONTRACT.md events' schedule) and keeps one malformed on purpose", () => {
    for (const tenant of TENANT_IDS) {
      const events = eventsFor(tenant, image(tenant), new Date('2026-11-24T12:00:00Z'));
      const byTitle = (title: string) => events.find((e) => e.translations[0]!.title === title)!;
      expect(byTitle('Cinema Nights').schedule).toEqual({ days: { friday: { from: '19:00', to: '22:00' } } });
      expect(Object.keys(byTitle('Christmas Market').schedule!.days)).toEqual([...WEEKDAYS]);
      expect(byTitle('Styling Saturday').schedule).toBeNull();
      // Health Days (+120): ends before it starts, which the bff must ignore.
      const health = events.find((e) => e.id % 1000 === 120)!;
      expect(Object.values(health.schedule!.days).every((d) => d.to < d.from)).toBe(true);
      for (const event of events.filter((e) => e.schedule && e.id % 1000 !== 120)) {
        for (const [day, hours] of Object.entries(event.schedule!.days)) {
          expect(WEEKDAYS).toContain(day);
          expect(hours.from < hours.to).toBe(true);
        }
      }
    }
  });
});
