import { z } from 'zod';
import { id, nullableText } from '../upstream/fields';
import { rewardSchema } from './upstream';

// The member side of the rewards as the platform answers it (sandbox/CONTRACT.md "Members' rewards"):
// activated rewards, the member's limits, an activation's reply. Loose like the public shapes.

const count = z.coerce.number().int().nonnegative();

export const customerRewardSchema = z.looseObject({
  id,
  reward_id: id,
  code: z.string().min(1),
  status: z.enum(['active', 'used', 'expired']),
  points: count,
  activated_at: z.string(),
  valid_until: z.string(),
  used_at: nullableText,
  reward: rewardSchema.nullish(),
});
export type UpstreamCustomerReward = z.output<typeof customerRewardSchema>;

export const customerRewardPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(customerRewardSchema),
});
export type UpstreamCustomerRewardPage = z.output<typeof customerRewardPageSchema>;

/** `me/customer-rewards/limits`: the balance, and per reward what the member has used of its limits. */
export const rewardLimitsSchema = z.looseObject({
  points_balance: z.coerce.number().int(),
  rewards: z.array(
    z.looseObject({
      reward_id: id,
      activated: count,
      left_for_member: count.nullish(),
      remaining: count.nullish(),
    }),
  ),
});
export type UpstreamRewardLimits = z.output<typeof rewardLimitsSchema>;

/** POST `customer-rewards`: the whole reply (spec §7: post returns the whole reply). */
export const activationReplySchema = z.looseObject({ data: customerRewardSchema });
