import * as z from 'zod/mini';
import { isCalendarDay } from './field-rules';

// The loyalty area's receipt (issue 10 "Dashboard: receipts"): its details, sent with its file.

/** The largest amount one receipt may show, in the mall's currency. */
export const receiptLimits = { amountMax: 100_000 } as const;

/**
 * An amount as people type it: digits, an optional decimal comma or point with one or two decimals,
 * spaces between thousands allowed (`24,90`, `24.9`, `1 249,50`); null for anything else.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,9}(?:[.,]\d{1,2})?$/.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/**
 * The latest purchase day a receipt may have: today, or tomorrow by UTC's calendar, since a mall's day
 * (Central Europe) starts before UTC's. The platform checks the exact day in the mall's time zone.
 */
const latestPurchaseDay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A receipt's details, sent with its photo or PDF (spec §7 `me/receipts`): the shop it is from (a shop
 * id of the mall), the amount paid and the day of the purchase. The file is checked apart (uploads.ts;
 * the bff reads its type from its bytes).
 */
export const receiptSchema = z.object({
  shop: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.regex(/^[1-9]\d{0,11}$/, { error: 'required' })),
  amount: z.pipe(
    z.string({ error: 'required' }).check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.refine((value) => {
        const amount = parseAmount(value);
        return amount !== null && amount > 0 && amount <= receiptLimits.amountMax;
      }, { error: 'invalidAmount' }),
    ),
    z.transform((value) => parseAmount(value) ?? 0),
  ),
  purchaseDate: z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.refine((value) => isCalendarDay(value) && value >= '2000-01-01' && value <= latestPurchaseDay(), { error: 'invalidDate' }),
  ),
});
export type ReceiptInput = z.output<typeof receiptSchema>;
