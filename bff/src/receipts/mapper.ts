import type { Receipt, ReceiptPage, ReceiptStatus } from '../graphql/generated';
import { formatPrice } from '../shared/money';
import { mallDay } from '../shared/mall-day';
import { toDisplayPage } from '../shared/page';
import { pickTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamReceipt } from './upstream';

// The member's receipts, display-ready: the amount in the mall's currency for the asked language, days
// on the mall's calendar, the rejection's reason in the asked language.

export interface ReceiptContext extends DisplayContext {
  timeZone: string;
  /** The mall's currency, for a receipt that names none. */
  currency: string | null | undefined;
}

const statuses: Record<string, ReceiptStatus> = { pending: 'PENDING', accepted: 'ACCEPTED', rejected: 'REJECTED' };

/** A status we do not know is still being checked, as far as the member can tell. */
export const toReceiptStatus = (status: string): ReceiptStatus => statuses[status.toLowerCase()] ?? 'PENDING';

const day = (value: string, timeZone: string) => mallDay(value, timeZone) ?? value.slice(0, 10);

export function toReceipt(receipt: UpstreamReceipt, ctx: ReceiptContext): Receipt {
  const status = toReceiptStatus(receipt.status);
  return {
    id: receipt.id,
    shopId: receipt.company_id ?? null,
    shopName: receipt.company_name?.trim() || null,
    amount: formatPrice(receipt.amount, receipt.currency ?? ctx.currency, ctx.lang),
    purchaseDate: day(receipt.purchased_at, ctx.timeZone),
    uploadedDate: day(receipt.uploaded_at, ctx.timeZone),
    status,
    points: status === 'ACCEPTED' ? (receipt.points ?? 0) : null,
    rejectionReason: status === 'REJECTED' ? (pickTranslation(receipt.translations, 'rejection_reason', ctx.lang, ctx.fallbackLang) ?? null) : null,
    fileName: receipt.file?.name ?? null,
    fileType: receipt.file?.type ?? null,
  };
}

export function toReceiptPage(page: { current_page: number; last_page: number; per_page: number; total: number; data: UpstreamReceipt[] }, ctx: ReceiptContext): ReceiptPage {
  return toDisplayPage(page, (receipt) => toReceipt(receipt, ctx));
}
