// A member's points (spec §7 "Loyalty": me/points, me/points-history, me/tier), kept as a ledger of
// movements per account. Receipts add points, an activated reward takes them, batches of earned points
// expire. The loyalty area seeds and shows the ledger; the rewards area takes points from it; both go
// through here so that the balance is one number everywhere.
//
// The platform's rules, as the sandbox keeps them (sandbox/CONTRACT.md "Points"):
// - every earned movement is a batch that expires a year after it was earned;
// - points taken (a reward) come out of the batches that expire first (first in, first out), among
//   those not yet expired at that moment;
// - what is left of a batch when it expires leaves as an 'expiry' movement of its own, dated the
//   batch's expiry. These movements are derived: `ledgerOf` settles them whenever the ledger is read,
//   so a movement recorded later (even one dated earlier) keeps the balance right.

import { demoMembers } from '../data/members';
import type { Account, MemberStore } from './store';

export type PointsSource = 'receipt' | 'reward' | 'bonus' | 'expiry' | 'adjustment';

export interface PointsMovement {
  id: number;
  /** ISO date-time. */
  at: string;
  /** Positive: earned; negative: spent or expired. */
  amount: number;
  source: PointsSource;
  /**
   * What it was for, as text: the receipt's id (receipt), the customer reward's id (reward), the
   * bonus's key (bonus: welcome, birthday, app, newsletter), the expired batch's movement id (expiry).
   */
  reference: string | null;
  /** Earned points only: when this batch expires (ISO date-time), or null (it does not). */
  expiresAt: string | null;
}

export interface PointsLedger {
  movements: PointsMovement[];
  nextId: number;
}

const DAY = 86_400_000;
/** How long earned points last. */
export const POINTS_LIFETIME_DAYS = 365;

export const isDemoAccount = (account: Account): boolean =>
  demoMembers.some((d) => d.tenant === account.tenant && d.email.toLowerCase() === account.email.toLowerCase());

/** The receipt ids of a demo account's seeded history (the receipts area seeds the receipts themselves). */
export const seededReceiptId = (account: Account, index: number): number => account.id * 1000 + index + 1;

/** The last `month`/`day` on or before `now` (a birthday this year or last). */
function lastAnniversary(monthDay: string, now: Date): Date {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), month - 1, day, 9));
  return thisYear.getTime() <= now.getTime() ? thisYear : new Date(Date.UTC(now.getUTCFullYear() - 1, month - 1, day, 9));
}

/**
 * A new member's ledger: the welcome bonus when the account was made. A demo account of the README
 * comes with more than a year of history: ten receipts, bonuses (welcome, birthday, the mobile app), a
 * reward spent in the spring, a batch that has expired, and batches that expire in the coming weeks.
 * Deterministic per account, relative to `now`; nothing before the account existed.
 */
export function seedLedger(account: Account, now: Date): PointsLedger {
  const movements: PointsMovement[] = [];
  let id = account.id * 1000;
  const created = Date.parse(account.createdAt);
  const earn = (at: number, amount: number, source: PointsSource, reference: string) => {
    if (at < created - 60_000 || at > now.getTime()) return;
    movements.push({ id: ++id, at: new Date(at).toISOString(), amount, source, reference, expiresAt: new Date(at + POINTS_LIFETIME_DAYS * DAY).toISOString() });
  };
  earn(created, 50, 'bonus', 'welcome');
  if (isDemoAccount(account)) {
    const daysAgo = (days: number) => now.getTime() - days * DAY - (account.id % 7) * 3_600_000;
    const extra = (account.id % 5) * 10;
    const receipts = [
      [380, 350],
      [340, 120],
      [300, 80],
      [250, 240],
      [200, 35],
      [160, 60],
      [120, 150],
      [75, 95],
      [40, 210],
      [12, 70],
    ] as const;
    receipts.forEach(([days, amount], index) => earn(daysAgo(days), amount + extra, 'receipt', String(seededReceiptId(account, index))));
    earn(daysAgo(210), 30, 'bonus', 'app');
    if (account.birthDate) earn(lastAnniversary(account.birthDate.slice(5), now).getTime(), 100, 'bonus', 'birthday');
    // A reward spent in the spring (the rewards area claims it as its free coffee).
    movements.push({ id: ++id, at: new Date(daysAgo(120) + 3 * 3_600_000).toISOString(), amount: -100, source: 'reward', reference: null, expiresAt: null });
  }
  movements.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const ledger = { movements, nextId: id + 1 };
  settleExpiries(ledger, now);
  return ledger;
}

/** An earned batch and what is left of it. */
export interface PointsBatch {
  /** The earning movement's id. */
  id: number;
  at: string;
  expiresAt: string;
  /** Points earned. */
  points: number;
  /** Points not yet spent (at its expiry, or now when it has not expired). */
  remaining: number;
}

const chronological = (a: PointsMovement, b: PointsMovement) => a.at.localeCompare(b.at) || a.id - b.id;

/**
 * The earned batches, replayed: points taken come out of the batches that expire first among those
 * not yet expired at that moment. Expiry movements are not replayed (they follow from this).
 */
export function batchesOf(ledger: PointsLedger): PointsBatch[] {
  const batches: PointsBatch[] = [];
  for (const movement of [...ledger.movements].sort(chronological)) {
    if (movement.source === 'expiry') continue;
    if (movement.amount > 0) {
      if (movement.expiresAt) batches.push({ id: movement.id, at: movement.at, expiresAt: movement.expiresAt, points: movement.amount, remaining: movement.amount });
      continue;
    }
    let owed = -movement.amount;
    const open = batches.filter((b) => b.remaining > 0 && b.expiresAt > movement.at).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id - b.id);
    for (const batch of open) {
      if (owed === 0) break;
      const taken = Math.min(owed, batch.remaining);
      batch.remaining -= taken;
      owed -= taken;
    }
  }
  return batches;
}

/** Brings the ledger's expiry movements in line with its batches as of `now` (in place). */
export function settleExpiries(ledger: PointsLedger, now: Date): void {
  const nowIso = now.toISOString();
  const lapsed = new Map(batchesOf(ledger).filter((b) => b.expiresAt <= nowIso).map((b) => [String(b.id), b]));
  const kept: PointsMovement[] = [];
  const settled = new Set<string>();
  for (const movement of ledger.movements) {
    if (movement.source !== 'expiry' || movement.reference === null) {
      kept.push(movement);
      continue;
    }
    const batch = lapsed.get(movement.reference);
    if (!batch || batch.remaining === 0 || settled.has(movement.reference)) continue;
    movement.amount = -batch.remaining;
    movement.at = batch.expiresAt;
    settled.add(movement.reference);
    kept.push(movement);
  }
  for (const [reference, batch] of lapsed) {
    if (batch.remaining > 0 && !settled.has(reference)) kept.push({ id: ledger.nextId++, at: batch.expiresAt, amount: -batch.remaining, source: 'expiry', reference, expiresAt: null });
  }
  ledger.movements = kept.sort(chronological);
}

export function ledgerOf(store: MemberStore, account: Account): PointsLedger {
  const ledger = store.areaState('points', account, (a) => seedLedger(a, store.time()));
  settleExpiries(ledger, store.time());
  return ledger;
}

/** The member's balance: every movement so far (expiries are movements of their own). */
export function balanceOf(ledger: PointsLedger): number {
  return ledger.movements.reduce((sum, movement) => sum + movement.amount, 0);
}

/** Adds a movement (a receipt accepted, a reward activated …) and returns it. */
export function record(ledger: PointsLedger, movement: Omit<PointsMovement, 'id'>): PointsMovement {
  const added = { ...movement, id: ledger.nextId++ };
  ledger.movements.push(added);
  return added;
}

/** The batches that have points left and have not expired, soonest to expire first. */
export function expiringBatches(ledger: PointsLedger, now: Date): PointsBatch[] {
  const nowIso = now.toISOString();
  return batchesOf(ledger)
    .filter((b) => b.remaining > 0 && b.expiresAt > nowIso)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id - b.id);
}

/** Points earned (receipts, bonuses, positive adjustments) from `since` to `now`: what a tier counts. */
export function earnedBetween(ledger: PointsLedger, since: Date, now: Date): number {
  const from = since.toISOString();
  const to = now.toISOString();
  return ledger.movements.filter((m) => m.amount > 0 && m.source !== 'expiry' && m.at > from && m.at <= to).reduce((sum, m) => sum + m.amount, 0);
}
