import { describe, expect, it } from 'vitest';
import { rewardId, rewardsFor } from '../data/rewards';
import { activate, activationRefusal, customerRewardsOf, mallDay, remainingOf, seededCode, statusOf, validUntil, withStock } from './customer-rewards';
import { balanceOf, ledgerOf } from './points';
import { MemberStore } from './store';

const image = () => '';
const reward = { points: 100, limit_per_member: 2, valid_from: '2026-01-01', valid_to: '2026-12-31' };
const facts = { balance: 500, activatedByMember: 0, remaining: 10, today: '2026-11-25' };

describe('activationRefusal', () => {
  it('lets a valid reward with stock, room and points through', () => {
    expect(activationRefusal(reward, facts)).toBeNull();
    // The last point and the last piece are enough.
    expect(activationRefusal(reward, { ...facts, balance: 100, remaining: 1, activatedByMember: 1 })).toBeNull();
    // No limits at all.
    expect(activationRefusal({ ...reward, limit_per_member: null }, { ...facts, remaining: null, activatedByMember: 99 })).toBeNull();
  });

  it('refuses out of its dates first, whatever else holds', () => {
    expect(activationRefusal(reward, { ...facts, today: '2025-12-31', balance: 0, remaining: 0 })).toBe('validity');
    expect(activationRefusal(reward, { ...facts, today: '2027-01-01' })).toBe('validity');
    expect(activationRefusal({ ...reward, valid_to: null }, { ...facts, today: '2030-01-01' })).toBeNull();
    // The first and the last day are in.
    expect(activationRefusal(reward, { ...facts, today: '2026-01-01' })).toBeNull();
    expect(activationRefusal(reward, { ...facts, today: '2026-12-31' })).toBeNull();
  });

  it('then sold out, then the per-member limit, then the points', () => {
    expect(activationRefusal(reward, { ...facts, remaining: 0, activatedByMember: 2, balance: 0 })).toBe('remaining');
    expect(activationRefusal(reward, { ...facts, activatedByMember: 2, balance: 0 })).toBe('limit_per_member');
    expect(activationRefusal(reward, { ...facts, balance: 99 })).toBe('points');
  });
});

describe('statusOf and validUntil', () => {
  const at = new Date('2026-11-20T09:00:00Z');
  it('is valid for 30 days, never past the reward’s last day in the mall’s calendar', () => {
    expect(validUntil({ valid_to: null }, at, 'aupark')).toBe('2026-12-20T09:00:00.000Z');
    // 30 Nov 2026, 23:59:59.999 in Bratislava (CET, UTC+1).
    expect(validUntil({ valid_to: '2026-11-30' }, at, 'aupark')).toBe('2026-11-30T22:59:59.999Z');
    // Summer time: UTC+2.
    expect(validUntil({ valid_to: '2026-07-10' }, new Date('2026-07-01T09:00:00Z'), 'galerieharfa')).toBe('2026-07-10T21:59:59.999Z');
  });

  it('is used once used, expired past its validity, else active', () => {
    const item = { id: 1, reward_id: 1, code: 'X', points: 1, activated_at: at.toISOString(), valid_until: '2026-12-20T09:00:00.000Z', used_at: null };
    expect(statusOf(item, new Date('2026-12-20T08:59:59Z'))).toBe('active');
    expect(statusOf(item, new Date('2026-12-20T09:00:01Z'))).toBe('expired');
    expect(statusOf({ ...item, used_at: '2026-11-21T10:00:00Z' }, new Date('2026-12-25T00:00:00Z'))).toBe('used');
  });

  it('reads the day in the mall’s zone', () => {
    expect(mallDay(new Date('2026-11-24T23:30:00Z'), 'aupark')).toBe('2026-11-25');
  });
});

describe('codes', () => {
  it('are stable for a seeded id, in the mall’s prefix, without look-alike characters', () => {
    expect(seededCode('aupark', 1001)).toBe(seededCode('aupark', 1001));
    expect(seededCode('aupark', 1001)).not.toBe(seededCode('aupark', 1002));
    expect(seededCode('galerieharfa', 2001)).toMatch(/^HAR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });
});

describe('a member’s rewards', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('seeds a demo member: used, expired and active ones, each in the ledger once', () => {
    const store = new MemberStore(() => now);
    const jana = store.find('aupark', 'jana.novakova@aupark.test')!;
    const rewards = rewardsFor('aupark', image);
    const { items } = customerRewardsOf(store, jana, rewards);
    expect(items.map((i) => statusOf(i, now))).toEqual(['used', 'expired', 'active', 'active']);
    expect(items[0]!.reward_id).toBe(rewardId('aupark', 0));
    const spent = ledgerOf(store, jana).movements.filter((m) => m.source === 'reward');
    expect(spent.map((m) => m.reference).sort()).toEqual(items.map((i) => String(i.id)).sort());
    // Beta has no carousel: three seeds there.
    const eva = store.find('beta', 'demo@beta.test')!;
    expect(customerRewardsOf(store, eva, rewardsFor('beta', image)).items).toHaveLength(3);
  });

  it('activates: points taken, stock counted, a code given; refuses with the reason and changes nothing', () => {
    const store = new MemberStore(() => now);
    const jana = store.find('aupark', 'jana.novakova@aupark.test')!;
    const rewards = rewardsFor('aupark', image);
    const cinema = rewards.find((r) => r.id === rewardId('aupark', 6))!;
    // The seeds first (the sandbox seeds the demo members at start): they take their points too.
    customerRewardsOf(store, jana, rewards);
    const before = balanceOf(ledgerOf(store, jana));
    const done = activate(store, jana, cinema, rewards);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.item.code).toMatch(/^AUP-/);
    expect(balanceOf(ledgerOf(store, jana))).toBe(before - cinema.points);
    expect(remainingOf(store, cinema)).toBe(cinema.remaining! - 1);
    expect(withStock(store, rewards).find((r) => r.id === cinema.id)!.remaining).toBe(cinema.remaining! - 1);

    const coffee = rewards.find((r) => r.id === rewardId('aupark', 0))!;
    expect(activate(store, jana, coffee, rewards)).toMatchObject({ ok: false, refusal: 'limit_per_member' });
    const voucher = rewards.find((r) => r.id === rewardId('aupark', 1))!;
    expect(activate(store, jana, voucher, rewards)).toMatchObject({ ok: false, refusal: 'remaining' });
    const big = rewards.find((r) => r.id === rewardId('aupark', 8))!;
    expect(activate(store, jana, big, rewards)).toMatchObject({ ok: false, refusal: 'points' });
    const iceCream = rewards.find((r) => r.id === rewardId('aupark', 3))!;
    expect(activate(store, jana, iceCream, rewards)).toMatchObject({ ok: false, refusal: 'validity' });
    expect(balanceOf(ledgerOf(store, jana))).toBe(before - cinema.points);
  });

  it('keeps the stock per sandbox: another store starts from the seeds', () => {
    const rewards = rewardsFor('aupark', image);
    const cinema = rewards.find((r) => r.id === rewardId('aupark', 6))!;
    expect(remainingOf(new MemberStore(() => now), cinema)).toBe(cinema.remaining);
  });
});
