import type { PublicCall, PublicGet } from '../upstream/public-get';
import { categoriesSchema, featuredShopsSchema, heroBannersSchema, localesSchema } from './upstream';

/** The catalog's public upstream calls, cached under the 'catalog' family. */
export function catalogData(get: PublicGet) {
  return {
    heroBanners: (call: PublicCall) => get(call, 'catalog', 'settings-web-app/hero-banner', heroBannersSchema),
    locales: (call: PublicCall) => get(call, 'catalog', 'translations/web/available-locales', localesSchema),
    featuredShops: (call: PublicCall) => get(call, 'catalog', 'companies/featured', featuredShopsSchema),
    categories: (call: PublicCall) => get(call, 'catalog', 'categories', categoriesSchema, { 'filter[type]': 'company' }),
  };
}
