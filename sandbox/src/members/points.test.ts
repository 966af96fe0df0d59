import { describe, expect, it } from 'vitest';
import { balanceOf, batchesOf, earnedBetween, expiringBatches, ledgerOf, record, seedLedger, settleExpiries, type PointsLedger } from './points';
import { MemberStore, type Account } from './store';

const DAY = 86_400_000;

describe('points ledger', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const store = new MemberStore(() => now);
  const jana = store.find('aupark', 'jana.novakova@aupark.test')!;

  it('seeds a demo account with a year of history: earned, spent, expired, and a positive balance', () => {
    const ledger = ledgerOf(store, jana);
    const sources = new Set(ledger.movements.map((m) => m.source));
    expect(sources).toEqual(new Set(['receipt', 'bonus', 'expiry', 'reward']));
    expect(balanceOf(ledger)).toBeGreaterThan(500);
    // Sorted oldest first, every earned batch with an expiry a year after it was earned.
    expect(ledger.movements.map((m) => m.at)).toEqual([...ledger.movements.map((m) => m.at)].sort());
    for (const m of ledger.movements.filter((x) => x.amount > 0)) expect(Date.parse(m.expiresAt!) - Date.parse(m.at)).toBe(365 * 86_400_000);
    // Ten receipts, the welcome, birthday and app bonuses; nothing dated before the account or after now.
    expect(ledger.movements.filter((m) => m.source === 'receipt')).toHaveLength(10);
    expect(ledger.movements.filter((m) => m.source === 'bonus').map((m) => m.reference).sort()).toEqual(['app', 'birthday', 'welcome']);
    for (const m of ledger.movements) {
      expect(m.at >= jana.createdAt).toBe(true);
      expect(m.at <= now.toISOString()).toBe(true);
    }
  });

  it('keeps one ledger per account: a movement changes that balance only', () => {
    const other = store.find('europasc', 'marek.horvath@europasc.test')!;
    const before = balanceOf(ledgerOf(store, other));
    const janaBefore = balanceOf(ledgerOf(store, jana));
    record(ledgerOf(store, jana), { at: now.toISOString(), amount: -50, source: 'reward', reference: '7', expiresAt: null });
    expect(balanceOf(ledgerOf(store, jana))).toBe(janaBefore - 50);
    expect(balanceOf(ledgerOf(store, other))).toBe(before);
  });

  it('gives a new account its welcome bonus only', () => {
    const fresh = new MemberStore(() => now);
    const account = fresh.add({ ...jana, email: 'new.member@aupark.test', createdAt: new Date(now.getTime() - 3600_000).toISOString() } as Omit<Account, 'id'>);
    const ledger = ledgerOf(fresh, account);
    expect(ledger.movements).toEqual([expect.objectContaining({ amount: 50, source: 'bonus', reference: 'welcome' })]);
    expect(balanceOf(ledger)).toBe(50);
  });
});

describe('batches: first in, first out, and what expires', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY).toISOString();
  const ledger = (): PointsLedger => ({
    movements: [
      { id: 1, at: at(0), amount: 100, source: 'receipt', reference: '1', expiresAt: at(365) },
      { id: 2, at: at(30), amount: 50, source: 'bonus', reference: 'app', expiresAt: at(395) },
      { id: 3, at: at(100), amount: -120, source: 'reward', reference: '9', expiresAt: null },
    ],
    nextId: 4,
  });

  it('takes spent points from the batch that expires first, then the next', () => {
    expect(batchesOf(ledger()).map((b) => b.remaining)).toEqual([0, 30]);
  });

  it('lets what is left of a batch expire on its day, as a movement of its own, once', () => {
    const l = ledger();
    settleExpiries(l, new Date(at(400)));
    settleExpiries(l, new Date(at(401)));
    const expiries = l.movements.filter((m) => m.source === 'expiry');
    expect(expiries).toEqual([{ id: 4, at: at(395), amount: -30, source: 'expiry', reference: '2', expiresAt: null }]);
    expect(balanceOf(l)).toBe(0);
  });

  it('settles again when a movement dated earlier arrives later: the balance stays right', () => {
    const l = ledger();
    settleExpiries(l, new Date(at(400)));
    record(l, { at: at(200), amount: -10, source: 'reward', reference: '10', expiresAt: null });
    settleExpiries(l, new Date(at(400)));
    expect(l.movements.filter((m) => m.source === 'expiry').map((m) => [m.id, m.amount])).toEqual([[4, -20]]);
    expect(balanceOf(l)).toBe(0);
  });

  it('lists the batches still to expire, soonest first, and counts what was earned in a period', () => {
    const l = ledger();
    record(l, { at: at(300), amount: 70, source: 'receipt', reference: '2', expiresAt: at(665) });
    expect(expiringBatches(l, new Date(at(310))).map((b) => [b.remaining, b.expiresAt])).toEqual([
      [30, at(395)],
      [70, at(665)],
    ]);
    expect(earnedBetween(l, new Date(at(10)), new Date(at(310)))).toBe(120);
  });

  it('seeds deterministically: the same account and day give the same history', () => {
    const store = new MemberStore(() => new Date('2026-06-01T08:00:00Z'));
    const marek = store.find('europasc', 'marek.horvath@europasc.test')!;
    expect(seedLedger(marek, new Date('2026-06-01T08:00:00Z'))).toEqual(seedLedger(marek, new Date('2026-06-01T08:00:00Z')));
  });
});
