// GET /v1/cinema/programme through HTTP: its shape (CONTRACT.md "cinema/programme"), aupark's seven
// days of screenings from today, europasc's cinema without films, a 404 where the mall has none.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { daysFrom, zonedInstant } from '../data/cinema';
import { buildSandbox } from '../index';
import { TENANTS } from '../tenancy';

const locale = z.enum(['en', 'cz', 'sk', 'de']);
const https = z.string().startsWith('https://');
const programme = z.strictObject({
  data: z.strictObject({
    cinema: z.strictObject({ name: z.string().min(1), website: https, booking_url: https.nullable(), translations: z.array(z.strictObject({ locale, note: z.string().min(1) })).length(4) }),
    films: z.array(
      z.strictObject({
        id: z.number().int().positive(),
        image: z.string().startsWith('http://sandbox.test:4010/images/'),
        duration_minutes: z.number().int().positive(),
        age_rating: z.string().regex(/^\d+\+$/),
        translations: z.array(z.strictObject({ locale, title: z.string().min(1), description: z.string().min(1) })).length(4),
        screenings: z.array(
          z.strictObject({
            id: z.number().int().positive(),
            starts_at: z.iso.datetime(),
            hall: z.string(),
            format: z.enum(['2D', '3D', 'IMAX']),
            audio: z.enum(['dubbed', 'subtitled', 'original']),
            booking_url: https,
          }),
        ),
      }),
    ),
  }),
});

let app: FastifyInstance;
const get = (url: string, origin: string) => app.inject({ method: 'GET', url, headers: { origin } });

beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test:4010' });
});
afterAll(async () => {
  await app.close();
});

describe('GET /v1/cinema/programme', () => {
  it("gives aupark's films with a week of screenings from today", async () => {
    const res = await get('/v1/cinema/programme', TENANTS.aupark.origin);
    expect(res.statusCode).toBe(200);
    const body = programme.parse(res.json());
    expect(body.data.films).toHaveLength(4);
    const starts = body.data.films.flatMap((f) => f.screenings.map((s) => s.starts_at));
    const days = new Set(starts.map((s) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date(s))));
    expect([...days].sort()).toEqual(daysFrom(new Date(), 'Europe/Bratislava', 7));
    const ids = body.data.films.flatMap((f) => f.screenings.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives europasc's cinema without a programme", async () => {
    const res = await get('/v1/cinema/programme', TENANTS.europasc.origin);
    const body = programme.parse(res.json());
    expect(body.data.films).toEqual([]);
    expect(body.data.cinema.booking_url).toBeNull();
  });

  it.each(['galerieharfa', 'novoplaza', 'beta'] as const)('answers 404 for %s, which has no cinema', async (tenant) => {
    const res = await get('/v1/cinema/programme', TENANTS[tenant].origin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'NotFound' });
  });
});

describe('the programme clock', () => {
  it('turns a wall-clock time of the mall into an instant, summer and winter', () => {
    expect(zonedInstant('2026-07-01', '18:30', 'Europe/Bratislava').toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(zonedInstant('2026-11-24', '18:30', 'Europe/Bratislava').toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });

  it("counts days from today in the mall's zone", () => {
    // 23:30 UTC on 24 November is already the 25th in Bratislava.
    expect(daysFrom(new Date('2026-11-24T23:30:00Z'), 'Europe/Bratislava', 2)).toEqual(['2026-11-25', '2026-11-26']);
  });
});
