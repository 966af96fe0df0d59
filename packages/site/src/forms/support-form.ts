import * as z from 'zod/mini';
import { formLimits, messageText, trimmed } from './field-rules';

// A member's support request (issue 10).

/** What a member's support request is about (the platform's categories, sandbox/CONTRACT.md). */
export const supportCategories = ['account', 'points', 'receipts', 'rewards', 'purchases', 'parking', 'other'] as const;
export type SupportCategory = (typeof supportCategories)[number];

/** A member's support request (spec §7 `support`, with the member's token): the member's name and address are the account's. */
export const supportRequestSchema = z.object({
  category: z.enum(supportCategories, { error: 'required' }),
  subject: trimmed(formLimits.subjectMax),
  message: messageText,
});
export type SupportRequestInput = z.output<typeof supportRequestSchema>;
