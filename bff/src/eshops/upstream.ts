import { z } from 'zod';

// The e-shop field of a company (sandbox/CONTRACT.md "companies": `eshop_url`), read from the shops'
// list (shops/upstream.ts checks the rest of a shop). A text, or null/absent: the shop sells in the
// mall only. Anything else is a bad value: treated as absent, and logged.

export const eshopFieldSchema = z.looseObject({ eshop_url: z.string().nullish() });
