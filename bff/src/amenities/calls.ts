import type { Query, CallContext } from '../upstream/client';
import type { PublicGet } from '../upstream/public-get';
import { amenityCategoriesSchema, amenityPageSchema, amenitySchema } from './upstream';

/** The amenities' public upstream calls, cached under the 'catalog' family (as shops: edited by day, rarely time-bound). */
export function amenitiesCalls(get: PublicGet) {
  return {
    amenityList: (call: CallContext, query: Query) => get(call, 'catalog', 'amenities', amenityPageSchema, query),
    amenity: (call: CallContext, id: string) => get(call, 'catalog', `amenities/${encodeURIComponent(id)}`, amenitySchema),
    amenityCategories: (call: CallContext) => get(call, 'catalog', 'categories', amenityCategoriesSchema, { 'filter[type]': 'amenity' }),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default amenitiesCalls;
