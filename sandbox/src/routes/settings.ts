import type { Area } from '../area';
import { heroBannersFor } from '../data/hero-banners';
import { settingsFor } from '../data/settings';
import { ok } from '../envelope';
import { settingsOverrides } from './settings-knobs';

export const area: Area = (app, ctx) => {
  // The seed, with what the settings knob changed (settings-knobs.ts) on top.
  app.get('/settings-web-app/web', async (request) => {
    const tenant = ctx.tenant(request).id;
    return ok({ ...settingsFor(tenant, ctx.image(request)), ...settingsOverrides(ctx.members, tenant) });
  });
  app.get('/settings-web-app/hero-banner', async (request) => ok(heroBannersFor(ctx.tenant(request).id, ctx.image(request))));
};
