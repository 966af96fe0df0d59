import type { Badge } from '../graphql/generated';
import { svgIcon } from '../shared/icons';
import { proxiedImage } from '../shared/images';
import { mallDay } from '../shared/mall-day';
import { progressPercent } from '../shared/progress';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamBadge, UpstreamMemberBadge } from './upstream';

// The member's badges, display-ready: the catalogue's order (position, then id), texts in the asked
// language, images through the image proxy, icons drawn from the bundled sets, the day earned on the mall's calendar, the progress by
// spec §9's rule. A badge the member's list does not name is still to earn, from nothing.

export interface AwardsContext extends DisplayContext {
  timeZone: string;
}

export function toBadges(catalogue: readonly UpstreamBadge[], mine: readonly UpstreamMemberBadge[], ctx: AwardsContext): Badge[] {
  const byBadge = new Map(mine.map((m) => [m.badge_id, m]));
  const order = (badge: UpstreamBadge) => badge.position ?? Number.MAX_SAFE_INTEGER;
  return [...catalogue]
    .sort((a, b) => order(a) - order(b) || Number(a.id) - Number(b.id))
    .map((badge) => {
      const own = byBadge.get(badge.id);
      const target = Math.max(1, own?.progress?.target ?? badge.criteria?.target ?? 1);
      const earnedOn = mallDay(own?.earned_at, ctx.timeZone);
      const current = earnedOn ? target : Math.max(0, Math.min(own?.progress?.current ?? 0, target));
      return {
        id: badge.id,
        name: requireTranslation(badge.translations, 'name', ctx.lang, ctx.fallbackLang),
        description: pickTranslation(badge.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null,
        criteria: pickTranslation(badge.translations, 'criteria', ctx.lang, ctx.fallbackLang) ?? null,
        image: proxiedImage(badge.image),
        svgIcon: svgIcon(badge.icon),
        earnedOn,
        progress: { current, target, percent: earnedOn ? 100 : Math.min(90, progressPercent(current, target)) },
      };
    });
}
