// GET /v1/floorplans and /v1/floorplans/{id} through HTTP (CONTRACT.md "floorplans"): the asking
// tenant's plan only, 404 for an unknown or foreign id, and the same bytes on every call.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSandbox } from '../index';
import { TENANT_IDS, TENANTS } from '../tenancy';

const shape = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('rect'), x: z.number(), y: z.number(), width: z.number().positive(), height: z.number().positive() }),
  z.strictObject({ type: z.literal('polygon'), points: z.array(z.tuple([z.number(), z.number()])).min(3) }),
]);
const locale = z.enum(['en', 'cz', 'sk', 'de']);
const plan = z.strictObject({
  id: z.number().int().positive(),
  default_level: z.number().int(),
  updated_at: z.string(),
  translations: z.array(z.strictObject({ locale, title: z.string().min(1), description: z.string().min(1) })).length(4),
  floors: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        level: z.number().int(),
        width: z.number().positive(),
        height: z.number().positive(),
        translations: z.array(z.strictObject({ locale, title: z.string().min(1) })).min(1),
        outline: shape,
        units: z.array(z.strictObject({ code: z.string().regex(/^[A-Z]+-\d{3}$/), shape })).min(1),
        areas: z.array(
          z.strictObject({
            kind: z.enum(['corridor', 'entrance', 'escalator', 'elevator', 'stairs', 'toilets', 'info', 'parking']),
            shape,
            translations: z.array(z.strictObject({ locale, name: z.string().min(1) })),
          }),
        ),
      }),
    )
    .min(1),
});

let app: FastifyInstance;
const get = (url: string, origin?: string) => app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test:4010' });
});
afterAll(async () => {
  await app.close();
});

describe.each(TENANT_IDS)('floor plans of %s', (tenant) => {
  const origin = TENANTS[tenant].origin;

  it('lists the plan in the contract shape, the same on every call', async () => {
    const first = await get('/v1/floorplans', origin);
    expect(first.statusCode).toBe(200);
    const { data } = z.strictObject({ data: z.array(plan).length(1) }).parse(first.json());
    expect(data[0]?.id).toBe(TENANTS[tenant].index * 1000 + 1);
    expect((await get('/v1/floorplans', origin)).body).toBe(first.body);
  });

  it('answers one plan by id, and 404 for an unknown or another tenant plan', async () => {
    const id = TENANTS[tenant].index * 1000 + 1;
    const one = await get(`/v1/floorplans/${id}`, origin);
    expect(one.statusCode).toBe(200);
    expect(plan.parse(one.json<{ data: unknown }>().data).id).toBe(id);
    const other = TENANT_IDS.find((t) => t !== tenant)!;
    for (const wrong of ['9999', 'abc', String(TENANTS[other].index * 1000 + 1)]) {
      const missing = await get(`/v1/floorplans/${wrong}`, origin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'error', httpStatus: 'NotFound' });
    }
  });
});

it('refuses a request without a known Origin', async () => {
  expect((await get('/v1/floorplans')).statusCode).toBe(403);
});
