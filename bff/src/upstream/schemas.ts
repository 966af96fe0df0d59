import { z } from 'zod';

// The shapes the bff relies on in upstream replies (sandbox/CONTRACT.md). Loose on purpose: unknown
// fields pass, optional fields may be null, so a platform that adds fields does not break the site;
// what the facade needs is checked.

const nullableText = z.string().nullish();
const id = z.union([z.number(), z.string()]).transform(String);

export const translationsSchema = z.array(z.looseObject({ locale: z.string() })).nullish().transform((t) => t ?? []);

export const dayEntrySchema = z.looseObject({
  from: nullableText,
  to: nullableText,
  is_closed: z.boolean().nullish(),
});

export const openingHoursEntrySchema = z.looseObject({
  zone: z.string(),
  status: z.string(),
  days: z.record(z.string(), dayEntrySchema.nullable()).nullish(),
  translations: translationsSchema,
});

export const mallSchema = z.looseObject({
  id,
  name: nullableText,
  image: nullableText,
  image_wide: nullableText,
  image_inverted: nullableText,
  image_wide_inverted: nullableText,
  image_icon: nullableText,
  date_format: nullableText,
  time_format: nullableText,
  management: z.array(z.looseObject({ name: z.string(), role: nullableText, email: nullableText, phone: nullableText })).nullish(),
  property_management: z.unknown().optional(),
  legal_name: nullableText,
  purchase_order_number: nullableText,
  billing_email: nullableText,
  registration_number: nullableText,
  vat_registration_number: nullableText,
  address: nullableText,
  address_2: nullableText,
  city: nullableText,
  state: nullableText,
  country: nullableText,
  zip_code: nullableText,
  latitude: z.coerce.number().nullish(),
  longitude: z.coerce.number().nullish(),
  phone: nullableText,
  email: nullableText,
  currency: nullableText,
  opening_hours: z.array(openingHoursEntrySchema).nullish(),
  supported_languages: z.array(z.looseObject({ locale: z.string() })).nullish(),
  translations: translationsSchema,
  instagram: nullableText,
  facebook: nullableText,
  twitter: nullableText,
  telegram: nullableText,
  whatsapp: nullableText,
  viber: nullableText,
  youtube: nullableText,
  tiktok: nullableText,
  linkedin: nullableText,
  pinterest: nullableText,
});
export type UpstreamMall = z.output<typeof mallSchema>;

/** GET malls: data.data is an array; the first item is the mall (spec §7). */
export const mallsSchema = z.looseObject({ data: z.array(mallSchema) });

/** GET settings-web-app/web: a flat key/value map of strings. */
export const settingsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((v) => (v === null ? null : String(v))));

export const contentItemSchema = z.looseObject({
  id,
  image: nullableText,
  image_wide: nullableText,
  translations: translationsSchema,
});

/** GET settings-web-app/hero-banner: an array of { type, detail }. */
export const heroBannersSchema = z.array(z.looseObject({ type: z.string(), detail: contentItemSchema.nullish() }));

export const localesSchema = z.array(z.looseObject({ locale: z.string(), name: nullableText }));

export const shopSchema = z.looseObject({
  id,
  name: z.string(),
  logo: nullableText,
  image: nullableText,
  category_ids: z.array(z.union([z.number(), z.string()])).nullish(),
  floor: z.coerce.number().int().nullish(),
  unit: nullableText,
  phone: nullableText,
  email: nullableText,
  website: nullableText,
  translations: translationsSchema,
});
export type UpstreamShop = z.output<typeof shopSchema>;

export const featuredShopsSchema = z.array(shopSchema);

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
