import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { faqSchema, parkingSchema, postCategoriesSchema, tiersSchema } from './upstream';

/**
 * The visitor services' public upstream calls: the FAQ and its categories under 'content' (editors
 * change them during the day), the loyalty tiers and the parking under 'mall' (they change rarely).
 */
export function visitorServicesCalls(get: PublicGet) {
  return {
    faq: (call: CallContext) => get(call, 'content', 'faq', faqSchema),
    faqCategories: (call: CallContext) => get(call, 'content', 'post-categories', postCategoriesSchema, { 'filter[type]': 'faq' }),
    tiers: (call: CallContext) => get(call, 'mall', 'tiers', tiersSchema),
    parking: (call: CallContext) => get(call, 'mall', 'options/parking', parkingSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default visitorServicesCalls;
