import { describe, expect, it } from 'vitest';
import { MemberStore } from '../members/store';
import { issuePass, passCode } from '../routes/parking-pass';
import { ageOn } from '../routes/profile';
import { seedPayments } from './payments';
import { seedSupportRequests } from './support-requests';

const now = new Date('2026-06-15T09:30:00Z');
const store = new MemberStore(() => now);
const jana = store.find('aupark', 'jana.novakova@aupark.test')!;
const petr = store.find('galerieharfa', 'petr.svoboda@galerieharfa.test')!;
const stranger = store.add({ ...jana, email: 'someone@aupark.test' });

describe('the seeded payments', () => {
  it("give a demo member three cards (one expired) and fourteen purchases in the mall's currency, newest first, none in the future", () => {
    const { methods, purchases } = seedPayments(jana, now);
    expect(methods.map((m) => [m.brand, m.is_default, m.exp_year < 2026])).toEqual([
      ['visa', true, false],
      ['mastercard', false, false],
      ['maestro', false, true],
    ]);
    for (const method of methods) expect(method.last4).toMatch(/^\d{4}$/);
    expect(purchases).toHaveLength(14);
    expect(new Set(purchases.map((p) => p.currency))).toEqual(new Set(['EUR']));
    expect(new Set(seedPayments(petr, now).purchases.map((p) => p.currency))).toEqual(new Set(['CZK']));
    const times = purchases.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]! < now.toISOString()).toBe(true);
    expect(new Set(purchases.map((p) => p.reference)).size).toBe(14);
  });

  it('are the same for the same day, and nothing for an account that is not a demo one', () => {
    expect(seedPayments(jana, now)).toEqual(seedPayments(jana, now));
    expect(seedPayments(stranger, now)).toEqual({ methods: [], purchases: [] });
    expect(seedSupportRequests(stranger, now)).toEqual({ requests: [], next: 1 });
    expect(seedSupportRequests(jana, now).requests.map((r) => r.status)).toEqual(['answered', 'closed']);
  });
});

describe('the parking code', () => {
  it("is the account's, valid for 24 hours from the minute it is issued, and another one at another minute", () => {
    const pass = issuePass(jana, now);
    expect(pass).toEqual({ code: passCode(jana, new Date('2026-06-15T09:30:00Z')), valid_from: '2026-06-15T09:30:00.000Z', valid_until: '2026-06-16T09:30:00.000Z' });
    expect(pass.code).toMatch(new RegExp(`^P-${String(jana.id).padStart(5, '0')}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$`));
    expect(issuePass(jana, new Date('2026-06-15T09:31:00Z')).code).not.toBe(pass.code);
    expect(issuePass(petr, now).code).not.toBe(pass.code);
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday counted on its day', () => {
    expect(ageOn('2011-06-15', '2026-06-15')).toBe(15);
    expect(ageOn('2011-06-16', '2026-06-15')).toBe(14);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });
});
