import type { Area } from '../area';
import { redirectsFor } from '../data/redirects';
import { ok } from '../envelope';

export const area: Area = (app, ctx) => {
  app.get('/redirects', async (request) => ok(redirectsFor(ctx.tenant(request).id)));
};
