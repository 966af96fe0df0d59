import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the rewards' screens rely on in upstream replies (sandbox/CONTRACT.md "rewards"). Loose on
// purpose: unknown fields pass, optional fields may be null, so a platform that adds fields does not
// break the site; what the facade needs is checked.

const count = z.coerce.number().int().nonnegative().nullish();

export const rewardSchema = z.looseObject({
  id,
  category_id: id.nullish(),
  points: z.coerce.number().int().nonnegative(),
  limit_per_member: count,
  limit_total: count,
  remaining: count,
  valid_from: nullableText,
  valid_to: nullableText,
  image: nullableText,
  // Spec §3: null, or an object with a reaction.
  customer_like: z.looseObject({ reaction: z.string().nullish() }).nullish(),
  translations: translationsSchema,
});
export type UpstreamReward = z.output<typeof rewardSchema>;

/** Spec §3 paginated lists. */
export const rewardPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(rewardSchema),
});
export type UpstreamRewardPage = z.output<typeof rewardPageSchema>;

/** `categories?filter[type]=reward`: a tree; reward categories are one level, children are kept flat. */
export interface UpstreamRewardCategory {
  id: string;
  translations: { locale: string; [k: string]: unknown }[];
  subcategory: UpstreamRewardCategory[];
}

export const rewardCategorySchema: z.ZodType<UpstreamRewardCategory> = z.lazy(() =>
  z.looseObject({
    id,
    translations: translationsSchema,
    subcategory: z.array(rewardCategorySchema).nullish().transform((v) => v ?? []),
  }),
) as unknown as z.ZodType<UpstreamRewardCategory>;

export const rewardCategoriesSchema = z.array(rewardCategorySchema);
