import type { Lang } from '@mall/site';
import type { CardBrand, PaymentMethod, Purchase, PurchaseStatus } from '../graphql/generated';
import { formatPrice } from '../shared/money';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import type { UpstreamPaymentMethod, UpstreamPurchase } from './upstream';

// Saved cards and purchases as the pages show them. The masking rule (PCI DSS's "mask the number when
// displayed: at most the last four digits"): a card is its brand and its last four digits, whatever the
// platform sends; nothing else of a number is ever read, kept or shown.

const brandNames: Readonly<Record<Exclude<CardBrand, 'other'>, string>> = { visa: 'Visa', mastercard: 'Mastercard', maestro: 'Maestro', amex: 'American Express' };

/** The last four digits of what the platform calls `last4` (only digits count); null when it has fewer. */
export function lastFour(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** A card as the page writes it: `•••• 4242`. */
export const maskedCard = (last4: string) => `•••• ${last4}`;

export function cardBrand(brand: string | null | undefined): CardBrand {
  const key = brand?.trim().toLowerCase().replace(/[\s_-]/g, '');
  if (key === 'americanexpress') return 'amex';
  return key && key in brandNames ? (key as CardBrand) : 'other';
}

const brandName = (brand: CardBrand) => (brand === 'other' ? null : brandNames[brand]);

/** A card, or null when it has no last four digits to show (it cannot be told apart from another). */
export function toPaymentMethod(method: UpstreamPaymentMethod, today: string): PaymentMethod | null {
  const last4 = lastFour(method.last4);
  if (!last4) return null;
  const brand = cardBrand(method.brand);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return {
    id: method.id,
    brand,
    brandName: brandName(brand),
    last4,
    masked: maskedCard(last4),
    expiry: `${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year % 100).padStart(2, '0')}`,
    // A card is good until the end of its expiry month.
    expired: method.exp_year * 12 + method.exp_month < year * 12 + month,
    isDefault: method.is_default ?? false,
  };
}

const purchaseStatuses: readonly PurchaseStatus[] = ['paid', 'pending', 'refunded', 'failed'];

export interface PurchaseContext {
  lang: Lang;
  timeZone: string;
  /** The mall's currency, for a purchase that names none. */
  currency: string | null | undefined;
}

/** A purchase as the page lists it; null for one the page cannot show (an unknown kind, no date). */
export function toPurchase(purchase: UpstreamPurchase, ctx: PurchaseContext): Purchase | null {
  const type = purchase.type === 'gift-card' ? 'giftCard' : purchase.type === 'parking' ? 'parking' : null;
  const at = parseTimestamp(purchase.created_at);
  if (!type || Number.isNaN(at.getTime())) return null;
  const { date, time } = mallDateTime(at, ctx.timeZone);
  const cardDigits = purchase.card ? lastFour(purchase.card.last4) : null;
  const cardName = purchase.card ? brandName(cardBrand(purchase.card.brand)) : null;
  let parking: Purchase['parking'] = null;
  if (type === 'parking' && purchase.parking) {
    const entry = parseTimestamp(purchase.parking.entry_at);
    const exit = parseTimestamp(purchase.parking.exit_at);
    if (!Number.isNaN(entry.getTime()) && !Number.isNaN(exit.getTime())) {
      const [inAt, outAt] = [mallDateTime(entry, ctx.timeZone), mallDateTime(exit, ctx.timeZone)];
      parking = {
        licencePlate: purchase.parking.licence_plate?.trim() ?? '',
        entryDate: inAt.date,
        entryTime: inAt.time,
        exitDate: outAt.date,
        exitTime: outAt.time,
        durationMinutes: Math.max(0, Math.round((exit.getTime() - entry.getTime()) / 60_000)),
      };
    }
  }
  return {
    id: purchase.id,
    type,
    reference: purchase.reference,
    date,
    time,
    amount: purchase.amount,
    price: formatPrice(purchase.amount, purchase.currency ?? ctx.currency, ctx.lang),
    // A status the page does not know is still being worked on.
    status: purchaseStatuses.find((s) => s === purchase.status) ?? 'pending',
    card: cardDigits ? [cardName, maskedCard(cardDigits)].filter(Boolean).join(' ') : null,
    giftCard: type === 'giftCard' ? { recipientName: purchase.gift_card?.recipient_name?.trim() || null, delivery: purchase.gift_card?.delivery === 'post' ? 'post' : 'email' } : null,
    parking,
  };
}
