import type { Area } from '../area';
import { sitemapFor } from '../data/sitemap';
import { ok } from '../envelope';

/** `GET /v1/sitemap`: the tenant's detail items by type (CONTRACT.md "sitemap", our shape). */
export const area: Area = (app, ctx) => {
  app.get('/sitemap', async (request) => ok(sitemapFor(ctx.tenant(request).id, ctx.image(request))));
};
