import { isLang, removeAccents, slugify, toHtmlLang, type Lang } from '@mall/site';
import type { Category, ContentType, HeroBanner, Locale, OpeningDay, Shop, ShopCategory, SocialLink } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { categoryKey } from '../graphql/list-args';
import { dayIsOpen, todayHours, weekdays } from '../shared/opening-hours';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext, type TranslationRecord } from '../shared/translation';
import { normaliseWebsite } from '../shared/url';
import type { UpstreamCategory, UpstreamLocale, UpstreamShop } from './upstream';

const contentTypes: readonly ContentType[] = ['news', 'event', 'reward', 'product', 'company'];

interface RawBanner {
  type: string;
  detail?: { id: string; image?: string | null; image_wide?: string | null; name?: unknown; translations: TranslationRecord[] } | null;
}

/** Hero banners (spec §3): a type plus its item's detail. Unknown types and empty details are skipped. */
export function toHeroBanners(banners: readonly RawBanner[], ctx: DisplayContext): HeroBanner[] {
  return banners.flatMap((banner) => {
    const type = contentTypes.find((t) => t === banner.type);
    const detail = banner.detail;
    if (!type || !detail) return [];
    const brand = typeof detail.name === 'string' ? detail.name : undefined;
    const title = pickTranslation(detail.translations, 'title', ctx.lang, ctx.fallbackLang) ?? brand ?? requireTranslation(detail.translations, 'title', ctx.lang);
    return [
      {
        type,
        id: detail.id,
        title,
        // A shop's description is rich text: the carousel shows its words, never its markup.
        description: plainText(pickTranslation(detail.translations, 'description', ctx.lang, ctx.fallbackLang)) || null,
        image: proxiedImage(detail.image),
        imageWide: proxiedImage(detail.image_wide ?? detail.image),
        slug: slugify(title),
      },
    ];
  });
}

/**
 * What a shop's display needs beyond its language: the mall's clock (for today's hours) and the
 * category names. Without them a shop has no `today` and no `categories`.
 */
export interface ShopContext extends DisplayContext {
  timeZone?: string;
  now?: Date;
  categories?: CategoryIndex;
}

/**
 * The catalog's shop (codegen's mapper for Shop): every field of schema/shops.graphql's Shop but
 * `related`, which Shop.related resolves, as other domains resolve the fields they add to Shop.
 */
export type ShopModel = Omit<Shop, 'related' | 'entityCounts' | '__typename'> & { [field: string]: unknown };

const shopNetworks = ['facebook', 'instagram', 'tiktok', 'youtube', 'twitter', 'linkedin', 'pinterest'] as const;

/**
 * The shop's own week, or null when it keeps the mall's hours (sandbox/CONTRACT.md). A day marked
 * closed, or without both times, is closed.
 */
export function shopWeek(days: UpstreamShop['opening_hours']): OpeningDay[] | null {
  if (!days) return null;
  return weekdays.map((weekday) => {
    const entry = days[weekday];
    const open = dayIsOpen(entry);
    return { weekday, from: open ? entry.from : null, to: open ? entry.to : null, closed: !open };
  });
}

/** A display-ready shop. */
export function toShop(shop: UpstreamShop, ctx: ShopContext): ShopModel {
  const description = sanitizeRichText(pickTranslation(shop.translations, 'description', ctx.lang, ctx.fallbackLang));
  const categoryIds = shop.category_ids ?? [];
  return {
    id: shop.id,
    name: shop.name,
    slug: slugify(shop.name),
    logo: proxiedImage(shop.logo),
    image: proxiedImage(shop.image),
    category: pickTranslation(shop.translations, 'company_category', ctx.lang, ctx.fallbackLang) ?? categoryName(ctx.categories, categoryIds[0]) ?? null,
    description,
    summary: plainText(description) || null,
    floor: shop.floor ?? null,
    unit: shop.unit ?? null,
    website: normaliseWebsite(shop.website),
    phone: shop.phone ?? null,
    email: shop.email ?? null,
    gallery: shop.gallery.flatMap((src) => proxiedImage(src) ?? []),
    social: shopNetworks.flatMap((network): SocialLink[] => {
      const url = shop[network];
      return typeof url === 'string' && /^https?:\/\//i.test(url) ? [{ network, url }] : [];
    }),
    loyaltyPartner: shop.is_loyalty_partner === true,
    openingHours: shopWeek(shop.opening_hours),
    today:
      shop.opening_hours && ctx.now && ctx.timeZone
        ? todayHours([{ zone: 'default', status: 'open', days: shop.opening_hours }], ctx.now, ctx.timeZone)
        : null,
    categories: categoryIds.flatMap((id): ShopCategory[] => {
      const found = ctx.categories?.byId.get(id);
      return found ? [{ id: found.id, name: found.name, key: found.key }] : [];
    }),
  };
}

/** Category tree node (spec §3): id, parent_id, subcategory. `shopCount` is resolved apart. */
export function toCategory(node: UpstreamCategory, ctx: DisplayContext): Category {
  const name = requireTranslation(node.translations, 'name', ctx.lang, ctx.fallbackLang);
  return {
    id: node.id,
    parentId: node.parent_id,
    name,
    slug: slugify(name),
    key: categoryKey(node.id, slugify(name)),
    icon: proxiedImage(node.icon) ?? node.icon ?? null,
    children: node.subcategory.map((child) => toCategory(child, ctx)),
    shopCount: 0,
  };
}

/** Every category of a tree by id, each with the ids of itself and its descendants. */
export interface CategoryIndex {
  byId: ReadonlyMap<string, Category>;
  subtree: ReadonlyMap<string, ReadonlySet<string>>;
}

export function indexCategories(tree: readonly Category[]): CategoryIndex {
  const byId = new Map<string, Category>();
  const subtree = new Map<string, Set<string>>();
  const walk = (node: Category): Set<string> => {
    byId.set(node.id, node);
    const ids = new Set([node.id]);
    for (const child of node.children) for (const id of walk(child)) ids.add(id);
    subtree.set(node.id, ids);
    return ids;
  };
  tree.forEach(walk);
  return { byId, subtree };
}

function categoryName(index: CategoryIndex | undefined, id: string | undefined): string | undefined {
  return id === undefined ? undefined : index?.byId.get(id)?.name;
}

/** Shops in a category or any of its descendants. */
export function shopsInCategory<T extends { category_ids?: readonly string[] | null }>(shops: readonly T[], ids: ReadonlySet<string>): T[] {
  return shops.filter((shop) => (shop.category_ids ?? []).some((id) => ids.has(id)));
}

/**
 * Related shops (spec §9 related-list counts): the other shops sharing one of the shop's categories,
 * those sharing more first, then by name.
 */
export function relatedShops<T extends { id: string; name: string; category_ids?: readonly string[] | null }>(
  shop: { id: string; categoryIds: readonly string[] },
  all: readonly T[],
  count: number,
  collator: Intl.Collator,
): T[] {
  const mine = new Set(shop.categoryIds);
  return all
    .filter((other) => other.id !== shop.id)
    .map((other) => ({ other, shared: (other.category_ids ?? []).filter((id) => mine.has(id)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || collator.compare(a.other.name, b.other.name))
    .slice(0, count)
    .map(({ other }) => other);
}

const collators = new Map<Lang, Intl.Collator>();

/** Names in the page language's order (Czech and Slovak put Č after C, Ch after H). */
export function collatorFor(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) collators.set(lang, (collator = new Intl.Collator(toHtmlLang(lang), { sensitivity: 'base', numeric: true })));
  return collator;
}

/** The letter a name is listed under: its first letter without diacritics, `#` for a digit or a sign. */
export function letterOf(name: string): string {
  const first = removeAccents(name.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * Shops grouped by letter (A–Z, `#` last). Within a letter names are compared without diacritics, as
 * the grouping folds them, in the language's collation.
 */
export function groupByLetter(shops: readonly ShopModel[], lang: Lang): { letter: string; shops: ShopModel[] }[] {
  const collator = collatorFor(lang);
  const groups = new Map<string, ShopModel[]>();
  for (const shop of shops) {
    const letter = letterOf(shop.name);
    const group = groups.get(letter);
    if (group) group.push(shop);
    else groups.set(letter, [shop]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, shops: [...list].sort((a, b) => collator.compare(removeAccents(a.name), removeAccents(b.name))) }));
}

/** The platform's available locales, as the site's languages: a locale that is not one of them is left out. */
export function toLocales(locales: readonly UpstreamLocale[]): Locale[] {
  return locales.flatMap((l) => (isLang(l.locale) ? [{ language: l.locale, name: l.name ?? l.locale }] : []));
}
