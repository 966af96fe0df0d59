import type { HeadContext, PageHead } from '@mall/site';
import type { ShopPageQuery, ShopsCategoryPageQuery, ShopsServicesPageQuery } from '../../graphql/generated';

// Titles and descriptions of the shops' screens: the server's head (seo.ts) and the view's title
// after a client-side navigation read the same functions.

type Translate = HeadContext['t'];

/** A description for a meta tag: at most about 160 characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function shopsServicesHead(data: ShopsServicesPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  return { title: t('shops:head.landing.title', { mall }), description: t('shops:head.landing.description', { mall }) };
}

export function shopsCategoryHead(data: ShopsCategoryPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  const list = data.shopsInCategory;
  if (!list) return {};
  const category = list.category.name;
  const page = list.currentPage;
  return {
    title: page > 1 ? t('shops:head.category.titlePaged', { category, mall, page }) : t('shops:head.category.title', { category, mall }),
    description: t('shops:head.category.description', { category, mall }),
  };
}

export function shopHead(data: ShopPageQuery, t: Translate): PageHead {
  const shop = data.shop;
  if (!shop) return {};
  const mall = data.mall.name;
  return {
    title: t('shops:head.shop.title', { shop: shop.name, mall }),
    description: shop.summary ? metaDescription(shop.summary) : t('shops:head.shop.description', { shop: shop.name, mall }),
    // A wide photo suits a link preview better than a square logo.
    ogImage: shop.image ?? shop.logo ?? null,
  };
}
