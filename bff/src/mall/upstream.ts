import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the mall's screens rely on in upstream replies (sandbox/CONTRACT.md). Loose on purpose:
// unknown fields pass, optional fields may be null, so a platform that adds fields does not break the
// site; what the facade needs is checked.

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

/** Our `closed_days` entry (sandbox/CONTRACT.md "malls"): a day and its name. */
export const closedDaySchema = z.looseObject({ date: z.string(), translations: translationsSchema });

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
  closed_days: z.array(closedDaySchema).nullish(),
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
