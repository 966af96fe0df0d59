import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the visitor services rely on in upstream replies (sandbox/CONTRACT.md "faq",
// "post-categories", "tiers", "options/parking"; the specification names these calls without fields).
// Loose on purpose: unknown fields pass, optional fields may be null; what these screens need is checked.

const position = z.coerce.number().int().nullish();
const count = z.coerce.number().int().nonnegative().nullish();

export const faqItemSchema = z.looseObject({
  id,
  post_category_id: id.nullish(),
  position,
  translations: translationsSchema,
});
export type UpstreamFaqItem = z.output<typeof faqItemSchema>;
export const faqSchema = z.array(faqItemSchema);

export const postCategorySchema = z.looseObject({
  id,
  type: nullableText,
  position,
  translations: translationsSchema,
});
export type UpstreamPostCategory = z.output<typeof postCategorySchema>;
export const postCategoriesSchema = z.array(postCategorySchema);

export { tierSchema, tiersSchema, type UpstreamTier } from '../upstream/tiers';

export const parkingPriceSchema = z.looseObject({
  kind: nullableText,
  amount: z.coerce.number().nonnegative(),
  translations: translationsSchema,
});

export const parkingSchema = z.looseObject({
  capacity: count,
  levels: count,
  free_minutes: count,
  ev_chargers: count,
  disabled_spaces: count,
  family_spaces: count,
  max_height_cm: count,
  prices: z.array(parkingPriceSchema).nullish().transform((p) => p ?? []),
  translations: translationsSchema,
});
export type UpstreamParking = z.output<typeof parkingSchema>;
