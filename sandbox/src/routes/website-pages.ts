import type { Area } from '../area';
import { websitePagesFor } from '../data/website-pages';
import { ok, sendError } from '../envelope';

/**
 * Custom website pages (spec §7 "Custom pages"): `website-pages/permalink/{permalink}` (the permalink
 * may contain slashes: each segment is percent-encoded, the slashes are not) and `website-pages/id/{id}`.
 * Both answer `{ data: page }` or 404.
 */
export const area: Area = (app, ctx) => {
  app.get<{ Params: { '*': string } }>('/website-pages/permalink/*', async (request, reply) => {
    const permalink = request.params['*'];
    const page = websitePagesFor(ctx.tenant(request).id, ctx.image(request)).find((p) => p.permalink === permalink);
    return page ? ok(page) : sendError(reply, 404, `Website page ${permalink} not found.`);
  });

  app.get<{ Params: { id: string } }>('/website-pages/id/:id', async (request, reply) => {
    const page = websitePagesFor(ctx.tenant(request).id, ctx.image(request)).find((p) => String(p.id) === request.params.id);
    return page ? ok(page) : sendError(reply, 404, `Website page ${request.params.id} not found.`);
  });
};
