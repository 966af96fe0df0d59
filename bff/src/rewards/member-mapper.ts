import type { CustomerReward, CustomerRewardPage, CustomerRewardStatus, MemberReward, Reward, RewardAvailability } from '../graphql/generated';
import { mallDateTime } from '../shared/mall-time';
import type { DisplayContext } from '../shared/translation';
import { toReward } from './mapper';
import type { UpstreamCustomerReward, UpstreamCustomerRewardPage, UpstreamRewardLimits } from './member-upstream';
import type { UpstreamReward, UpstreamRewardCategory } from './upstream';

// The member's rewards, display-ready (issue 10 "Rewards for members"): what the member can afford and
// within which limits, their activated rewards with status and validity in the mall's calendar.

/** What the availability rule reads of one reward for one member. */
export interface AvailabilityFacts {
  points: number;
  /** YYYY-MM-DD; null: no bound. */
  validFrom: string | null;
  validTo: string | null;
  /** Left of the total now; null: no total limit. */
  remaining: number | null;
  /** How many more times the member may activate it; null: no limit per member. */
  leftForMember: number | null;
  balance: number;
  /** The mall's today, YYYY-MM-DD. */
  today: string;
}

/**
 * Whether the member can activate the reward now, or the first reason why not, in the platform's order
 * (sandbox/CONTRACT.md "Members' rewards"): out of its dates, sold out, the member's limit, the points.
 */
export function availabilityOf(facts: AvailabilityFacts): RewardAvailability {
  if ((facts.validFrom !== null && facts.today < facts.validFrom) || (facts.validTo !== null && facts.today > facts.validTo)) return 'NOT_VALID';
  if (facts.remaining !== null && facts.remaining <= 0) return 'SOLD_OUT';
  if (facts.leftForMember !== null && facts.leftForMember <= 0) return 'LIMIT_REACHED';
  if (facts.balance < facts.points) return 'INSUFFICIENT_POINTS';
  return 'AVAILABLE';
}

export interface MemberRewardContext extends DisplayContext {
  categories: readonly UpstreamRewardCategory[];
  limits: UpstreamRewardLimits;
  today: string;
}

/** A reward of the member's catalogue: the reward, and what the member's limits and balance make of it. */
export function toMemberReward(upstream: UpstreamReward, ctx: MemberRewardContext): MemberReward {
  const reward = toReward(upstream, ctx, ctx.categories);
  const limits = ctx.limits.rewards.find((l) => l.reward_id === upstream.id);
  const activatedCount = limits?.activated ?? 0;
  // The member's own count decides when the platform gives it; else the reward's limit less what they used.
  const leftForMember = limits ? (limits.left_for_member ?? null) : reward.limitPerMember == null ? null : Math.max(0, reward.limitPerMember - activatedCount);
  const remaining = limits && limits.remaining !== undefined ? limits.remaining : (reward.remaining ?? null);
  const balance = ctx.limits.points_balance;
  return {
    reward,
    availability: availabilityOf({ points: reward.points, validFrom: reward.validFrom ?? null, validTo: reward.validTo ?? null, remaining, leftForMember, balance, today: ctx.today }),
    activatedCount,
    leftForMember,
    pointsShort: Math.max(0, reward.points - balance),
  };
}

const statuses: Record<UpstreamCustomerReward['status'], CustomerRewardStatus> = { active: 'ACTIVE', used: 'USED', expired: 'EXPIRED' };

export interface CustomerRewardContext extends DisplayContext {
  categories: readonly UpstreamRewardCategory[];
  timeZone: string;
}

/** An activated reward: its status, its instants and their days in the mall's calendar, the reward. */
export function toCustomerReward(item: UpstreamCustomerReward, ctx: CustomerRewardContext): Omit<CustomerReward, 'qrSvg'> & { reward: Reward | null } {
  const day = (instant: string) => mallDateTime(new Date(instant), ctx.timeZone).date;
  const instant = (value: string) => new Date(value).toISOString();
  return {
    id: item.id,
    code: item.code,
    status: statuses[item.status],
    points: item.points,
    activatedAt: instant(item.activated_at),
    validUntil: instant(item.valid_until),
    usedAt: item.used_at ? instant(item.used_at) : null,
    activatedOn: day(item.activated_at),
    validUntilDay: day(item.valid_until),
    usedOn: item.used_at ? day(item.used_at) : null,
    reward: item.reward ? toReward(item.reward, ctx, ctx.categories) : null,
  };
}

export function toCustomerRewardPage(page: UpstreamCustomerRewardPage, ctx: CustomerRewardContext): Omit<CustomerRewardPage, 'items'> & { items: ReturnType<typeof toCustomerReward>[] } {
  return {
    items: page.data.map((item) => toCustomerReward(item, ctx)),
    currentPage: page.current_page,
    lastPage: Math.max(1, page.last_page),
    perPage: page.per_page,
    total: page.total,
  };
}

/** The platform's refusal of an activation (the 422's field says what failed), as the availability it means. */
export function refusalOf(fieldErrors: Record<string, string[]> | undefined): RewardAvailability | null {
  const fields = Object.keys(fieldErrors ?? {});
  if (fields.includes('validity')) return 'NOT_VALID';
  if (fields.includes('remaining')) return 'SOLD_OUT';
  if (fields.includes('limit_per_member')) return 'LIMIT_REACHED';
  if (fields.includes('points')) return 'INSUFFICIENT_POINTS';
  return null;
}
