import type { Area } from '../area';
import { heroBannersFor } from '../data/hero-banners';
import { settingsFor } from '../data/settings';
import { ok } from '../envelope';

export const area: Area = (app, ctx) => {
  app.get('/settings-web-app/web', async (request) => ok(settingsFor(ctx.tenant(request).id, ctx.image(request))));
  app.get('/settings-web-app/hero-banner', async (request) => ok(heroBannersFor(ctx.tenant(request).id, ctx.image(request))));
};
