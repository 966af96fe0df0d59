import { z } from 'zod';

// The platform's replies to the form posts (sandbox/CONTRACT.md "newsletters", "support"): POST
// replies are used whole, `{ status: 'success', data, message }`. Only what the bff reads is checked;
// the rest may grow.

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data, message: z.string().optional() });

// The newsletter answers the same whatever the address's state (no one learns who is subscribed).
export const subscriptionReply = success(z.looseObject({ email: z.string() }));
export const unsubscriptionReply = success(z.looseObject({ email: z.string() }));
/** A mailed link's token taken: confirmed, or unsubscribed (its refusals are 422s with a `reason`). */
export const linkReply = success(z.looseObject({ email: z.string() }));
export const supportReply = success(
  z.looseObject({
    id: z.union([z.number(), z.string()]).optional(),
    ticket_number: z.string().nullish(),
  }),
);
