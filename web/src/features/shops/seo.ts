import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { ShopPageQuery, ShopsCategoryPageQuery, ShopsServicesPageQuery } from '../../graphql/generated';
import { shopHead, shopsCategoryHead, shopsServicesHead } from './head';

// The heads of the shops' screens, loaded by the server only (the page modules import this lazily):
// titles, descriptions and Open Graph image (head.ts), and breadcrumbs for search engines.

export function shopsServicesPageHead(data: ShopsServicesPageQuery, { t }: HeadContext): PageHead {
  return shopsServicesHead(data, t);
}

export function shopsCategoryPageHead(data: ShopsCategoryPageQuery, { lang, t }: HeadContext): PageHead {
  const list = data.shopsInCategory;
  const head = shopsCategoryHead(data, t);
  if (!list) return head;
  return {
    ...head,
    jsonLd: [
      breadcrumbListJsonLd([
        { name: t('shops:landing.title'), path: pathFor('shops-services', lang) },
        { name: list.category.name, path: pathFor('shops-category', lang, { category: list.category.key, page: 1 }) },
      ]),
    ],
  };
}

export function shopPageHead(data: ShopPageQuery, { lang, t }: HeadContext): PageHead {
  const shop = data.shop;
  const head = shopHead(data, t);
  if (!shop) return head;
  return {
    ...head,
    jsonLd: [
      breadcrumbListJsonLd([
        { name: t('shops:landing.title'), path: pathFor('shops-services', lang) },
        { name: shop.name, path: pathFor('shop', lang, { id: shop.id, title: shop.slug }) },
      ]),
    ],
  };
}
