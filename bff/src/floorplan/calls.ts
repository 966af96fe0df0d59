import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { floorplansSchema, placedShopPageSchema } from './upstream';

/** Shops per upstream page when the plan collects every shop (a mall has tens, rarely a few hundred). */
export const SHOPS_PER_PAGE = 100;

/** The floor plan's public upstream calls, cached under the 'catalog' family (edited as rarely as shops). */
export function floorplanCalls(get: PublicGet) {
  return {
    floorplans: (call: CallContext) => get(call, 'catalog', 'floorplans', floorplansSchema),
    floorplanShops: (call: CallContext, page: number) =>
      get(call, 'catalog', 'companies', placedShopPageSchema, { page: String(page), per_page: String(SHOPS_PER_PAGE) }),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default floorplanCalls;
