// GET /v1/sitemap through HTTP: its shape (CONTRACT.md "sitemap"), that it lists exactly the seeded
// items of the asking tenant, and that it is the same on every call (seeded, deterministic).

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSandbox } from '../index';
import { TENANT_IDS, TENANTS } from '../tenancy';

const locale = z.enum(['en', 'cz', 'sk', 'de']);
const updatedAt = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
const item = z.strictObject({ id: z.number().int().positive(), translations: z.array(z.strictObject({ locale, title: z.string().min(1) })).min(1), updated_at: updatedAt });
const sitemap = z.strictObject({
  data: z.strictObject({
    shops: z.array(z.strictObject({ id: z.number().int().positive(), name: z.string().min(1), updated_at: updatedAt })),
    offers: z.array(item),
    rewards: z.array(item),
    events: z.array(item),
    news: z.array(item),
    amenities: z.array(item),
    articles: z.array(item.extend({ permalink: z.string().min(1) })),
  }),
});

let app: FastifyInstance;
const get = (url: string, origin?: string) => app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test:4010' });
});
afterAll(async () => {
  await app.close();
});

describe.each(TENANT_IDS)('GET /v1/sitemap for %s', (tenant) => {
  const origin = TENANTS[tenant].origin;

  it('lists the seeded shops, events and news of the tenant only, in their id ranges', async () => {
    const body = sitemap.parse((await get('/v1/sitemap', origin)).json());
    const base = TENANTS[tenant].index * 1000;
    const shops = (await get('/v1/companies?per_page=1000', origin)).json() as { data: { total: number; data: { id: number; name: string }[] } };
    expect(body.data.shops.map((s) => [s.id, s.name])).toEqual(shops.data.data.map((s) => [s.id, s.name]));
    expect(body.data.events.length).toBeGreaterThan(0);
    expect(body.data.news.length).toBeGreaterThan(0);
    for (const entry of [...body.data.shops, ...body.data.events, ...body.data.news, ...body.data.offers, ...body.data.rewards]) {
      expect(entry.id).toBeGreaterThan(base);
      expect(entry.id).toBeLessThan(base + 1000);
    }
    expect(body.data.events.every((e) => e.id > base + 100 && e.id < base + 200)).toBe(true);
    expect(body.data.news.every((n) => n.id > base + 200 && n.id < base + 300)).toBe(true);
  });

  it('answers the same on every call', async () => {
    const first = await get('/v1/sitemap', origin);
    const second = await get('/v1/sitemap', origin);
    expect(second.body).toBe(first.body);
  });
});

describe('GET /v1/sitemap', () => {
  it('keeps the deliberate missing translations (the bff falls back as on the detail page)', async () => {
    const body = sitemap.parse((await get('/v1/sitemap', TENANTS.aupark.origin)).json());
    const backToSchool = body.data.events[4];
    expect(backToSchool?.translations.map((t) => t.locale)).toEqual(['en', 'cz', 'de']);
  });

  it('lists every reward, amenity and offer', async () => {
    const aupark = sitemap.parse((await get('/v1/sitemap', TENANTS.aupark.origin)).json());
    const harfa = sitemap.parse((await get('/v1/sitemap', TENANTS.galerieharfa.origin)).json());
    // Rewards and amenities have their areas (data/rewards.ts, data/amenities.ts): every one is listed.
    expect(aupark.data.rewards.map((r) => r.id)).toEqual(Array.from({ length: 13 }, (_, n) => 1401 + n));
    expect(harfa.data.amenities.map((a) => a.id)).toEqual(Array.from({ length: 11 }, (_, n) => 2301 + n));
    // Offers (data/offers.ts): every one, the hero's product (+501) first.
    expect(aupark.data.offers.map((o) => o.id)).toEqual(Array.from({ length: 21 }, (_, n) => 1501 + n));
    expect(harfa.data.offers[0]).toMatchObject({ id: 2501, translations: expect.arrayContaining([{ locale: 'cz', title: 'Letní lněná košile' }]) });
  });

  it('refuses a request without a known Origin', async () => {
    expect((await get('/v1/sitemap')).statusCode).toBe(403);
  });
});
