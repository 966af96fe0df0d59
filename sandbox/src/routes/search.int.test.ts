// GET /v1/search (CONTRACT.md "search"): every word must appear, accent- and case-insensitive, in
// the asking tenant's shops only; bad input is a 422 with field errors.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../index';

let app: FastifyInstance;
const origin = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz' };
const search = async (tenant: keyof typeof origin, query: string) => {
  const response = await app.inject({ method: 'GET', url: `/v1/search?${query}`, headers: { origin: origin[tenant] } });
  return { status: response.statusCode, body: response.json() as { data?: { companies: { id: number; name: string }[]; products: unknown[]; rewards: unknown[]; amenities: unknown[] }; errors?: Record<string, string[]> } };
};
const names = (body: { data?: { companies: { name: string }[] } }) => body.data?.companies.map((c) => c.name);

beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test:4010' });
});
afterAll(async () => {
  await app.close();
});

describe('GET /v1/search', () => {
  it('finds by name without diacritics, whole shops of the asking tenant', async () => {
    const { status, body } = await search('aupark', 'query=cafe%20ludovit&locale=sk');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Café Bistro Ľudovít']);
    expect(body.data?.companies[0]).toMatchObject({ id: expect.any(Number), translations: expect.any(Array) });
    expect(names((await search('galerieharfa', 'query=ceska%20sporitelna&locale=cz')).body)).toEqual(['Česká spořitelna']);
    expect(names((await search('galerieharfa', 'query=cafe%20ludovit')).body)).toEqual([]);
  });
  it('finds by category and description in the locale, names first', async () => {
    const cafes = names((await search('aupark', 'query=caf&locale=en')).body);
    expect(cafes?.[0]).toBe('Café Bistro Ľudovít');
    expect(cafes).toEqual(expect.arrayContaining(['Starbucks', 'Tchibo']));
  });
  it('finds offers, rewards and amenities by their own texts, tags of rich text left out', async () => {
    const { body } = await search('aupark', 'query=free%20coffee&locale=en');
    expect(body.data?.rewards).toEqual([expect.objectContaining({ translations: expect.arrayContaining([expect.objectContaining({ title: 'Free coffee' })]) })]);
    expect((await search('aupark', 'query=parking&locale=en')).body.data?.amenities).not.toHaveLength(0);
    expect((await search('aupark', 'query=strong&locale=en')).body.data?.products).toEqual([]);
  });
  it('has no typo tolerance (that is the bff index)', async () => {
    expect(names((await search('aupark', 'query=starbuks')).body)).toEqual([]);
  });
  it('refuses a missing, too long or unknown parameter with 422', async () => {
    expect((await search('aupark', 'locale=en')).status).toBe(422);
    expect((await search('aupark', `query=${'a'.repeat(201)}`)).body.errors).toHaveProperty('query');
    expect((await search('aupark', 'query=zara&locale=pl')).status).toBe(422);
    expect((await search('aupark', 'query=zara&page=2')).status).toBe(422);
  });
});
