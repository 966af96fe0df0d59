// What the platform publishes on the member's channel (sandbox/CONTRACT.md "Messages"; issue 20), in
// the platform's own words, read defensively: an event that does not have the expected shape is
// ignored (the screens' catch-up still brings the message), never thrown into a render.

/** `message`: a new message in one of the member's conversations (the mall's or the member's own). */
export interface MessageEvent {
  kind: 'message';
  conversationId: string;
  messageId: string;
  sender: 'mall' | 'member';
  senderName: string;
  unreadTotal: number;
}

/** `read`: a conversation was read (here or on another device). */
export interface ReadEvent {
  kind: 'read';
  conversationId: string;
  unreadTotal: number;
}

export type RealtimeEvent = MessageEvent | ReadEvent;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isId = (value: unknown): value is number | string => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

/** The `message` event's data ({ message: Message, unread_total }), or null. */
export function parseMessageEvent(data: unknown): MessageEvent | null {
  if (!isRecord(data) || !isRecord(data.message) || !isCount(data.unread_total)) return null;
  const { id, conversation_id: conversationId, sender, sender_name: senderName } = data.message;
  if (!isId(id) || !isId(conversationId) || (sender !== 'mall' && sender !== 'member') || typeof senderName !== 'string') return null;
  return { kind: 'message', conversationId: String(conversationId), messageId: String(id), sender, senderName, unreadTotal: data.unread_total };
}

/** The `read` event's data ({ conversation_id, unread_total }), or null. */
export function parseReadEvent(data: unknown): ReadEvent | null {
  if (!isRecord(data) || !isId(data.conversation_id) || !isCount(data.unread_total)) return null;
  return { kind: 'read', conversationId: String(data.conversation_id), unreadTotal: data.unread_total };
}
