import { isLang, slugify } from '@mall/site';
import type { Category, ContentType, HeroBanner, Locale, Shop } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
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
        description: pickTranslation(detail.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null,
        image: proxiedImage(detail.image),
        imageWide: proxiedImage(detail.image_wide ?? detail.image),
        slug: slugify(title),
      },
    ];
  });
}

export function toShop(shop: UpstreamShop, ctx: DisplayContext): Shop {
  return {
    id: shop.id,
    name: shop.name,
    slug: slugify(shop.name),
    logo: proxiedImage(shop.logo),
    image: proxiedImage(shop.image),
    category: pickTranslation(shop.translations, 'company_category', ctx.lang, ctx.fallbackLang) ?? null,
    description: pickTranslation(shop.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null,
    floor: shop.floor ?? null,
    unit: shop.unit ?? null,
    website: normaliseWebsite(shop.website),
    phone: shop.phone ?? null,
    email: shop.email ?? null,
  };
}

/** Category tree node (spec §3): id, parent_id, subcategory. */
export function toCategory(node: UpstreamCategory, ctx: DisplayContext): Category {
  const name = requireTranslation(node.translations, 'name', ctx.lang, ctx.fallbackLang);
  return {
    id: node.id,
    parentId: node.parent_id,
    name,
    slug: slugify(name),
    icon: proxiedImage(node.icon) ?? node.icon ?? null,
    children: node.subcategory.map((child) => toCategory(child, ctx)),
  };
}

/** The platform's available locales, as the site's languages: a locale that is not one of them is left out. */
export function toLocales(locales: readonly UpstreamLocale[]): Locale[] {
  return locales.flatMap((l) => (isLang(l.locale) ? [{ language: l.locale, name: l.name ?? l.locale }] : []));
}
