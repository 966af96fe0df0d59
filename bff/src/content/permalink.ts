import { z } from 'zod';

// What the site accepts as a custom page's address (our rule; the platform's is not shown): a permalink
// is 1–10 segments joined by `/`, each of letters, digits, `-`, `_` and `.`, starting and ending with a
// letter or digit (so never `.` or `..`), 200 characters at most. Anything else is a 404 without a call
// to the platform. All digits is a page's id (`website-pages/id/{id}`), answered with a 301 to its permalink.

const segment = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

export const permalinkSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => {
    const segments = value.split('/');
    return segments.length <= 10 && segments.every((s) => segment.test(s));
  });

/** A landing's `{title}`: one segment of a permalink. */
export const landingTitleSchema = z.string().min(1).max(120).regex(segment);

const pageIdSchema = z.string().regex(/^\d{1,9}$/);

export type PageAddress = { by: 'permalink'; permalink: string } | { by: 'id'; id: string };

/** How to ask the platform for the page at `value`, or null: no page can be there. */
export function pageAddress(value: string): PageAddress | null {
  if (pageIdSchema.safeParse(value).success) return { by: 'id', id: value };
  const parsed = permalinkSchema.safeParse(value);
  return parsed.success ? { by: 'permalink', permalink: parsed.data } : null;
}
