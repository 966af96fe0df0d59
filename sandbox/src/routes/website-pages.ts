import { pageUrlFor, type Area } from '../area';
import { websitePagesFor } from '../data/website-pages';
import { ok, paginate, sendError } from '../envelope';
import { parseListQuery, sortItems } from '../list-query';

/**
 * Custom website pages (spec §7 "Custom pages"): `website-pages/permalink/{permalink}` (the permalink
 * may contain slashes: each segment is percent-encoded, the slashes are not) and `website-pages/id/{id}`.
 * Both answer `{ data: page }` or 404.
 */
export const area: Area = (app, ctx) => {
  // The blog's list (issue 22): `website-pages` paginated, newest first by default (`sort`
  // `published_at` or `-published_at`); `filter[type]` (`article`, `landing`) and
  // `filter[post_category_id]` (an integer; `null` for the pages in no category).
  app.get('/website-pages', async (request, reply) => {
    const parsed = parseListQuery(request.query, ['published_at'], ['type', 'post_category_id']);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, sort, filters } = parsed.value;
    let items = websitePagesFor(ctx.tenant(request).id, ctx.image(request));
    if (filters.type !== undefined) items = items.filter((p) => p.type === filters.type);
    const category = filters.post_category_id;
    if (category !== undefined) {
      if (category !== 'null' && !/^\d+$/.test(category)) {
        return sendError(reply, 422, 'The given data was invalid.', { 'filter[post_category_id]': ['The category id must be an integer or null.'] });
      }
      items = items.filter((p) => (category === 'null' ? p.post_category_id === null : p.post_category_id === Number(category)));
    }
    const sorted = sortItems(items, (p) => p.published_at, sort ? sort.descending : true);
    return ok(paginate(sorted, page, perPage, pageUrlFor(request, ctx)));
  });

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
