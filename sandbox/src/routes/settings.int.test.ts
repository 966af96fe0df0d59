import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../index';
import { TENANTS } from '../tenancy';

// The settings knob (CONTRACT.md "Test knobs"): `POST /__sandbox/settings` changes what
// `settings-web-app/web` answers for one tenant, until `POST /__sandbox/reset`.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const settings = async (tenant: keyof typeof TENANTS) => {
  const response = await app.inject({ method: 'GET', url: '/v1/settings-web-app/web', headers: { origin: TENANTS[tenant].origin } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Record<string, unknown> }).data;
};
const knob = (payload: unknown) => app.inject({ method: 'POST', url: '/__sandbox/settings', payload: payload as Record<string, unknown> });

describe('POST /__sandbox/settings', () => {
  it('changes one tenant\'s values, as the platform sends them, and adds unknown keys', async () => {
    const before = await settings('aupark');
    expect(before.website_name).toBe('Aupark');
    const navbar = JSON.stringify([{ name: 'parking', icon: 'mdi:parking' }]);
    const reply = await knob({ tenant: 'aupark', values: { website_name: 'Aupark Test', header_navbar_items: navbar, is_header_minimizing_disabled: true, default_floorplan_id: 1002, brand_new_setting: 'x', footer_items: null } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ ok: true, values: { website_name: 'Aupark Test', default_floorplan_id: 1002 } });

    const after = await settings('aupark');
    expect(after).toMatchObject({ website_name: 'Aupark Test', header_navbar_items: navbar, is_header_minimizing_disabled: true, default_floorplan_id: 1002, brand_new_setting: 'x', footer_items: null });
    // The rest stays the seed's.
    expect(after.colors_primary).toBe(before.colors_primary);
    // Another tenant is untouched.
    expect((await settings('galerieharfa')).website_name).not.toBe('Aupark Test');
  });

  it('clear brings one tenant\'s seed back and leaves the others\' changes', async () => {
    const seed = await settings('beta');
    await knob({ tenant: 'beta', values: { website_name: 'Changed', brand_new_setting: 'x' } });
    await knob({ tenant: 'aupark', values: { website_name: 'Aupark Test' } });
    const cleared = await app.inject({ method: 'POST', url: '/__sandbox/settings/clear', payload: { tenant: 'beta' } });
    expect(cleared.statusCode).toBe(200);
    expect(await settings('beta')).toEqual(seed);
    expect((await settings('aupark')).website_name).toBe('Aupark Test');
    const bad = await app.inject({ method: 'POST', url: '/__sandbox/settings/clear', payload: { tenant: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });

  it('adds to earlier calls; the reset brings the seed back', async () => {
    await knob({ tenant: 'beta', values: { website_name: 'One' } });
    await knob({ tenant: 'beta', values: { app_font_name: 'Arial' } });
    expect(await settings('beta')).toMatchObject({ website_name: 'One', app_font_name: 'Arial' });
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const seed = await settings('beta');
    expect(seed.website_name).not.toBe('One');
    expect(seed.app_font_name).toBe('Lato');
  });

  it.each([
    ['no body', undefined],
    ['an unknown tenant', { tenant: 'nowhere', values: { a: '1' } }],
    ['no values', { tenant: 'aupark' }],
    ['an object as a value', { tenant: 'aupark', values: { footer_items: [{ type: 'route' }] } }],
    ['an empty key', { tenant: 'aupark', values: { '': 'x' } }],
  ])('refuses %s with 400', async (_name, payload) => {
    const reply = await knob(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 'error', httpStatus: 'BadRequest' });
    expect((await settings('aupark')).website_name).toBe('Aupark');
  });
});
