import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { categoriesSchema, featuredShopsSchema, heroBannersSchema, localesSchema, shopSchema, shopsPageSchema } from './upstream';

/**
 * Every shop of the mall in one call: a mall has tens to a few hundred shops, so one cached copy per
 * tenant serves the A–Z list, the category counts, every category page, the related shops and every
 * shop's counts of offers, events and news.
 */
export const ALL_SHOPS_PER_PAGE = 1000;

/** The shops' public upstream calls, cached under the 'catalog' data family. */
export function shopsCalls(get: PublicGet) {
  return {
    heroBanners: (call: CallContext) => get(call, 'catalog', 'settings-web-app/hero-banner', heroBannersSchema),
    locales: (call: CallContext) => get(call, 'catalog', 'translations/web/available-locales', localesSchema),
    featuredShops: (call: CallContext) => get(call, 'catalog', 'companies/featured', featuredShopsSchema),
    categories: (call: CallContext) => get(call, 'catalog', 'categories', categoriesSchema, { 'filter[type]': 'company' }),
    /** With each shop's counts of offers, events and news (`companies-with-entities`, the same shops as `companies`). */
    allShops: (call: CallContext) => get(call, 'catalog', 'companies-with-entities', shopsPageSchema, { per_page: ALL_SHOPS_PER_PAGE, sort: 'name' }),
    /** One shop; `id` must be checked by the caller (digits only), it goes into the path. */
    shop: (call: CallContext, id: string) => get(call, 'catalog', `companies/${encodeURIComponent(id)}`, shopSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default shopsCalls;
