import { z } from 'zod';

// The member's messages as the platform gives them (issue 20; sandbox/CONTRACT.md "Messages", the
// common brief's contract): a conversation between the member and their mall, its messages. Loose:
// unknown fields pass. Ids are the platform's numbers.

const platformId = z.number().int().nonnegative();

export const messageSchema = z.looseObject({
  id: platformId,
  conversation_id: platformId,
  sender: z.enum(['mall', 'member']),
  sender_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullish(),
});
export type UpstreamMessage = z.output<typeof messageSchema>;

export const conversationSchema = z.looseObject({
  id: platformId,
  subject: z.string(),
  last_message: messageSchema.nullish(),
  unread_count: z.number().int().nonnegative(),
  updated_at: z.string(),
});
export type UpstreamConversation = z.output<typeof conversationSchema>;

/** GET messages/overview: the unread total and the conversations, newest first. */
export const overviewSchema = z.looseObject({ unread_total: z.number().int().nonnegative(), conversations: z.array(conversationSchema) });

/** GET messages/all?conversation_id[&after_id]: one conversation and its messages, oldest first. */
export const threadSchema = z.looseObject({ conversation: conversationSchema, messages: z.array(messageSchema) });

/** POST messages (the whole reply): the message sent and its conversation. */
export const sentReply = z.looseObject({ data: z.looseObject({ message: messageSchema, conversation: conversationSchema }) });

/** POST messages/message/read (the whole reply): the member's unread total after it. */
export const readReply = z.looseObject({ data: z.looseObject({ unread_total: z.number().int().nonnegative() }) });
