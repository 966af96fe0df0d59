import type { Account } from '../members/store';
import { TENANTS, type TenantId } from '../tenancy';
import { demoMembers } from './members';
import { TICKET_PREFIX } from './newsletter';

// A member's saved cards and purchases (the specification names "payment methods" and "purchases" as
// dashboard screens without calls; the shapes are ours, in CONTRACT.md, as a mall platform that sells
// gift cards and parking online keeps them). Cards are kept as a payment provider hands them back:
// brand, last four digits, expiry, never the number. The README's demo accounts come with cards and a
// year of purchases relative to today; any other account starts with none.

export type CardBrand = 'visa' | 'mastercard' | 'maestro' | 'amex';

export interface PaymentMethod {
  id: number;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
  /** ISO date-time. */
  created_at: string;
}

export type PurchaseType = 'gift-card' | 'parking';
export type PurchaseStatus = 'paid' | 'pending' | 'refunded' | 'failed';

export interface Purchase {
  id: number;
  type: PurchaseType;
  /** The order's reference, as on the receipt the member was e-mailed. */
  reference: string;
  /** ISO date-time. */
  created_at: string;
  /** In the currency's units (two decimals at most). */
  amount: number;
  currency: 'EUR' | 'CZK';
  status: PurchaseStatus;
  /** The card it was paid with (its brand and last four digits), or null. */
  card: { brand: CardBrand; last4: string } | null;
  /** gift-card: the value and who it is for; parking: the car and the stay. */
  gift_card: { value: number; recipient_name: string | null; delivery: 'email' | 'post' } | null;
  parking: { licence_plate: string; entry_at: string; exit_at: string } | null;
}

export interface PaymentsState {
  methods: PaymentMethod[];
  purchases: Purchase[];
}

const DAY = 86_400_000;
const PLATES: Readonly<Record<TenantId, string>> = { aupark: 'BA-482KL', galerieharfa: '5A7 3120', novoplaza: '2AX 4471', europasc: 'BB-915CE', beta: '1AB 2345' };

export const isDemoAccount = (account: Account): boolean =>
  demoMembers.some((demo) => demo.tenant === account.tenant && demo.email.toLowerCase() === account.email.toLowerCase());

/** Deterministic per account: cards and purchases relative to `now`. */
export function seedPayments(account: Account, now: Date): PaymentsState {
  if (!isDemoAccount(account)) return { methods: [], purchases: [] };
  const holder = `${account.firstName} ${account.lastName}`.trim().toUpperCase();
  const year = now.getUTCFullYear();
  const base = account.id * 100;
  const at = (daysAgo: number, hour = 11) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, 17) - daysAgo * DAY).toISOString();
  const methods: PaymentMethod[] = [
    { id: base + 1, brand: 'visa', last4: String(4242 + account.id).slice(-4), exp_month: 8, exp_year: year + 2, holder_name: holder, is_default: true, created_at: at(300) },
    { id: base + 2, brand: 'mastercard', last4: String(5454 + account.id * 3).slice(-4), exp_month: 3, exp_year: year + 1, holder_name: holder, is_default: false, created_at: at(180) },
    // Expired last year: still listed (the member removes it), marked as expired.
    { id: base + 3, brand: 'maestro', last4: String(17 + account.id).padStart(4, '0'), exp_month: 11, exp_year: year - 1, holder_name: holder, is_default: false, created_at: at(520) },
  ];

  const { currency } = TENANTS[account.tenant];
  const euro = currency === 'EUR';
  const giftValues = euro ? [50, 25, 100, 30] : [1000, 500, 2000, 750];
  const hourly = euro ? 1.5 : 40;
  const card = (index: number) => ({ brand: methods[index]!.brand, last4: methods[index]!.last4 });
  const purchases: Purchase[] = [];
  let seq = 0;
  const reference = (type: PurchaseType, created: string) => `${type === 'gift-card' ? 'GC' : 'PK'}-${TICKET_PREFIX[account.tenant]}-${created.slice(0, 4)}-${String(base * 10 + ++seq).padStart(6, '0')}`;
  const gift = (daysAgo: number, value: number, status: PurchaseStatus, delivery: 'email' | 'post', recipient: string | null, cardIndex: number) => {
    // Today's is an hour and a half old, whatever the time of day.
    const created = daysAgo === 0 ? new Date(now.getTime() - 90 * 60_000).toISOString() : at(daysAgo, 15);
    purchases.push({ id: base + 10 + purchases.length, type: 'gift-card', reference: reference('gift-card', created), created_at: created, amount: value, currency, status, card: card(cardIndex), gift_card: { value, recipient_name: recipient, delivery }, parking: null });
  };
  const park = (daysAgo: number, minutes: number, status: PurchaseStatus, cardIndex: number) => {
    const exit = new Date(Date.parse(at(daysAgo, 17)));
    const entry = new Date(exit.getTime() - minutes * 60_000);
    // The first two hours are free (the parking page's rule); every hour begun after them is paid.
    const paidHours = Math.max(0, Math.ceil((minutes - 120) / 60));
    purchases.push({
      id: base + 10 + purchases.length,
      type: 'parking',
      reference: reference('parking', exit.toISOString()),
      created_at: exit.toISOString(),
      amount: Math.round(paidHours * hourly * 100) / 100,
      currency,
      status,
      card: card(cardIndex),
      gift_card: null,
      parking: { licence_plate: PLATES[account.tenant], entry_at: entry.toISOString(), exit_at: exit.toISOString() },
    });
  };
  gift(340, giftValues[0]!, 'paid', 'email', 'Mária', 2);
  park(310, 205, 'paid', 2);
  park(260, 250, 'paid', 1);
  gift(220, giftValues[1]!, 'refunded', 'post', null, 0);
  park(190, 185, 'paid', 0);
  park(150, 320, 'paid', 0);
  gift(95, giftValues[2]!, 'paid', 'email', 'Tomáš', 0);
  park(70, 200, 'failed', 1);
  park(69, 200, 'paid', 0);
  park(41, 245, 'paid', 0);
  gift(24, giftValues[3]!, 'paid', 'post', 'Babička', 1);
  park(12, 190, 'paid', 0);
  park(3, 260, 'paid', 0);
  gift(0, giftValues[0]!, 'pending', 'email', 'Petra', 0);
  purchases.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { methods, purchases };
}
