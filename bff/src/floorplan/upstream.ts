import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the floor plan relies on in upstream replies (sandbox/CONTRACT.md "floorplans"). Loose
// on purpose: unknown fields pass, so a platform that adds fields does not break the site. A unit or
// an area whose shape cannot be drawn is dropped (and logged), not the whole plan.

const coordinate = z.number().finite().min(-100_000).max(100_000);
const extent = z.number().finite().positive().max(100_000);

export const shapeSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('rect'), x: coordinate, y: coordinate, width: extent, height: extent }),
  z.looseObject({ type: z.literal('polygon'), points: z.array(z.tuple([coordinate, coordinate])).min(3).max(1000) }),
]);
export type Shape = z.output<typeof shapeSchema>;

/** A shape, or null when it is missing or cannot be drawn. */
const drawable = shapeSchema.nullable().catch(null);

export const unitSchema = z.looseObject({ code: z.string().trim().min(1).max(40), shape: drawable });

export const areaSchema = z.looseObject({ kind: z.string(), shape: drawable, translations: translationsSchema });

export const floorSchema = z.looseObject({
  id,
  level: z.number().int().min(-20).max(200),
  width: extent,
  height: extent,
  outline: drawable,
  translations: translationsSchema,
  units: z.array(unitSchema).max(2000).nullish().transform((v) => v ?? []),
  areas: z.array(areaSchema).max(2000).nullish().transform((v) => v ?? []),
});
export type UpstreamFloor = z.output<typeof floorSchema>;

export const floorplanSchema = z.looseObject({
  id,
  default_level: z.number().int().nullish(),
  translations: translationsSchema,
  floors: z.array(floorSchema).max(100),
});
export type UpstreamFloorplan = z.output<typeof floorplanSchema>;

/** GET floorplans: the tenant's plans, whole. */
export const floorplansSchema = z.array(floorplanSchema);

/** What the plan needs of a shop (GET companies): where it is, and what its link and label show. */
export const placedShopSchema = z.looseObject({
  id,
  name: z.string(),
  logo: nullableText,
  floor: z.coerce.number().int().nullish(),
  unit: nullableText,
  translations: translationsSchema,
});
export type PlacedShop = z.output<typeof placedShopSchema>;

/** GET companies: a paginated list (spec §3 "Paginated lists"). */
export const placedShopPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int().min(1),
  data: z.array(placedShopSchema),
});
