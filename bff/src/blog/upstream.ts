import { z } from 'zod';
import { websitePageSchema } from '../content/upstream';
import { id } from '../upstream/fields';
import { postCategoriesSchema } from '../visitor-services/upstream';

// The shapes the blog relies on in upstream replies (sandbox/CONTRACT.md "website-pages" list,
// "post-categories"): a page of website pages, each an article with the id of its blog category.
// Loose on purpose, as the content's: unknown fields pass, optional ones may be null.

export { postCategoriesSchema, type UpstreamPostCategory } from '../visitor-services/upstream';

/** An article of the list: a website page (content/upstream.ts) with its category. */
export const blogArticleSchema = websitePageSchema.extend({ post_category_id: id.nullish() });
export type UpstreamBlogArticle = z.output<typeof blogArticleSchema>;

/** GET website-pages: a paginated list (spec §3 "Paginated lists"). */
export const blogArticlePageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(blogArticleSchema),
});
export type UpstreamBlogArticlePage = z.output<typeof blogArticlePageSchema>;

/** Re-exported for the calls: the blog's categories are the post-categories of type `blog`. */
export const blogCategoriesSchema = postCategoriesSchema;
