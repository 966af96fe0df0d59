// A member's points (spec §7 "Loyalty": me/points, me/points-history), kept as a ledger of movements
// per account. Receipts add points, an activated reward takes them, batches of earned points expire.
// The loyalty area seeds and shows the ledger; the rewards area takes points from it; both go
// through here so that the balance is one number everywhere.

import type { Account, MemberStore } from './store';

export type PointsSource = 'receipt' | 'reward' | 'bonus' | 'expiry' | 'adjustment';

export interface PointsMovement {
  id: number;
  /** ISO date-time. */
  at: string;
  /** Positive: earned; negative: spent or expired. */
  amount: number;
  source: PointsSource;
  /** What it was for: the receipt's or the customer reward's id, as text. */
  reference: string | null;
  /** Earned points only: when this batch expires (ISO date-time), or null (it does not). */
  expiresAt: string | null;
}

export interface PointsLedger {
  movements: PointsMovement[];
  nextId: number;
}

const DAY = 86_400_000;

/**
 * The demo accounts' history: a year of receipts and bonuses, a reward spent, an expired batch, and
 * batches that expire in the coming weeks. Deterministic per account, relative to `now`.
 */
export function seedLedger(account: Account, now: Date): PointsLedger {
  const movements: PointsMovement[] = [];
  let id = account.id * 1000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const expiry = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY + 365 * DAY).toISOString();
  const earned = [
    [350, 'receipt'],
    [120, 'receipt'],
    [50, 'bonus'],
    [80, 'receipt'],
    [240, 'receipt'],
    [35, 'receipt'],
    [100, 'bonus'],
    [60, 'receipt'],
  ] as const;
  earned.forEach(([amount, source], index) => {
    const daysAgo = 380 - index * 45 - (account.id % 7);
    movements.push({ id: ++id, at: at(daysAgo), amount: amount + (account.id % 5) * 10, source, reference: source === 'receipt' ? String(account.id * 100 + index) : null, expiresAt: expiry(daysAgo) });
  });
  // The oldest batch has expired; a reward was spent in the spring.
  const oldest = movements[0]!;
  movements.push({ id: ++id, at: oldest.expiresAt!, amount: -oldest.amount, source: 'expiry', reference: String(oldest.id), expiresAt: null });
  movements.push({ id: ++id, at: at(120), amount: -100, source: 'reward', reference: null, expiresAt: null });
  movements.sort((a, b) => a.at.localeCompare(b.at));
  return { movements, nextId: id + 1 };
}

export function ledgerOf(store: MemberStore, account: Account): PointsLedger {
  return store.areaState('points', account, (a) => seedLedger(a, store.time()));
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
