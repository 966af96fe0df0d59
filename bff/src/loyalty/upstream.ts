import { z } from 'zod';
import { upstreamPage } from '../shared/page';
import { tierSchema } from '../upstream/tiers';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// The platform's loyalty replies as the screens rely on them (sandbox/CONTRACT.md "Points"). Loose:
// unknown fields pass; what the screens need is checked.

const count = z.coerce.number().int();
const instant = z.string().min(10);

/** GET me/points. */
export const memberPointsSchema = z.looseObject({
  balance: count,
  expiring: z
    .array(z.looseObject({ points: count, expires_at: instant }))
    .nullish()
    .transform((e) => e ?? []),
});
export type UpstreamMemberPoints = z.output<typeof memberPointsSchema>;

/** One movement of GET me/points-history. */
export const movementSchema = z.looseObject({
  id,
  created_at: instant,
  amount: count,
  source: z.string(),
  reference: nullableText,
  expires_at: nullableText,
  translations: translationsSchema,
});
export type UpstreamMovement = z.output<typeof movementSchema>;

/** GET me/points-history: the platform's page. */
export const historyPageSchema = upstreamPage(movementSchema);

/** GET me/tier. */
export const memberTierSchema = z.looseObject({
  tier: tierSchema,
  next_tier: tierSchema.nullish(),
  points: count,
  points_to_next_tier: count.nullish(),
});
export type UpstreamMemberTier = z.output<typeof memberTierSchema>;

/** GET loyalty/earning (public). */
export const earningSchema = z.looseObject({
  currency: nullableText,
  amount_per_point: z.coerce.number().positive(),
  receipt_max_age_days: count,
  checking_days: count,
  points_valid_days: count,
  bonuses: z
    .array(z.looseObject({ key: z.string(), points: count, translations: translationsSchema }))
    .nullish()
    .transform((b) => b ?? []),
});
export type UpstreamEarning = z.output<typeof earningSchema>;
