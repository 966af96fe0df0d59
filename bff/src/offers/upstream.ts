import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the offers' screens rely on in upstream replies (sandbox/CONTRACT.md "products").
// Loose on purpose: unknown fields pass, optional fields may be null, so a platform that adds fields
// does not break the site; what the facade needs is checked.

/** Money as the platform sends it: a decimal string ("35.99") or a number; anything else is no price. */
const money = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) && n >= 0 ? n : null;
  });

/** A calendar day: the date part of `YYYY-MM-DD` or of an ISO date-time; anything else is none. */
const day = z
  .string()
  .nullish()
  .transform((value) => {
    const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
    return match ? match[1]! : null;
  });

export const offerSchema = z.looseObject({
  id,
  company_id: id.nullish().transform((v) => v ?? null),
  category_ids: z
    .array(z.union([z.number(), z.string()]))
    .nullish()
    .transform((ids) => (ids ?? []).map(String)),
  image: nullableText,
  images: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  price: money,
  original_price: money,
  discount: z.coerce.number().int().min(0).max(100).nullish().catch(null),
  currency: nullableText,
  valid_from: day,
  valid_to: day,
  customer_like: z.looseObject({ reaction: z.string().nullish() }).nullish(),
  translations: translationsSchema,
});
export type UpstreamOffer = z.output<typeof offerSchema>;

/** GET products: a length-aware page (DESIGN.md "Upstream contract"). */
export const offersPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(offerSchema),
});
export type UpstreamOffersPage = z.output<typeof offersPageSchema>;

export interface UpstreamOfferCategory {
  id: string;
  parent_id: string | null;
  icon?: string | null;
  translations: { locale: string; [k: string]: unknown }[];
  subcategory: UpstreamOfferCategory[];
}

export const offerCategorySchema: z.ZodType<UpstreamOfferCategory> = z.lazy(() =>
  z.looseObject({
    id,
    parent_id: id.nullish().transform((v) => v ?? null),
    icon: nullableText,
    translations: translationsSchema,
    subcategory: z
      .array(offerCategorySchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
) as unknown as z.ZodType<UpstreamOfferCategory>;

/** GET categories?filter[type]=product: the tree of offer categories. */
export const offerCategoriesSchema = z.array(offerCategorySchema);

/** What an offer shows of its shop, from GET companies (the whole list, one cached copy per tenant). */
export const offerShopSchema = z.looseObject({ id, name: z.string(), logo: nullableText });
export type UpstreamOfferShop = z.output<typeof offerShopSchema>;
export const offerShopsSchema = z.looseObject({ data: z.array(offerShopSchema) });
