// A member's activated rewards (spec §7 "Rewards": `customer-rewards`, `me/customer-rewards`,
// `me/customer-rewards/limits`): what the platform keeps when a member swaps points for a reward.
// The field list and the rules are ours (the specification shows none, §3, §9 "reward limits: not
// shown"); sandbox/CONTRACT.md "Members' rewards" describes them.
//
// - Activating takes the reward's points from the ledger (members/points.ts, a 'reward' movement) and
//   gives a code for the cashier, valid for CUSTOMER_REWARD_DAYS days but never past the reward's own
//   last day.
// - It is refused when the reward is not valid today (mall's calendar), when none are left of its
//   total (`limit_total`), when the member has activated it `limit_per_member` times already (used and
//   expired ones count: the limit is per member, not per moment), or when the balance is short.
// - An activated reward is `active` until used at the till (`used_at`) or past `valid_until`.

import { randomInt } from 'node:crypto';
import { demoMembers } from '../data/members';
import { mallTimeZone } from '../data/content';
import type { Reward } from '../data/rewards';
import { rewardId } from '../data/rewards';
import type { TenantId } from '../tenancy';
import { balanceOf, ledgerOf, record } from './points';
import type { Account, MemberStore } from './store';

const DAY = 86_400_000;

/** How long an activated reward stays valid, at most (our choice). */
export const CUSTOMER_REWARD_DAYS = 30;

export type CustomerRewardStatus = 'active' | 'used' | 'expired';

export interface CustomerReward {
  /** Unique across members (an id of another member's reward answers 404). */
  id: number;
  reward_id: number;
  /** What the cashier scans or types: `<mall>-XXXX-XXXX`. */
  code: string;
  /** The points it cost. */
  points: number;
  /** ISO date-times. */
  activated_at: string;
  valid_until: string;
  used_at: string | null;
}

/** Why an activation is refused: the field of the 422 reply that carries the message. */
export type ActivationRefusal = 'validity' | 'remaining' | 'limit_per_member' | 'points';

export interface ActivationFacts {
  /** The member's points balance. */
  balance: number;
  /** How many times the member has activated this reward (any status). */
  activatedByMember: number;
  /** How many are left of the reward's total now; null: no total limit. */
  remaining: number | null;
  /** Today in the mall's calendar, YYYY-MM-DD. */
  today: string;
}

/**
 * The platform's rule, in its order: a reward out of its dates first (nothing else matters), then one
 * that is sold out, then the member's own limit, then the points. null: it may be activated.
 */
export function activationRefusal(reward: Pick<Reward, 'points' | 'limit_per_member' | 'valid_from' | 'valid_to'>, facts: ActivationFacts): ActivationRefusal | null {
  if (facts.today < reward.valid_from || (reward.valid_to !== null && facts.today > reward.valid_to)) return 'validity';
  if (facts.remaining !== null && facts.remaining <= 0) return 'remaining';
  if (reward.limit_per_member !== null && facts.activatedByMember >= reward.limit_per_member) return 'limit_per_member';
  if (facts.balance < reward.points) return 'points';
  return null;
}

export function statusOf(item: CustomerReward, now: Date): CustomerRewardStatus {
  if (item.used_at) return 'used';
  return Date.parse(item.valid_until) < now.getTime() ? 'expired' : 'active';
}

/** A day (YYYY-MM-DD) in the mall's calendar. */
export function mallDay(instant: Date, tenant: TenantId): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: mallTimeZone(tenant), year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The last instant of a mall day (23:59:59.999 local), as the end of a reward's validity. */
function endOfMallDay(day: string, tenant: TenantId): Date {
  // Noon UTC of the next day is the next local day in every European zone; step back to its local midnight.
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + DAY);
  const zone = mallTimeZone(tenant);
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: '2-digit' }).format(next));
  const minute = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, minute: '2-digit' }).format(next));
  const localMidnight = next.getTime() - (hour * 60 + minute) * 60_000;
  return new Date(localMidnight - 1);
}

/** Until when an activation at `at` is valid: CUSTOMER_REWARD_DAYS days, never past the reward's last day. */
export function validUntil(reward: Pick<Reward, 'valid_to'>, at: Date, tenant: TenantId): string {
  const limit = at.getTime() + CUSTOMER_REWARD_DAYS * DAY;
  const rewardEnd = reward.valid_to === null ? Number.POSITIVE_INFINITY : endOfMallDay(reward.valid_to, tenant).getTime();
  return new Date(Math.min(limit, rewardEnd)).toISOString();
}

const PREFIX: Record<TenantId, string> = { aupark: 'AUP', galerieharfa: 'HAR', novoplaza: 'NOV', europasc: 'EUR', beta: 'BET' };
// No 0/O, 1/I/L: a code read out at the till must not be misheard.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function codeFrom(tenant: TenantId, next: () => number): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[next() % ALPHABET.length]).join('');
  return `${PREFIX[tenant]}-${group()}-${group()}`;
}

/** A fresh code for the till. */
export const randomCode = (tenant: TenantId): string => codeFrom(tenant, () => randomInt(ALPHABET.length));

/** A seeded item's code: stable per id, so a demo and a test can name it. */
export function seededCode(tenant: TenantId, id: number): string {
  let state = id * 2_654_435_761;
  return codeFrom(tenant, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536);
  });
}

export interface CustomerRewardState {
  items: CustomerReward[];
}

interface Shared {
  /** Activations since the sandbox started, per reward id (the seeds' `taken` counts the earlier ones). */
  taken: Map<number, number>;
  nextId: number;
}

// Per sandbox (per member store): the stock of every tenant's rewards and the id counter.
const sharedByStore = new WeakMap<MemberStore, Shared>();

function shared(store: MemberStore): Shared {
  let value = sharedByStore.get(store);
  if (!value) sharedByStore.set(store, (value = { taken: new Map(), nextId: 10_000_001 }));
  return value;
}

/** How many of a reward's total are left now: its seeded remainder less the activations since. */
export function remainingOf(store: MemberStore, reward: Pick<Reward, 'id' | 'remaining'>): number | null {
  if (reward.remaining === null) return null;
  return Math.max(0, reward.remaining - (shared(store).taken.get(reward.id) ?? 0));
}

/** The rewards as the platform answers them now: `remaining` after this sandbox's activations. */
export function withStock(store: MemberStore, rewards: readonly Reward[]): Reward[] {
  return rewards.map((r) => (r.remaining === null ? r : { ...r, remaining: remainingOf(store, r) }));
}

const isDemo = (account: Account) => demoMembers.some((d) => d.tenant === account.tenant && d.email.toLowerCase() === account.email.toLowerCase());

/**
 * A demo member's history, relative to now: the free coffee used last summer (the ledger's spent
 * 'reward' movement), an hour of parking that expired unused, and two rewards active now. Other
 * accounts start with none. Each seed that the ledger does not already hold is recorded there.
 */
function seed(store: MemberStore, account: Account, rewards: readonly Reward[]): CustomerRewardState {
  if (!isDemo(account)) return { items: [] };
  const now = store.time();
  const tenant = account.tenant;
  const ledger = ledgerOf(store, account);
  const byPosition = (position: number) => rewards.find((r) => r.id === rewardId(tenant, position));
  const items: CustomerReward[] = [];
  const add = (position: number, daysAgo: number, usedAfterDays: number | null) => {
    const reward = byPosition(position);
    if (!reward) return;
    const id = account.id * 1000 + items.length + 1;
    // The ledger's own spent reward of these points, when it has one not yet claimed; else a new movement.
    const spent = ledger.movements.find((m) => m.source === 'reward' && m.reference === null && m.amount === -reward.points);
    const at = spent ? new Date(spent.at) : new Date(now.getTime() - daysAgo * DAY);
    if (spent) spent.reference = String(id);
    else record(ledger, { at: at.toISOString(), amount: -reward.points, source: 'reward', reference: String(id), expiresAt: null });
    items.push({
      id,
      reward_id: reward.id,
      code: seededCode(tenant, id),
      points: reward.points,
      activated_at: at.toISOString(),
      valid_until: validUntil(reward, at, tenant),
      used_at: usedAfterDays === null ? null : new Date(at.getTime() + usedAfterDays * DAY).toISOString(),
    });
  };
  add(0, 120, 2); // Free coffee: used (its limit per member is 1: reached).
  add(2, 50, null); // An hour of parking: expired unused.
  add(5, 9, null); // A ride on the carousel (not in every mall): active.
  add(2, 2, null); // An hour of parking: active.
  ledger.movements.sort((a, b) => a.at.localeCompare(b.at));
  return { items };
}

export function customerRewardsOf(store: MemberStore, account: Account, rewards: readonly Reward[]): CustomerRewardState {
  return store.areaState('customer-rewards', account, (a) => seed(store, a, rewards));
}

/** How many times the member has activated each reward (any status). */
export function activationsByReward(state: CustomerRewardState): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of state.items) counts.set(item.reward_id, (counts.get(item.reward_id) ?? 0) + 1);
  return counts;
}

export type Activation = { ok: true; item: CustomerReward } | { ok: false; refusal: ActivationRefusal; balance: number };

/** Activates `reward` for the member: the rule, then the points taken, the stock counted, the code given. */
export function activate(store: MemberStore, account: Account, reward: Reward, rewards: readonly Reward[]): Activation {
  const now = store.time();
  const state = customerRewardsOf(store, account, rewards);
  const ledger = ledgerOf(store, account);
  const balance = balanceOf(ledger);
  const refusal = activationRefusal(reward, {
    balance,
    activatedByMember: activationsByReward(state).get(reward.id) ?? 0,
    remaining: remainingOf(store, reward),
    today: mallDay(now, account.tenant),
  });
  if (refusal) return { ok: false, refusal, balance };
  const common = shared(store);
  const id = common.nextId++;
  const item: CustomerReward = {
    id,
    reward_id: reward.id,
    code: randomCode(account.tenant),
    points: reward.points,
    activated_at: now.toISOString(),
    valid_until: validUntil(reward, now, account.tenant),
    used_at: null,
  };
  record(ledger, { at: item.activated_at, amount: -reward.points, source: 'reward', reference: String(id), expiresAt: null });
  common.taken.set(reward.id, (common.taken.get(reward.id) ?? 0) + 1);
  state.items.push(item);
  return { ok: true, item };
}
