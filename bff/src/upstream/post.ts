import { z } from 'zod';
import { id, nullableText, translationsSchema } from './fields';

// The platform's post: an event or a news item (sandbox/CONTRACT.md "events", "news"). The posts
// domain reads it, and so do the favourites (a member's thumbs carry the post they rate), so it is one
// of the platform's common shapes rather than a domain's own.

/** A platform timestamp: ISO 8601 with a zone (`2026-11-20T09:00:00.000000Z`). */
const timestamp = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v.replace(' ', 'T'))), {
  message: 'not a timestamp',
});

export const postSchema = z.looseObject({
  id,
  company_id: id.nullish(),
  image: nullableText,
  image_wide: nullableText,
  start_date: timestamp,
  end_date: timestamp,
  translations: translationsSchema,
  created_at: nullableText,
  // Only in the members' variants (me/events, me/news): null, or the member's like.
  customer_like: z.looseObject({ reaction: z.string().nullish() }).nullish(),
});
export type UpstreamPost = z.output<typeof postSchema>;
