import type { EarningRules, MemberPoints, MemberTier, PointsHistoryPage, PointsMovement, PointsSource } from '../graphql/generated';
import { formatPrice } from '../shared/money';
import { mallDay } from '../shared/mall-day';
import { toDisplayPage } from '../shared/page';
import { progressPercent } from '../shared/progress';
import { toTier } from '../upstream/tiers';
import { pickTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamEarning, UpstreamMemberPoints, UpstreamMemberTier, UpstreamMovement } from './upstream';

// The member's points, display-ready: days on the mall's calendar (an instant in the tenant's time
// zone, never the server's), texts in the asked language, the tier's progress by the rule of spec §9.

export interface LoyaltyContext extends DisplayContext {
  /** The tenant's time zone. */
  timeZone: string;
}

const sources: Record<string, PointsSource> = { receipt: 'RECEIPT', reward: 'REWARD', bonus: 'BONUS', expiry: 'EXPIRY', adjustment: 'ADJUSTMENT' };

/** A platform source we do not know counts as the mall's correction: shown, never dropped. */
export const toSource = (source: string): PointsSource => sources[source.toLowerCase()] ?? 'ADJUSTMENT';

export function toMovement(movement: UpstreamMovement, ctx: LoyaltyContext): PointsMovement {
  const source = toSource(movement.source);
  return {
    id: movement.id,
    date: mallDay(movement.created_at, ctx.timeZone) ?? movement.created_at.slice(0, 10),
    points: movement.amount,
    source,
    detail: pickTranslation(movement.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null,
    expiresOn: movement.amount > 0 ? mallDay(movement.expires_at, ctx.timeZone) : null,
  };
}

export function toHistoryPage(page: { current_page: number; last_page: number; per_page: number; total: number; data: UpstreamMovement[] }, ctx: LoyaltyContext): PointsHistoryPage {
  return toDisplayPage(page, (movement) => toMovement(movement, ctx));
}

/** The balance and the next `limit` batches to expire, soonest first (the platform's order is not trusted). */
export function toMemberPoints(points: UpstreamMemberPoints, timeZone: string, limit: number): MemberPoints {
  const expiring = points.expiring
    .filter((batch) => batch.points > 0)
    .map((batch) => ({ points: batch.points, expiresOn: mallDay(batch.expires_at, timeZone) }))
    .filter((batch): batch is { points: number; expiresOn: string } => batch.expiresOn !== null)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  // Batches that expire on the same day are one for the member.
  const merged: MemberPoints['expiring'] = [];
  for (const batch of expiring) {
    const last = merged[merged.length - 1];
    if (last?.expiresOn === batch.expiresOn) last.points += batch.points;
    else merged.push({ ...batch });
  }
  return { balance: points.balance, expiring: merged.slice(0, limit) };
}

/** The tier, the next one and the progress towards its threshold (spec §9: rounded down to 10s, 100 at the top). */
export function toMemberTier(tier: UpstreamMemberTier, ctx: DisplayContext): MemberTier {
  const next = tier.next_tier ?? null;
  return {
    tier: toTier(tier.tier, ctx),
    next: next ? toTier(next, ctx) : null,
    points: tier.points,
    pointsToNext: next ? Math.max(0, tier.points_to_next_tier ?? next.points_from - tier.points) : null,
    progress: progressPercent(tier.points, next ? next.points_from : null),
  };
}

export function toEarningRules(earning: UpstreamEarning, currency: string | null | undefined, ctx: DisplayContext): EarningRules {
  return {
    amountPerPoint: formatPrice(earning.amount_per_point, earning.currency ?? currency, ctx.lang),
    receiptMaxAgeDays: earning.receipt_max_age_days,
    checkingDays: earning.checking_days,
    pointsValidDays: earning.points_valid_days,
    bonuses: earning.bonuses.flatMap((bonus) => {
      const name = pickTranslation(bonus.translations, 'name', ctx.lang, ctx.fallbackLang);
      return name ? [{ key: bonus.key, name, description: pickTranslation(bonus.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null, points: bonus.points }] : [];
    }),
  };
}
