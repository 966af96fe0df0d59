import { z } from 'zod';
import { upstreamPage } from '../shared/page';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The platform's receipts as the screens rely on them (sandbox/CONTRACT.md "Receipts"). Loose:
// unknown fields pass; what the screens need is checked.

const count = z.coerce.number().int();

export const receiptSchema = z.looseObject({
  id,
  company_id: id.nullish(),
  company_name: nullableText,
  amount: z.coerce.number(),
  currency: nullableText,
  purchased_at: z.string().min(10),
  uploaded_at: z.string().min(10),
  status: z.string(),
  points: count.nullish(),
  rejection_reason: nullableText,
  translations: translationsSchema,
  file: z.looseObject({ name: nullableText, type: nullableText }).nullish(),
});
export type UpstreamReceipt = z.output<typeof receiptSchema>;

/** GET me/receipts: the platform's page. */
export const receiptPageSchema = upstreamPage(receiptSchema);

/** POST me/receipts: the whole reply (spec §7: POST replies are used whole). */
export const receiptCreatedSchema = z.looseObject({ data: receiptSchema });
