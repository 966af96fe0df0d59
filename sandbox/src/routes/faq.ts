import type { Area } from '../area';
import { faqFor, postCategoriesFor } from '../data/faq';
import { blogCategoriesFor } from '../data/website-pages';
import { ok, sendError } from '../envelope';

/**
 * FAQ (spec §7 "Content"): `faq` (every question of the mall, not paginated, in the editors' order;
 * `filter[post_category_id]` narrows to one category) and `post-categories` (`filter[type]=faq`, or `blog`: the blog's, data/website-pages.ts).
 */
export const area: Area = (app, ctx) => {
  app.get<{ Querystring: Record<string, string | undefined> }>('/faq', async (request, reply) => {
    const items = faqFor(ctx.tenant(request).id);
    const category = request.query['filter[post_category_id]'];
    if (category === undefined) return ok(items);
    if (!/^\d+$/.test(category)) return sendError(reply, 422, 'The given data was invalid.', { 'filter[post_category_id]': ['The category id must be an integer.'] });
    return ok(items.filter((item) => item.post_category_id === Number(category)));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/post-categories', async (request) => {
    const type = request.query['filter[type]'];
    const tenant = ctx.tenant(request).id;
    const categories = [...postCategoriesFor(tenant), ...blogCategoriesFor(tenant)];
    return ok(type === undefined ? categories : categories.filter((c) => c.type === type));
  });
};
