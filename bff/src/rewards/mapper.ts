import { slugify } from '@mall/site';
import type { Reward, RewardCategory, RewardPage } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { categoryKey, isoDay } from '../graphql/list-args';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamReward, UpstreamRewardCategory, UpstreamRewardPage } from './upstream';

// Display-ready rewards: the chosen translation (spec §5 fallback), the slug by the spec's rule, the
// description sanitised, limits and validity as numbers and days, `customer_like` as null or a
// reaction (spec §3).

export function toRewardCategory(node: UpstreamRewardCategory, ctx: DisplayContext): RewardCategory {
  const name = requireTranslation(node.translations, 'name', ctx.lang, ctx.fallbackLang);
  const slug = slugify(name);
  return { id: node.id, name, slug, key: categoryKey(node.id, slug) };
}

/** Every category of the tree, parents before their children. */
export function flattenCategories(nodes: readonly UpstreamRewardCategory[]): UpstreamRewardCategory[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.subcategory)]);
}

export function toReward(reward: UpstreamReward, ctx: DisplayContext, categories: readonly UpstreamRewardCategory[]): Reward {
  const title = requireTranslation(reward.translations, 'title', ctx.lang, ctx.fallbackLang);
  const description = sanitizeRichText(pickTranslation(reward.translations, 'description', ctx.lang, ctx.fallbackLang));
  const category = reward.category_id ? categories.find((c) => c.id === reward.category_id) : undefined;
  const limitTotal = reward.limit_total ?? null;
  return {
    id: reward.id,
    title,
    slug: slugify(title),
    description,
    summary: plainText(description) || null,
    image: proxiedImage(reward.image),
    points: reward.points,
    limitPerMember: reward.limit_per_member ?? null,
    limitTotal,
    // Left is never more than there are, whatever the platform says.
    remaining: limitTotal === null ? null : Math.min(limitTotal, reward.remaining ?? limitTotal),
    validFrom: isoDay(reward.valid_from),
    validTo: isoDay(reward.valid_to),
    category: category ? toRewardCategory(category, ctx) : null,
    customerLike: reward.customer_like ? { reaction: reward.customer_like.reaction ?? '' } : null,
  };
}

export function toRewardPage(
  page: UpstreamRewardPage,
  ctx: DisplayContext,
  categories: readonly UpstreamRewardCategory[],
  category: UpstreamRewardCategory | null,
): RewardPage {
  return {
    category: category ? toRewardCategory(category, ctx) : null,
    items: page.data.map((r) => toReward(r, ctx, categories)),
    currentPage: page.current_page,
    lastPage: Math.max(1, page.last_page),
    perPage: page.per_page,
    total: page.total,
  };
}

/**
 * Related rewards (spec §9 related lists): others of the same category first, then the rest in the
 * platform's order, never the reward itself nor one twice, at most `limit`.
 */
export function relatedOf<T extends { id: string }>(id: string, sameCategory: readonly T[], others: readonly T[], limit: number): T[] {
  const seen = new Set([id]);
  const out: T[] = [];
  for (const item of [...sameCategory, ...others]) {
    if (out.length >= limit) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}
