import { z } from 'zod';
import { id } from '../upstream/fields';
import { postSchema } from '../upstream/post';

// The platform's shapes of the posts' calls (sandbox/CONTRACT.md "events", "news"; spec §3 paginated
// lists): a page of posts, and the shops' names for the place of a shop's post. The post itself is one
// of the platform's common shapes (upstream/post.ts).

export { postSchema, type UpstreamPost } from '../upstream/post';

export const postPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(postSchema),
});
export type UpstreamPostPage = z.output<typeof postPageSchema>;

/** The shops' names, for the place of a shop's post (one cached call per tenant, for events and news alike). */
export const postShopsSchema = z.looseObject({ data: z.array(z.looseObject({ id, name: z.string() })) });
export type UpstreamPostShops = z.output<typeof postShopsSchema>;
export const POST_SHOPS_QUERY = { page: 1, per_page: 1000 } as const;
