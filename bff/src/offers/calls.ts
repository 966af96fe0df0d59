import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { offerCategoriesSchema, offerSchema, offerShopsSchema, offersPageSchema } from './upstream';

/** Every shop in one call, for the offers' shop links (a mall has tens to a few hundred shops). */
export const OFFER_SHOPS_PER_PAGE = 1000;

/** A list query of GET products (sandbox/CONTRACT.md "products"). */
export interface OffersQuery {
  page: number;
  perPage: number;
  /** Only offers not ended on this day (YYYY-MM-DD, the mall's calendar). */
  validOn: string;
  categoryId?: string;
  companyId?: string;
}

/** The offers' public upstream calls, cached under the 'catalog' family. */
export function offersCalls(get: PublicGet) {
  return {
    offersPage: (call: CallContext, q: OffersQuery) =>
      get(call, 'catalog', 'products', offersPageSchema, {
        page: q.page,
        per_page: q.perPage,
        sort: '-created_at',
        'filter[valid_on]': q.validOn,
        ...(q.categoryId ? { 'filter[category_id]': q.categoryId } : {}),
        ...(q.companyId ? { 'filter[company_id]': q.companyId } : {}),
      }),
    /** One offer; `id` must be checked by the caller (digits only), it goes into the path. */
    offer: (call: CallContext, id: string) => get(call, 'catalog', `products/${encodeURIComponent(id)}`, offerSchema),
    offerCategories: (call: CallContext) => get(call, 'catalog', 'categories', offerCategoriesSchema, { 'filter[type]': 'product' }),
    offerShops: (call: CallContext) => get(call, 'catalog', 'companies', offerShopsSchema, { per_page: OFFER_SHOPS_PER_PAGE }),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default offersCalls;
