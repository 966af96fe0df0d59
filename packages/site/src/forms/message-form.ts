import * as z from 'zod/mini';
import { optionalText, trimmed } from './field-rules';

// A member's message to their mall (issue 20; spec §7 `messages`): an answer in a conversation, or
// the first message of a new one, which then needs its subject. The platform refuses the same
// (sandbox/CONTRACT.md "Messages"): the bff checks first, so bad input never reaches it.

export const messageLimits = { textMax: 2000, subjectMax: 150 } as const;

/** The conversation answered: the platform's id (digits); none (or empty) starts a new conversation. */
const conversationId = optionalText(20);

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A new conversation's subject, required beside the fields' own rules rather than after them: zod
 * skips an object's checks once a field's refusal has stopped it (an empty text), and the member must
 * see both at once. It reads the values as sent and adds nothing to the output.
 */
const subjectWhenNew = z.pipe(
  z.unknown(),
  z.transform((input: unknown, ctx) => {
    const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    if (!hasText(values.conversationId) && !hasText(values.subject)) ctx.issues.push({ code: 'custom', message: 'required', path: ['subject'], input });
    return {};
  }),
);

/** A message: its text (1 to 2000 characters once trimmed), and a subject (1 to 150) when it starts a conversation. */
export const sendMessageSchema = z.intersection(
  z.object({
    conversationId,
    subject: optionalText(messageLimits.subjectMax),
    text: trimmed(messageLimits.textMax),
  }),
  subjectWhenNew,
);
export type SendMessageInput = z.output<typeof sendMessageSchema>;
