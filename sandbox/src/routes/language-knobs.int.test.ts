import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../index';
import { TENANTS } from '../tenancy';

// The languages knob (CONTRACT.md "Test knobs"): `POST /__sandbox/languages` sets a mall's
// `supported_languages` (`GET /v1/malls`), until `POST /__sandbox/reset` or a call with all four.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const supported = async (tenant: keyof typeof TENANTS) => {
  const response = await app.inject({ method: 'GET', url: '/v1/malls', headers: { origin: TENANTS[tenant].origin } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { data: { supported_languages: { locale: string }[] }[] } }).data.data[0]?.supported_languages.map((l) => l.locale);
};
const knob = (payload: unknown) => app.inject({ method: 'POST', url: '/__sandbox/languages', payload: payload as Record<string, unknown> });

describe('POST /__sandbox/languages', () => {
  it("sets one mall's supported languages, in the order given; the others keep all four", async () => {
    expect(await supported('aupark')).toEqual(['en', 'cz', 'sk', 'de']);
    const reply = await knob({ tenant: 'aupark', locales: ['sk', 'en'] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true, locales: ['sk', 'en'] });
    expect(await supported('aupark')).toEqual(['sk', 'en']);
    expect(await supported('galerieharfa')).toEqual(['en', 'cz', 'sk', 'de']);
  });

  it('lasts until the reset, or a call with all four', async () => {
    await knob({ tenant: 'aupark', locales: ['de'] });
    expect(await supported('aupark')).toEqual(['de']);
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await supported('aupark')).toEqual(['en', 'cz', 'sk', 'de']);
    await knob({ tenant: 'novoplaza', locales: ['cz'] });
    expect(await supported('novoplaza')).toEqual(['cz']);
    expect((await knob({ tenant: 'novoplaza', locales: ['de', 'sk', 'cz', 'en'] })).json()).toEqual({ ok: true, locales: ['en', 'cz', 'sk', 'de'] });
    expect(await supported('novoplaza')).toEqual(['en', 'cz', 'sk', 'de']);
  });

  it.each([
    [{ tenant: 'nowhere', locales: ['sk'] }],
    [{ tenant: 'aupark', locales: [] }],
    [{ tenant: 'aupark', locales: ['fr'] }],
    [{ tenant: 'aupark', locales: ['cs'] }],
    [{ tenant: 'aupark', locales: ['sk', 'sk'] }],
    [{ tenant: 'aupark', locales: 'sk' }],
    [{ tenant: 'aupark' }],
  ])('answers 400 for %j and changes nothing', async (body) => {
    const reply = await knob(body);
    expect(reply.statusCode).toBe(400);
    expect(await supported('aupark')).toEqual(['en', 'cz', 'sk', 'de']);
  });
});
