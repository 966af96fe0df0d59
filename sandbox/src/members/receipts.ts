// A member's receipts (spec §7 "Loyalty": me/receipts), as the sandbox keeps them per account: what was
// uploaded (the file's name, type, size and hash, and the bytes of the member's newest
// KEPT_RECEIPT_FILES uploads, for tests to see what reached the platform), the purchase (shop, amount, day) and
// the check's outcome. A new receipt is pending; it is decided by the platform's check, which the
// sandbox runs deterministically: by the test knob `POST /__sandbox/receipts/decide` (tests), or by
// itself once a receipt has waited the mall's `checking_days`. Accepted receipts add their points to
// the ledger (points.ts), so that the balance, the history, the tier and the badges follow.

import type { Company } from '../data/companies';
import { mallTimeZone } from '../data/content';
import { earningRulesFor, type RejectionCode } from '../data/loyalty';
import { tiersFor } from '../data/tiers';
import { TENANTS } from '../tenancy';
import { earnedBetween, ledgerOf, record, seededReceiptId, type PointsLedger } from './points';
import type { Account, MemberStore } from './store';

export type ReceiptStatus = 'pending' | 'accepted' | 'rejected';

export interface ReceiptFile {
  name: string;
  type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** SHA-256 of the bytes, hex: the check finds a receipt uploaded twice by it. */
  sha256: string;
  /** The bytes as received: uploads only, the newest KEPT_RECEIPT_FILES of a member (never in an answer of /v1). */
  bytes?: Buffer;
}

/** Uploads of one member whose bytes are kept (`GET /__sandbox/receipts/file`); older ones keep only their hash. */
export const KEPT_RECEIPT_FILES = 10;

export interface Receipt {
  id: number;
  companyId: number;
  /** In the mall's currency, two decimals at most. */
  amount: number;
  /** The purchase's day in the mall's time zone (YYYY-MM-DD). */
  purchasedOn: string;
  /** ISO date-times. */
  uploadedAt: string;
  decidedAt: string | null;
  status: ReceiptStatus;
  points: number | null;
  rejection: RejectionCode | null;
  file: ReceiptFile;
}

export interface ReceiptState {
  items: Receipt[];
  nextId: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The mall's calendar day of an instant (YYYY-MM-DD). */
export function mallDay(instant: Date, account: Pick<Account, 'tenant'>): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: mallTimeZone(account.tenant), year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The member's tier position (1: the first tier) by the points earned in the last 12 months. */
export function tierPosition(ledger: PointsLedger, account: Account, now: Date): number {
  const earned = earnedBetween(ledger, new Date(now.getTime() - 365 * DAY), now);
  const reached = tiersFor(account.tenant).filter((tier) => tier.points_from <= earned).sort((a, b) => b.points_from - a.points_from)[0];
  return reached?.position ?? 1;
}

/** A receipt's points: one per `amount_per_point` of its amount, times the member's tier multiplier, rounded down. */
export function receiptPoints(amount: number, account: Account, position: number): number {
  const rules = earningRulesFor(account.tenant);
  const multiplier = rules.tier_multipliers[String(position)] ?? 1;
  // Cents as integers, so that 24.90 EUR is 24 points, never 24.899999 × 1.1.
  return Math.floor((Math.round(amount * 100) * multiplier) / (rules.amount_per_point * 100) + 1e-9);
}

const partnersOf = (companies: readonly Company[]) => companies.filter((c) => c.is_loyalty_partner);

/** A file as the seeded receipts had it. */
function seededFile(id: number, kind: number): ReceiptFile {
  const type = (['image/jpeg', 'image/jpeg', 'application/pdf', 'image/png'] as const)[kind % 4]!;
  const ending = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
  return { name: `receipt-${id}.${ending}`, type, size: 180_000 + ((id * 7919) % 900_000), sha256: `seeded-${id}` };
}

/**
 * A demo account's receipts: one accepted receipt for each receipt movement of the seeded ledger (same
 * id, points and day), from the mall's partner shops in turn; one rejected as unreadable, one from a shop
 * outside the programme, one waiting to be checked. Other accounts have none.
 */
function seed(account: Account, ledger: PointsLedger, companies: readonly Company[], now: Date): ReceiptState {
  const items: Receipt[] = [];
  const partners = partnersOf(companies);
  const others = companies.filter((c) => !c.is_loyalty_partner);
  const unit = earningRulesFor(account.tenant).amount_per_point;
  const seeded = ledger.movements.filter((m) => m.source === 'receipt' && m.reference !== null && Number(m.reference) >= seededReceiptId(account, 0) && Number(m.reference) <= seededReceiptId(account, 99));
  seeded.forEach((movement, index) => {
    const decided = Date.parse(movement.at);
    const id = Number(movement.reference);
    items.push({
      id,
      companyId: partners[index % Math.max(1, partners.length)]?.id ?? companies[0]?.id ?? 0,
      amount: movement.amount * unit + (unit === 1 ? 0.45 : 12),
      purchasedOn: mallDay(new Date(decided - 30 * HOUR), account),
      uploadedAt: new Date(decided - 20 * HOUR).toISOString(),
      decidedAt: movement.at,
      status: 'accepted',
      points: movement.amount,
      rejection: null,
      file: seededFile(id, index),
    });
  });
  if (seeded.length > 0) {
    const extra = (index: number, daysAgo: number, status: ReceiptStatus, rejection: RejectionCode | null, company: Company | undefined, amount: number) => {
      const uploaded = now.getTime() - daysAgo * DAY;
      const id = seededReceiptId(account, index);
      items.push({
        id,
        companyId: company?.id ?? companies[0]?.id ?? 0,
        amount: Math.round(amount * 100) / 100,
        purchasedOn: mallDay(new Date(uploaded - 6 * HOUR), account),
        uploadedAt: new Date(uploaded).toISOString(),
        decidedAt: status === 'pending' ? null : new Date(uploaded + 26 * HOUR).toISOString(),
        status,
        points: null,
        rejection,
        file: seededFile(id, index),
      });
    };
    const cents = unit === 1 ? 1 : 25;
    extra(10, 95, 'rejected', 'unreadable', partners[1], 18.9 * cents);
    extra(11, 30, 'rejected', 'shop_not_participating', others[0], 42.5 * cents);
    extra(12, 20 / 24, 'pending', null, partners[2], 36.2 * cents);
  }
  items.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
  return { items, nextId: account.id * 1000 + 100 };
}

/** The platform's check of a pending receipt: a shop outside the programme, a receipt uploaded twice, or fine. */
export function check(receipt: Receipt, state: ReceiptState, companies: readonly Company[]): { status: 'accepted' } | { status: 'rejected'; reason: RejectionCode } {
  const company = companies.find((c) => c.id === receipt.companyId);
  if (!company?.is_loyalty_partner) return { status: 'rejected', reason: 'shop_not_participating' };
  const twice = state.items.some(
    (other) =>
      other.id !== receipt.id &&
      other.status !== 'rejected' &&
      (other.file.sha256 === receipt.file.sha256 || (other.companyId === receipt.companyId && other.amount === receipt.amount && other.purchasedOn === receipt.purchasedOn)) &&
      (other.status === 'accepted' || other.id < receipt.id),
  );
  return twice ? { status: 'rejected', reason: 'duplicate' } : { status: 'accepted' };
}

/**
 * Decides a pending receipt: as the knob says, or by the check. An accepted one earns its points (the
 * member's tier multiplier at that moment) as a batch of the ledger, expiring a year later.
 */
export function decide(
  store: MemberStore,
  account: Account,
  state: ReceiptState,
  receipt: Receipt,
  companies: readonly Company[],
  at: Date,
  outcome?: { status: 'accepted' } | { status: 'rejected'; reason: RejectionCode },
): Receipt {
  if (receipt.status !== 'pending') return receipt;
  const decision = outcome ?? check(receipt, state, companies);
  receipt.decidedAt = at.toISOString();
  if (decision.status === 'rejected') {
    receipt.status = 'rejected';
    receipt.rejection = decision.reason;
    return receipt;
  }
  const ledger = ledgerOf(store, account);
  receipt.status = 'accepted';
  receipt.points = receiptPoints(receipt.amount, account, tierPosition(ledger, account, at));
  if (receipt.points > 0) {
    record(ledger, { at: receipt.decidedAt, amount: receipt.points, source: 'receipt', reference: String(receipt.id), expiresAt: new Date(at.getTime() + earningRulesFor(account.tenant).points_valid_days * DAY).toISOString() });
  }
  return receipt;
}

/** The member's receipts, newest first; the ones that have waited the mall's checking time are decided now. */
export function receiptsOf(store: MemberStore, account: Account, companies: readonly Company[]): ReceiptState {
  const now = store.time();
  const state = store.areaState('receipts', account, (a) => seed(a, ledgerOf(store, a), companies, now));
  const waited = earningRulesFor(account.tenant).checking_days * DAY;
  for (const receipt of [...state.items].reverse()) {
    if (receipt.status === 'pending' && now.getTime() - Date.parse(receipt.uploadedAt) >= waited) decide(store, account, state, receipt, companies, new Date(Date.parse(receipt.uploadedAt) + waited));
  }
  return state;
}

/** A new receipt, pending. */
export function submitReceipt(state: ReceiptState, fields: Omit<Receipt, 'id' | 'status' | 'decidedAt' | 'points' | 'rejection'>): Receipt {
  const receipt: Receipt = { ...fields, id: state.nextId++, status: 'pending', decidedAt: null, points: null, rejection: null };
  state.items.unshift(receipt);
  for (const older of state.items.filter((item) => item.file.bytes !== undefined).slice(KEPT_RECEIPT_FILES)) delete older.file.bytes;
  return receipt;
}

/** The mall's currency, for the receipts' answers. */
export const currencyOf = (account: Pick<Account, 'tenant'>) => TENANTS[account.tenant].currency;
