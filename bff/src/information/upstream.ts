import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The shapes the mall information relies on in upstream replies (sandbox/CONTRACT.md "cinema/programme",
// "malls" page fields, settings `mobile_app_*_url`). Loose on purpose: unknown fields pass, optional
// fields may be null; what these screens need is checked.

/** An https address, or nothing: a link a visitor follows must not be `javascript:` or plain http. */
export const httpsUrl = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    try {
      return new URL(trimmed).protocol === 'https:' ? trimmed : null;
    } catch {
      return null;
    }
  });

export const screeningSchema = z.looseObject({
  id,
  starts_at: z.iso.datetime({ offset: true }),
  hall: nullableText,
  format: nullableText,
  audio: nullableText,
  booking_url: httpsUrl,
});

export const filmSchema = z.looseObject({
  id,
  image: nullableText,
  duration_minutes: z.coerce.number().int().positive().nullish(),
  age_rating: nullableText,
  translations: translationsSchema,
  screenings: z.array(screeningSchema).nullish().transform((v) => v ?? []),
});
export type UpstreamFilm = z.output<typeof filmSchema>;

/** GET cinema/programme (our choice): the mall's cinema and its films; 404 when the mall has none. */
export const cinemaProgrammeSchema = z.looseObject({
  cinema: z.looseObject({
    name: z.string().min(1),
    website: httpsUrl,
    booking_url: httpsUrl,
    translations: translationsSchema,
  }),
  films: z.array(filmSchema).nullish().transform((v) => v ?? []),
});
export type UpstreamCinemaProgramme = z.output<typeof cinemaProgrammeSchema>;

/**
 * The fields of the mall record (GET malls, first item) this domain reads beyond the mall domain's:
 * `gallery` (photos of the centre) and, in `translations`, `about` (rich text) and `map_way_<mode>`.
 */
export const mallInformationSchema = z.looseObject({
  name: nullableText,
  description: nullableText,
  latitude: z.coerce.number().min(-90).max(90).nullish(),
  longitude: z.coerce.number().min(-180).max(180).nullish(),
  gallery: z.array(z.string()).nullish().transform((v) => v ?? []),
  translations: translationsSchema,
});
export type UpstreamMallInformation = z.output<typeof mallInformationSchema>;

/** GET malls: data.data is an array; the first item is the mall (spec §7). */
export const mallsInformationSchema = z.looseObject({ data: z.array(mallInformationSchema) });
