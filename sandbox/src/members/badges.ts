// What a member has earned of the badges (our contract for `me/badges`): computed from the member's own
// history whenever it is asked, so that a receipt accepted or a reward activated counts at once. Each
// badge's criterion is counted over time; it was earned when the count first reached its target.

import type { Badge } from '../data/badges';
import type { PointsLedger } from './points';
import type { Receipt } from './receipts';
import type { Account } from './store';

export interface MemberBadge {
  badge_id: number;
  /** When it was earned (ISO date-time), or null. */
  earned_at: string | null;
  /** How far the member is: the count, at most the target. */
  progress: { current: number; target: number };
}

const DAY = 86_400_000;

/** The instants at which a count went up by one, in order. */
function steps(badge: Badge, account: Account, ledger: PointsLedger, receipts: readonly Receipt[], now: Date): { at: string; by: number }[] {
  const accepted = receipts.filter((r) => r.status === 'accepted' && r.decidedAt !== null).sort((a, b) => a.decidedAt!.localeCompare(b.decidedAt!) || a.id - b.id);
  const firsts = (key: (receipt: Receipt) => string) => {
    const seen = new Set<string>();
    return accepted.filter((r) => !seen.has(key(r)) && Boolean(seen.add(key(r)))).map((r) => ({ at: r.decidedAt!, by: 1 }));
  };
  switch (badge.criteria.kind) {
    case 'receipts_accepted':
      return accepted.map((r) => ({ at: r.decidedAt!, by: 1 }));
    case 'shops_visited':
      return firsts((r) => String(r.companyId));
    case 'active_months':
      return firsts((r) => r.purchasedOn.slice(0, 7));
    case 'points_earned':
      return ledger.movements.filter((m) => m.amount > 0 && m.source !== 'expiry').map((m) => ({ at: m.at, by: m.amount }));
    case 'rewards_activated':
      return ledger.movements.filter((m) => m.source === 'reward' && m.amount < 0).map((m) => ({ at: m.at, by: 1 }));
    case 'membership_days': {
      const created = Date.parse(account.createdAt);
      const days = Math.max(0, Math.floor((now.getTime() - created) / DAY));
      return Array.from({ length: Math.min(days, badge.criteria.target) }, (_, day) => ({ at: new Date(created + (day + 1) * DAY).toISOString(), by: 1 }));
    }
  }
}

export function memberBadges(badges: readonly Badge[], account: Account, ledger: PointsLedger, receipts: readonly Receipt[], now: Date): MemberBadge[] {
  return badges.map((badge) => {
    const target = badge.criteria.target;
    let current = 0;
    let earnedAt: string | null = null;
    for (const step of steps(badge, account, ledger, receipts, now).sort((a, b) => a.at.localeCompare(b.at))) {
      current += step.by;
      if (earnedAt === null && current >= target) earnedAt = step.at;
    }
    return { badge_id: badge.id, earned_at: earnedAt, progress: { current: Math.min(current, target), target } };
  });
}
