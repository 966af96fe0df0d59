import { z } from 'zod';
import { id, nullableText, translationsSchema } from '../upstream/fields';

// Badges as the screens rely on them (sandbox/CONTRACT.md "Badges"): the public catalogue (`badges`)
// and what the member has of each (`me/badges`). Loose: unknown fields pass.

const count = z.coerce.number().int();

export const badgeSchema = z.looseObject({
  id,
  position: count.nullish(),
  image: nullableText,
  /** An Iconify name (`mdi:receipt-text-check`). */
  icon: nullableText,
  criteria: z.looseObject({ kind: nullableText, target: count }).nullish(),
  translations: translationsSchema,
});
export type UpstreamBadge = z.output<typeof badgeSchema>;
export const badgesSchema = z.array(badgeSchema);

export const memberBadgeSchema = z.looseObject({
  badge_id: id,
  earned_at: nullableText,
  progress: z.looseObject({ current: count, target: count }).nullish(),
});
export type UpstreamMemberBadge = z.output<typeof memberBadgeSchema>;
export const memberBadgesSchema = z.array(memberBadgeSchema);
