import type { z } from 'zod';
import type { Conversation, ConversationThread, Message, MessagesOverview } from '../graphql/generated';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import type { overviewSchema, threadSchema, UpstreamConversation, UpstreamMessage } from './upstream';

// The member's messages as the screens show them: ids as strings, the moment sent in UTC (ISO, for
// ordering and <time datetime>) and on the mall's clock (day and time, as support's requests are).
// The text stays plain text: the web shows it as text. A message or conversation whose time cannot
// be read is left out rather than shown at a wrong time.

/** Moved to shared (booking's ids follow the same rule); kept here for this domain's callers. */
export { isPlatformId } from '../shared/platform-id';

export function toMessage(message: UpstreamMessage, timeZone: string): Message | null {
  const at = parseTimestamp(message.created_at);
  if (Number.isNaN(at.getTime())) return null;
  const { date, time } = mallDateTime(at, timeZone);
  return {
    id: String(message.id),
    conversationId: String(message.conversation_id),
    sender: message.sender,
    senderName: message.sender_name,
    text: message.body,
    sentAt: at.toISOString(),
    date,
    time,
    // The member's own messages are read by them; the mall's once the platform says so.
    read: message.sender === 'member' || Boolean(message.read_at),
  };
}

export function toConversation(conversation: UpstreamConversation, timeZone: string): Conversation | null {
  const updated = parseTimestamp(conversation.updated_at);
  if (Number.isNaN(updated.getTime())) return null;
  return {
    id: String(conversation.id),
    subject: conversation.subject,
    lastMessage: conversation.last_message ? toMessage(conversation.last_message, timeZone) : null,
    unreadCount: conversation.unread_count,
    updatedAt: updated.toISOString(),
  };
}

export function toOverview(overview: z.output<typeof overviewSchema>, timeZone: string): MessagesOverview {
  return { unreadTotal: overview.unread_total, conversations: overview.conversations.flatMap((c) => toConversation(c, timeZone) ?? []) };
}

/** One conversation and its messages; null when the conversation itself cannot be shown. */
export function toThread(thread: z.output<typeof threadSchema>, timeZone: string): ConversationThread | null {
  const conversation = toConversation(thread.conversation, timeZone);
  if (!conversation) return null;
  return { conversation, messages: thread.messages.flatMap((m) => toMessage(m, timeZone) ?? []) };
}
