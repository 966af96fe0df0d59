import { z } from 'zod';

// Field shapes that several domains' upstream replies share (sandbox/CONTRACT.md). Loose on purpose:
// optional fields may be null, ids come as numbers or strings, translations may be missing, so a
// platform that changes such details does not break the site.

export const nullableText = z.string().nullish();
export const id = z.union([z.number(), z.string()]).transform(String);

export const translationsSchema = z.array(z.looseObject({ locale: z.string() })).nullish().transform((t) => t ?? []);
