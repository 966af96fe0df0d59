import { z } from 'zod';
import { id, nullableText } from '../upstream/fields';

// The member's support requests as the support page relies on them (sandbox/CONTRACT.md "Support for
// members"). Loose: unknown fields pass.

export const supportRequestSchema = z.looseObject({
  id,
  ticket_number: z.string(),
  category: nullableText,
  subject: z.string(),
  status: nullableText,
  created_at: z.string(),
});
export type UpstreamSupportRequest = z.output<typeof supportRequestSchema>;

/** GET me/support. */
export const supportRequestsSchema = z.array(supportRequestSchema);

/** POST support with the member's token: the ticket it opened. */
export const supportRequestReply = z.looseObject({ data: z.looseObject({ ticket_number: z.string().nullish() }).nullish() });
