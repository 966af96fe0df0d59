import { z } from 'zod';
import { id, nullableText } from '../upstream/fields';

// The member's saved cards and purchases as the pages rely on them (our contract, sandbox/CONTRACT.md
// "Payment methods and purchases"). Loose: unknown fields pass, and are never read (a card's number, if
// a platform ever sent one, goes nowhere: only `last4` is read, and only its last four digits).

export const paymentMethodSchema = z.looseObject({
  id,
  brand: nullableText,
  last4: z.string(),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  is_default: z.boolean().nullish(),
});
export type UpstreamPaymentMethod = z.output<typeof paymentMethodSchema>;

/** GET me/payment-methods. */
export const paymentMethodsSchema = z.array(paymentMethodSchema);

/** DELETE me/payment-methods/{id}. */
export const removedReply = z.looseObject({ status: nullableText });

const cardRef = z.looseObject({ brand: nullableText, last4: z.string() });

export const purchaseSchema = z.looseObject({
  id,
  type: z.string(),
  reference: z.string(),
  created_at: z.string(),
  amount: z.coerce.number(),
  currency: nullableText,
  status: nullableText,
  card: cardRef.nullish(),
  gift_card: z.looseObject({ recipient_name: nullableText, delivery: nullableText }).nullish(),
  parking: z.looseObject({ licence_plate: nullableText, entry_at: z.string(), exit_at: z.string() }).nullish(),
});
export type UpstreamPurchase = z.output<typeof purchaseSchema>;

/** GET me/purchases: a length-aware page. */
export const purchasePageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(purchaseSchema),
});
export type UpstreamPurchasePage = z.output<typeof purchasePageSchema>;
