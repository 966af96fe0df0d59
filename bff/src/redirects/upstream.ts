import { z } from 'zod';

// GET redirects (sandbox/CONTRACT.md "redirects", our choice): the tenant's rules as the platform
// keeps them. Each entry is checked on its own in compile.ts, so one bad rule costs only itself.

export const redirectEntrySchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});

export const redirectsSchema = z.array(z.unknown());

export type RedirectEntry = z.output<typeof redirectEntrySchema>;
