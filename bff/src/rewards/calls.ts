import type { Query, CallContext } from '../upstream/client';
import type { PublicGet } from '../upstream/public-get';
import { rewardCategoriesSchema, rewardPageSchema, rewardSchema } from './upstream';

/**
 * The rewards' public upstream calls: the rewards under the 'content' family (time-bound: a reward
 * that ended must go soon), their categories under 'catalog'. Public only: `customer_like` is null
 * here; a member's likes come with the members issue, never through this shared cache.
 */
export function rewardsCalls(get: PublicGet) {
  return {
    rewardList: (call: CallContext, query: Query) => get(call, 'content', 'rewards', rewardPageSchema, query),
    reward: (call: CallContext, id: string) => get(call, 'content', `rewards/${encodeURIComponent(id)}`, rewardSchema),
    rewardCategories: (call: CallContext) => get(call, 'catalog', 'categories', rewardCategoriesSchema, { 'filter[type]': 'reward' }),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default rewardsCalls;
