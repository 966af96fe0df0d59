import { describe, expect, it } from 'vitest';
import { balanceOf, ledgerOf, record } from './points';
import { MemberStore } from './store';

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
  });

  it('keeps one ledger per account: a movement changes that balance only', () => {
    const other = store.find('europasc', 'marek.horvath@europasc.test')!;
    const before = balanceOf(ledgerOf(store, other));
    const janaBefore = balanceOf(ledgerOf(store, jana));
    record(ledgerOf(store, jana), { at: now.toISOString(), amount: -50, source: 'reward', reference: '7', expiresAt: null });
    expect(balanceOf(ledgerOf(store, jana))).toBe(janaBefore - 50);
    expect(balanceOf(ledgerOf(store, other))).toBe(before);
  });
});
