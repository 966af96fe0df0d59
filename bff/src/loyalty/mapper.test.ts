import { describe, expect, it } from 'vitest';
import { toEarningRules, toHistoryPage, toMemberPoints, toMemberTier, toMovement, toSource } from './mapper';
import { earningSchema, memberTierSchema, movementSchema } from './upstream';

const ctx = { lang: 'cz' as const, fallbackLang: 'sk' as const, timeZone: 'Europe/Prague' };
const nbsp = (text: string) => text.replace(/\s/g, ' ');

const tier = (id: number, from: number, names: Record<string, string>) => ({
  id,
  position: 1,
  points_from: from,
  color: '#8c5a2b',
  translations: Object.entries(names).map(([locale, name]) => ({ locale, name, benefits: `<ul><li>${name}</li><script>x()</script></ul>` })),
});

describe('a movement of points', () => {
  const movement = (fields: Record<string, unknown>) =>
    movementSchema.parse({ id: 7, created_at: '2026-11-20T23:10:00Z', amount: 120, source: 'receipt', reference: '1001', expires_at: '2027-11-20T23:10:00Z', translations: [], ...fields });

  it('says where it comes from, signed, on the mall’s day, with what it was for in the page language', () => {
    expect(toMovement(movement({ translations: [{ locale: 'sk', description: 'Uvítací bonus' }, { locale: 'en', description: 'Welcome bonus' }], source: 'bonus' }), ctx)).toEqual({
      id: '7',
      date: '2026-11-21',
      points: 120,
      source: 'BONUS',
      detail: 'Uvítací bonus',
      expiresOn: '2027-11-21',
    });
    const spent = toMovement(movement({ amount: -100, source: 'reward', expires_at: null }), ctx);
    expect(spent).toMatchObject({ points: -100, source: 'REWARD', detail: null, expiresOn: null });
    // Only earned points expire; an expiry's own date is the day it happened.
    expect(toMovement(movement({ amount: -30, source: 'expiry', expires_at: '2026-01-01T00:00:00Z' }), ctx).expiresOn).toBeNull();
  });

  it('shows a source it does not know as the mall’s correction, never drops it', () => {
    expect(toSource('RECEIPT')).toBe('RECEIPT');
    expect(toSource('cashback')).toBe('ADJUSTMENT');
  });

  it('pages as the platform does, never with a last page of 0', () => {
    expect(toHistoryPage({ current_page: 1, last_page: 0, per_page: 10, total: 0, data: [] }, ctx)).toEqual({ items: [], currentPage: 1, lastPage: 1, perPage: 10, total: 0 });
  });
});

describe('the balance and what expires', () => {
  it('lists the next batches soonest first on the mall’s days, one per day, as many as asked', () => {
    const points = toMemberPoints(
      {
        balance: 480,
        expiring: [
          { points: 70, expires_at: '2027-02-01T10:00:00Z' },
          { points: 100, expires_at: '2026-12-10T08:00:00Z' },
          { points: 0, expires_at: '2026-12-01T08:00:00Z' },
          { points: 60, expires_at: '2026-12-10T20:00:00Z' },
          { points: 250, expires_at: '2027-05-01T10:00:00Z' },
        ],
      },
      'Europe/Prague',
      2,
    );
    expect(points).toEqual({ balance: 480, expiring: [{ points: 160, expiresOn: '2026-12-10' }, { points: 70, expiresOn: '2027-02-01' }] });
  });
});

describe('the tier and the way to the next one', () => {
  const silver = tier(1802, 500, { en: 'Silver', cz: 'Stříbrná' });
  const gold = tier(1803, 2000, { en: 'Gold', cz: 'Zlatá' });

  it('names both in the page language and rounds the progress down to a multiple of 10 (spec §9)', () => {
    const result = toMemberTier(memberTierSchema.parse({ tier: silver, next_tier: gold, points: 1985, points_to_next_tier: 15 }), ctx);
    expect(result).toMatchObject({ tier: { name: 'Stříbrná', pointsFrom: 500, color: '#8c5a2b' }, next: { name: 'Zlatá', pointsFrom: 2000 }, points: 1985, pointsToNext: 15, progress: 90 });
    expect(result.tier.benefits).not.toContain('script');
    expect(toMemberTier(memberTierSchema.parse({ tier: silver, next_tier: gold, points: 755 }), ctx)).toMatchObject({ pointsToNext: 1245, progress: 30 });
  });

  it('is complete at the top tier', () => {
    expect(toMemberTier(memberTierSchema.parse({ tier: gold, next_tier: null, points: 2400, points_to_next_tier: null }), ctx)).toMatchObject({ next: null, pointsToNext: null, progress: 100 });
  });
});

describe('the rules of earning', () => {
  const earning = earningSchema.parse({
    currency: 'CZK',
    amount_per_point: 25,
    receipt_max_age_days: 14,
    checking_days: 1,
    points_valid_days: 365,
    bonuses: [
      { key: 'welcome', points: 50, translations: [{ locale: 'en', name: 'Welcome bonus', description: 'For joining.' }, { locale: 'cz', name: 'Uvítací bonus', description: 'Za vstup.' }] },
      { key: 'nameless', points: 5, translations: [] },
    ],
  });

  it('writes what a point costs in the mall’s currency for the language, and the bonuses in its words', () => {
    const rules = toEarningRules(earning, 'EUR', ctx);
    expect(nbsp(rules.amountPerPoint)).toBe('25 Kč');
    expect(rules).toMatchObject({ receiptMaxAgeDays: 14, checkingDays: 1, pointsValidDays: 365, bonuses: [{ key: 'welcome', name: 'Uvítací bonus', description: 'Za vstup.', points: 50 }] });
    expect(nbsp(toEarningRules({ ...earning, currency: null, amount_per_point: 1 }, 'EUR', { lang: 'en', fallbackLang: 'sk' }).amountPerPoint)).toBe('€1');
  });
});
