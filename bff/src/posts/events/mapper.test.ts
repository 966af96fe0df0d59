import { describe, expect, it, vi } from 'vitest';
import { warnOncePerCopy } from '../../graphql/upstream-data';
import type { PostContext } from '../mapper';
import { postSchema } from '../upstream';
import { toEvent } from './mapper';

// The Event the schema gives: the shared post fields and the event's own schedule, read through the
// same zod schema as the platform's reply; a malformed schedule is none, and logged with the event, once
// per cached copy of its record.

const display: PostContext = { lang: 'en', fallbackLang: 'sk', timeZone: 'Europe/Bratislava', shops: new Map(), route: 'event', origin: 'https://www.aupark.sk' };

const upstream = (schedule: unknown) =>
  postSchema.parse({
    id: 1104,
    company_id: null,
    image: null,
    image_wide: null,
    start_date: '2026-11-01T18:00:00.000000Z',
    end_date: '2026-12-28T21:00:00.000000Z',
    created_at: null,
    translations: [{ locale: 'en', title: 'Cinema Nights', description: 'Film classics.', article: '<p>Film classics.</p>' }],
    ...(schedule === undefined ? {} : { schedule }),
  });

describe('toEvent', () => {
  it("carries the platform's schedule, Monday first", () => {
    const warn = vi.fn();
    const event = toEvent(upstream({ days: { friday: { from: '19:00', to: '22:00' }, monday: { from: '10:00', to: '12:00' } } }), display, warn);
    expect(event).toMatchObject({ id: '1104', title: 'Cinema Nights', startDate: '2026-11-01', endDate: '2026-12-28' });
    expect(event.schedule).toEqual([
      { weekday: 'monday', from: '10:00', to: '12:00' },
      { weekday: 'friday', from: '19:00', to: '22:00' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('has no schedule when the platform sends none (or null), and logs nothing', () => {
    const warn = vi.fn();
    expect(toEvent(upstream(undefined), display, warn).schedule).toBeNull();
    expect(toEvent(upstream(null), display, warn).schedule).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats a malformed schedule as none and logs it with the event and what is wrong', () => {
    const warn = vi.fn();
    const event = toEvent(upstream({ days: { monday: { from: '20:00', to: '09:00' } } }), display, warn);
    expect(event.schedule).toBeNull();
    expect(event.title).toBe('Cinema Nights');
    expect(warn).toHaveBeenCalledWith('event schedule malformed, ignored', { eventId: '1104', issues: [{ path: 'days.monday', message: 'ends before it starts' }] });
  });

  it('logs a malformed schedule once per cached copy of the record, not on every request for it', () => {
    const logged = vi.fn();
    const ctx = { log: { warn: logged }, tenant: { id: 'aupark' } } as unknown as Parameters<typeof warnOncePerCopy>[0];
    const cached = upstream({ days: { monday: { from: '20:00', to: '09:00' } } });
    // The cache hands out the same record while its copy is current: three requests, one line.
    for (let request = 0; request < 3; request++) expect(toEvent(cached, display, warnOncePerCopy(ctx, cached)).schedule).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ eventId: '1104', issues: [{ path: 'days.monday', message: 'ends before it starts' }], tenant: 'aupark' }, 'event schedule malformed, ignored');
    // A new copy (the cache loaded the record again) is logged again, once.
    const reloaded = upstream({ days: { monday: { from: '20:00', to: '09:00' } } });
    toEvent(reloaded, display, warnOncePerCopy(ctx, reloaded));
    toEvent(reloaded, display, warnOncePerCopy(ctx, reloaded));
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
