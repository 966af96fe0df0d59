import { z } from 'zod';
import { id, nullableText } from '../upstream/fields';

// The shape the sitemap relies on in the platform's `sitemap` reply (sandbox/CONTRACT.md "sitemap",
// our shape). Loose: unknown fields pass, a missing list is an empty one, a missing or unreadable
// `updated_at` only drops the `lastmod`.

const titles = z
  .array(z.looseObject({ locale: z.string(), title: nullableText }))
  .nullish()
  .transform((t) => t ?? []);

const updatedAt = z.string().nullish().catch(null);

const translatedItem = z.looseObject({ id, translations: titles, updated_at: updatedAt });
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);

export const sitemapSchema = z.looseObject({
  shops: list(z.looseObject({ id, name: z.string(), updated_at: updatedAt })),
  offers: list(translatedItem),
  rewards: list(translatedItem),
  events: list(translatedItem),
  news: list(translatedItem),
  amenities: list(translatedItem),
  articles: list(translatedItem.extend({ permalink: z.string() })),
});

export type UpstreamSitemap = z.output<typeof sitemapSchema>;
