import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the amenities' screens rely on in upstream replies (sandbox/CONTRACT.md "amenities").
// Loose on purpose: unknown fields pass, optional fields may be null; what the facade needs is checked.

export const dayEntrySchema = z.looseObject({ from: nullableText, to: nullableText, is_closed: z.boolean().nullish() });

export const amenitySchema = z.looseObject({
  id,
  category_id: id.nullish(),
  icon: nullableText,
  image: nullableText,
  floor: z.coerce.number().int().nullish(),
  opening_hours: z.record(z.string(), dayEntrySchema.nullable()).nullish(),
  translations: translationsSchema,
});
export type UpstreamAmenity = z.output<typeof amenitySchema>;

/** Spec §3 paginated lists. */
export const amenityPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(amenitySchema),
});
export type UpstreamAmenityPage = z.output<typeof amenityPageSchema>;

/** `categories?filter[type]=amenity`: a tree; amenity categories are one level, children are kept flat. */
export interface UpstreamAmenityCategory {
  id: string;
  icon?: string | null;
  translations: { locale: string; [k: string]: unknown }[];
  subcategory: UpstreamAmenityCategory[];
}

export const amenityCategorySchema: z.ZodType<UpstreamAmenityCategory> = z.lazy(() =>
  z.looseObject({
    id,
    icon: nullableText,
    translations: translationsSchema,
    subcategory: z.array(amenityCategorySchema).nullish().transform((v) => v ?? []),
  }),
) as unknown as z.ZodType<UpstreamAmenityCategory>;

export const amenityCategoriesSchema = z.array(amenityCategorySchema);

/**
 * The setting `amenitiy_redirect_links` (spelled so, spec §3), once parsed from its JSON text: which
 * amenity leads elsewhere. Our shape (sandbox/CONTRACT.md): `{ amenity_id, route }` (a route of the
 * site without parameters, e.g. `parking`) or `{ amenity_id, url }` (an absolute http(s) address or a
 * root-relative path). An entry of another shape is left out, not the whole list.
 */
export const redirectLinkSchema = z.looseObject({
  amenity_id: id,
  route: z.string().nullish(),
  url: z.string().nullish(),
});
export type RedirectLink = z.output<typeof redirectLinkSchema>;

