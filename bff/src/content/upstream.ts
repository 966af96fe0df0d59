import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the content screens rely on in upstream replies (sandbox/CONTRACT.md "privacy-policy,
// terms-conditions", "website-pages"). Loose on purpose: unknown fields pass, optional ones may be null.

/** `privacy-policy`, `terms-conditions`: one document, its text per locale in `privacy_policy` / `terms_and_conditions`. */
export const legalDocumentSchema = z.looseObject({
  id: id.nullish(),
  updated_at: nullableText,
  translations: translationsSchema,
});
export type UpstreamLegalDocument = z.output<typeof legalDocumentSchema>;

/** `website-pages/permalink/{permalink}`, `website-pages/id/{id}`. A page without a type is an article. */
export const websitePageSchema = z.looseObject({
  id,
  type: z.string().nullish().transform((t) => t ?? 'article'),
  permalink: z.string().min(1),
  image: nullableText,
  published_at: nullableText,
  updated_at: nullableText,
  translations: translationsSchema,
});
export type UpstreamWebsitePage = z.output<typeof websitePageSchema>;

/** A landing's translated `sections`; a section without a title is left out, not the page. */
export const landingSectionsSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = z.looseObject({ title: z.string().trim().min(1), article: nullableText }).safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);
