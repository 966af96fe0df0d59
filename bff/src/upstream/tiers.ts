import { z } from 'zod';
import type { LoyaltyTier } from '../graphql/generated';
import { sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import { id, nullableText, translationsSchema } from './fields';

// The loyalty programme's tiers (platform `tiers`, and the tiers `me/tier` names; sandbox/CONTRACT.md
// "tiers"), read by the loyalty programme's page and the member's points: one shape, one mapping.

export const tierSchema = z.looseObject({
  id,
  position: z.coerce.number().int().nullish(),
  points_from: z.coerce.number().int().nonnegative(),
  color: nullableText,
  translations: translationsSchema,
});
export type UpstreamTier = z.output<typeof tierSchema>;
export const tiersSchema = z.array(tierSchema);

/** One tier, display-ready: its name (translation fallback), its colour only when valid, its benefits sanitised. */
export function toTier(tier: UpstreamTier, ctx: DisplayContext): LoyaltyTier {
  return {
    id: tier.id,
    name: requireTranslation(tier.translations, 'name', ctx.lang, ctx.fallbackLang),
    pointsFrom: tier.points_from,
    color: tier.color && /^#[0-9a-f]{6}$/i.test(tier.color) ? tier.color : null,
    benefits: sanitizeRichText(pickTranslation(tier.translations, 'benefits', ctx.lang, ctx.fallbackLang)),
  };
}

/** The tiers, lowest threshold first (the platform's order is not a contract; then by position, then id). */
export function toTiers(tiers: readonly UpstreamTier[], ctx: DisplayContext): LoyaltyTier[] {
  const position = (tier: UpstreamTier) => tier.position ?? Number.MAX_SAFE_INTEGER;
  return [...tiers]
    .sort((a, b) => a.points_from - b.points_from || position(a) - position(b) || Number(a.id) - Number(b.id))
    .map((tier) => toTier(tier, ctx));
}
