import { slugify } from '@mall/site';
import type { Offer, OfferCategory, OfferShop } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { missingText, pickTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamOffer, UpstreamOfferCategory, UpstreamOfferShop } from './upstream';

// Display-ready offers (the platform's products). The rules of the specification this module owns:
// the translation fallback with the "Offer name missing" placeholder (§5, §8), the slug of the
// translated name (§5), customer_like (§3, §4), and ours where it is silent: the discount, the
// validity and what "expired" means (sandbox/CONTRACT.md "products").

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: the mall's "today". */
export function dayIn(now: Date, timeZone: string): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Whole percent off. From the two prices when both are there and the old one is higher (rounded to
 * the nearest percent, so 44.99 → 35.99 is 20 %); otherwise the platform's own figure; 0 is none.
 */
export function discountPercent(price: number | null, originalPrice: number | null, platform: number | null | undefined): number | null {
  if (price !== null && originalPrice !== null && originalPrice > price && originalPrice > 0) {
    const percent = Math.round((1 - price / originalPrice) * 100);
    return percent > 0 ? percent : null;
  }
  return platform && platform > 0 ? platform : null;
}

/** The parameter of a category's list path: `{id}-{slug}`, so that two categories never share one. */
export function offerCategoryKey(id: string, slug: string): string {
  return slug ? `${id}-${slug}` : id;
}

/** The id in a category's path parameter (`101-clothing` → `101`, `101` → `101`); null when it names none. */
export function offerCategoryIdOf(key: string): string | null {
  return /^(\d{1,12})(?:-[a-z0-9-]{0,200})?$/.exec(key)?.[1] ?? null;
}

export function toOfferCategory(node: UpstreamOfferCategory, ctx: DisplayContext): OfferCategory {
  // Spec §8's placeholder for a category without a name in any language.
  const name = pickTranslation(node.translations, 'name', ctx.lang, ctx.fallbackLang) ?? missingText.company_category ?? 'Category name missing';
  const slug = slugify(name);
  return {
    id: node.id,
    parentId: node.parent_id,
    name,
    slug,
    key: offerCategoryKey(node.id, slug),
    icon: proxiedImage(node.icon) ?? node.icon ?? null,
    children: node.subcategory.map((child) => toOfferCategory(child, ctx)),
  };
}

/** Every category of a tree by id, and each one's id with its descendants' (a list of 'Clothing' includes 'Men'). */
export interface OfferCategoryIndex {
  byId: ReadonlyMap<string, OfferCategory>;
}

export function indexOfferCategories(tree: readonly OfferCategory[]): OfferCategoryIndex {
  const byId = new Map<string, OfferCategory>();
  const walk = (node: OfferCategory) => {
    byId.set(node.id, node);
    node.children.forEach(walk);
  };
  tree.forEach(walk);
  return { byId };
}

export function toOfferShop(shop: UpstreamOfferShop): OfferShop {
  return { id: shop.id, name: shop.name, slug: slugify(shop.name), logo: proxiedImage(shop.logo) };
}

export interface OfferContext extends DisplayContext {
  /** The mall's today (YYYY-MM-DD). */
  today: string;
  shops: ReadonlyMap<string, UpstreamOfferShop>;
  categories: OfferCategoryIndex;
}

/**
 * A display-ready offer. `related` is resolved by Offer.related from the offer's categories
 * (resolvers.ts): the empty list here is never what a client reads.
 */
export function toOffer(offer: UpstreamOffer, ctx: OfferContext): Offer {
  const name = pickTranslation(offer.translations, 'name', ctx.lang, ctx.fallbackLang) ?? missingText.offer_name ?? 'Offer name missing';
  const description = sanitizeRichText(pickTranslation(offer.translations, 'description', ctx.lang, ctx.fallbackLang));
  const originalPrice = offer.price !== null && offer.original_price !== null && offer.original_price > offer.price ? offer.original_price : null;
  const images = [offer.image, ...offer.images].flatMap((src) => proxiedImage(src) ?? []);
  const shop = offer.company_id === null ? undefined : ctx.shops.get(offer.company_id);
  return {
    id: offer.id,
    name,
    slug: slugify(name),
    description,
    // Blocks end with a space, so that two paragraphs do not run into one word in the plain text.
    summary: plainText(description?.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, '$& ')) || null,
    image: images[0] ?? null,
    images: [...new Set(images)],
    price: offer.price,
    originalPrice,
    discountPercent: discountPercent(offer.price, originalPrice, offer.discount),
    // Spec §9: the Czech-market default currency when the platform names none.
    currency: offer.currency?.toUpperCase() ?? 'CZK',
    validFrom: offer.valid_from,
    validTo: offer.valid_to,
    expired: offer.valid_to !== null && offer.valid_to < ctx.today,
    upcoming: offer.valid_from !== null && offer.valid_from > ctx.today,
    shop: shop ? toOfferShop(shop) : null,
    categories: offer.category_ids.flatMap((id) => {
      const found = ctx.categories.byId.get(id);
      return found ? [found] : [];
    }),
    liked: offer.customer_like !== null && offer.customer_like !== undefined,
    related: [],
  };
}
