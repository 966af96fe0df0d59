import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the blog relies on in upstream replies (sandbox/CONTRACT.md "website-pages" list,
// "post-categories"): a page of website pages, each with the id of its blog category, and the blog's
// categories. Loose on purpose: unknown fields pass, optional ones may be null.

/** An article of the list. A page without a type is an article (as the article route reads it). */
export const blogArticleSchema = z.looseObject({
  id,
  type: z.string().nullish().transform((t) => t ?? 'article'),
  permalink: z.string().min(1),
  image: nullableText,
  published_at: nullableText,
  post_category_id: id.nullish(),
  translations: translationsSchema,
});
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

/** GET post-categories?filter[type]=blog. */
export const blogCategorySchema = z.looseObject({
  id,
  type: nullableText,
  position: z.coerce.number().int().nullish(),
  translations: translationsSchema,
});
export type UpstreamBlogCategory = z.output<typeof blogCategorySchema>;
export const blogCategoriesSchema = z.array(blogCategorySchema);
