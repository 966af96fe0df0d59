import { z } from 'zod';

// The shape the settings rely on in the upstream reply (sandbox/CONTRACT.md).

/** GET settings-web-app/web: a flat key/value map of strings. */
export const settingsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((v) => (v === null ? null : String(v))));
