import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the catalog (hero banners, locales, shops, categories) relies on in upstream replies
// (sandbox/CONTRACT.md). Loose on purpose: unknown fields pass, optional fields may be null, so a
// platform that adds fields does not break the site; what the facade needs is checked.

export const contentItemSchema = z.looseObject({
  id,
  image: nullableText,
  image_wide: nullableText,
  translations: translationsSchema,
});

/** GET settings-web-app/hero-banner: an array of { type, detail }. */
export const heroBannersSchema = z.array(z.looseObject({ type: z.string(), detail: contentItemSchema.nullish() }));

export const localesSchema = z.array(z.looseObject({ locale: z.string(), name: nullableText }));
export type UpstreamLocale = z.output<typeof localesSchema>[number];

const dayEntrySchema = z.looseObject({ from: nullableText, to: nullableText, is_closed: z.boolean().nullish() });

export const shopSchema = z.looseObject({
  id,
  name: z.string(),
  logo: nullableText,
  image: nullableText,
  category_ids: z.array(id).nullish(),
  floor: z.coerce.number().int().nullish(),
  unit: nullableText,
  phone: nullableText,
  email: nullableText,
  website: nullableText,
  /** Photos for the detail page's carousel; an entry that is not a text is dropped, not an error. */
  gallery: z
    .array(z.unknown())
    .nullish()
    .transform((v) => (v ?? []).filter((src): src is string => typeof src === 'string' && src.length > 0)),
  facebook: nullableText,
  instagram: nullableText,
  tiktok: nullableText,
  youtube: nullableText,
  twitter: nullableText,
  linkedin: nullableText,
  pinterest: nullableText,
  is_loyalty_partner: z.boolean().nullish(),
  /** null: the shop keeps the mall's hours (sandbox/CONTRACT.md). */
  opening_hours: z.record(z.string(), dayEntrySchema.nullable()).nullish(),
  translations: translationsSchema,
  /** Only on `companies-with-entities`; checked where it is read (an invalid value is absent, logged). */
  entities: z.unknown().optional(),
});
export type UpstreamShop = z.output<typeof shopSchema>;

export const featuredShopsSchema = z.array(shopSchema);

/** A shop's `entities` on `companies-with-entities`: counts of its offers, events and news. */
export const entityCountsSchema = z.looseObject({
  offers: z.coerce.number().int().min(0),
  events: z.coerce.number().int().min(0),
  news: z.coerce.number().int().min(0),
});
export type UpstreamEntityCounts = z.output<typeof entityCountsSchema>;

/** GET companies: a paginated list (spec §3 "Paginated lists"). */
export const shopsPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(shopSchema),
});

/** GET me/companies: the member's followed shops, a page of them; each checked as a shop where it is read. */
export const followedPageSchema = z.looseObject({
  last_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(z.unknown()),
});

export interface UpstreamCategory {
  id: string;
  parent_id: string | null;
  icon?: string | null;
  translations: { locale: string; [k: string]: unknown }[];
  subcategory: UpstreamCategory[];
}

export const categorySchema: z.ZodType<UpstreamCategory> = z.lazy(() =>
  z.looseObject({
    id,
    parent_id: id.nullish().transform((v) => v ?? null),
    icon: nullableText,
    translations: translationsSchema,
    subcategory: z.array(categorySchema).nullish().transform((v) => v ?? []),
  }),
) as unknown as z.ZodType<UpstreamCategory>;

export const categoriesSchema = z.array(categorySchema);
