import { describe, expect, it } from 'vitest';
import { availabilityOf, refusalOf, toCustomerReward, toMemberReward, type AvailabilityFacts } from './member-mapper';
import { customerRewardSchema, rewardLimitsSchema } from './member-upstream';
import { rewardCategoriesSchema, rewardSchema } from './upstream';

const facts: AvailabilityFacts = { points: 100, validFrom: '2026-01-01', validTo: '2026-12-31', remaining: 5, leftForMember: 1, balance: 100, today: '2026-11-25' };

describe('availabilityOf', () => {
  it('is available when every limit leaves room and the balance covers the points (exactly is enough)', () => {
    expect(availabilityOf(facts)).toBe('AVAILABLE');
    expect(availabilityOf({ ...facts, remaining: null, leftForMember: null, validFrom: null, validTo: null })).toBe('AVAILABLE');
  });

  it('names the first reason in the platform’s order: dates, stock, the member’s limit, points', () => {
    const none = { ...facts, remaining: 0, leftForMember: 0, balance: 0 };
    expect(availabilityOf({ ...none, today: '2027-01-01' })).toBe('NOT_VALID');
    expect(availabilityOf({ ...none, today: '2025-12-31' })).toBe('NOT_VALID');
    expect(availabilityOf(none)).toBe('SOLD_OUT');
    expect(availabilityOf({ ...none, remaining: 1 })).toBe('LIMIT_REACHED');
    expect(availabilityOf({ ...facts, balance: 99 })).toBe('INSUFFICIENT_POINTS');
  });

  it('counts the first and the last day in', () => {
    expect(availabilityOf({ ...facts, today: '2026-01-01' })).toBe('AVAILABLE');
    expect(availabilityOf({ ...facts, today: '2026-12-31' })).toBe('AVAILABLE');
  });
});

const categories = rewardCategoriesSchema.parse([{ id: 903, translations: [{ locale: 'en', name: 'Experiences' }] }]);
const upstream = rewardSchema.parse({
  id: 1403,
  category_id: 903,
  points: 250,
  limit_per_member: 2,
  limit_total: 10,
  remaining: 4,
  valid_from: '2026-01-01',
  valid_to: null,
  image: null,
  customer_like: { reaction: '' },
  translations: [{ locale: 'en', title: 'One hour of free parking' }],
});

describe('toMemberReward', () => {
  const context = (limits: unknown) => ({ lang: 'en' as const, fallbackLang: 'cz' as const, categories, today: '2026-11-25', limits: rewardLimitsSchema.parse(limits) });

  it('reads the member’s counts from the limits and what they lack from the balance', () => {
    const item = toMemberReward(upstream, context({ points_balance: 200, rewards: [{ reward_id: 1403, activated: 1, left_for_member: 1, remaining: 3 }] }));
    expect(item).toMatchObject({ availability: 'INSUFFICIENT_POINTS', activatedCount: 1, leftForMember: 1, pointsShort: 50 });
    expect(item.reward).toMatchObject({ id: '1403', title: 'One hour of free parking', customerLike: { reaction: '' } });
  });

  it('takes the limits’ stock over the reward’s, and works out the member’s room when the limits do not list the reward', () => {
    expect(toMemberReward(upstream, context({ points_balance: 900, rewards: [{ reward_id: 1403, activated: 0, left_for_member: 2, remaining: 0 }] })).availability).toBe('SOLD_OUT');
    const unlisted = toMemberReward(upstream, context({ points_balance: 900, rewards: [] }));
    expect(unlisted).toMatchObject({ availability: 'AVAILABLE', activatedCount: 0, leftForMember: 2, pointsShort: 0 });
  });
});

describe('toCustomerReward', () => {
  const item = customerRewardSchema.parse({
    id: 1001,
    reward_id: 1403,
    code: 'AUP-7KQ3-M2XD',
    status: 'used',
    points: 3,
    activated_at: '2026-07-31T22:30:00Z',
    valid_until: '2026-08-30T22:30:00.000Z',
    used_at: '2026-08-01T08:00:00Z',
    reward: upstream,
  });

  it('gives the status, the instants and their days in the mall’s calendar', () => {
    const mapped = toCustomerReward(item, { lang: 'en', fallbackLang: 'cz', categories, timeZone: 'Europe/Prague' });
    expect(mapped).toMatchObject({
      id: '1001',
      code: 'AUP-7KQ3-M2XD',
      status: 'USED',
      activatedAt: '2026-07-31T22:30:00.000Z',
      // Past midnight in Prague (summer time, UTC+2): the next day.
      activatedOn: '2026-08-01',
      validUntilDay: '2026-08-31',
      usedOn: '2026-08-01',
      reward: { id: '1403', title: 'One hour of free parking' },
    });
  });

  it('has no reward when the mall withdrew it', () => {
    expect(toCustomerReward({ ...item, reward: null, used_at: null }, { lang: 'en', fallbackLang: 'cz', categories, timeZone: 'Europe/Prague' })).toMatchObject({ reward: null, usedAt: null, usedOn: null });
  });
});

describe('refusalOf', () => {
  it('reads the field of the platform’s 422 that says what failed', () => {
    expect(refusalOf({ points: ['You do not have enough points (5 of 100).'] })).toBe('INSUFFICIENT_POINTS');
    expect(refusalOf({ limit_per_member: ['…'] })).toBe('LIMIT_REACHED');
    expect(refusalOf({ remaining: ['…'] })).toBe('SOLD_OUT');
    expect(refusalOf({ validity: ['…'] })).toBe('NOT_VALID');
    expect(refusalOf({ reward_id: ['The selected reward id is invalid.'] })).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});
