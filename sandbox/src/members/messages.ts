import {
  addMessage,
  conversationView,
  findConversation,
  latestConversation,
  mallSenderName,
  markRead,
  messageLanguage,
  messageTexts,
  seedMessages,
  startConversation,
  unreadTotal,
  type Conversation,
  type Message,
  type MessagesState,
} from '../data/messages';
import type { RealtimePublisher } from '../realtime/publisher';
import { TENANTS } from '../tenancy';
import type { Account, MemberStore } from './store';

// What happens when someone writes (issue 20): the message is stored in the member's state
// (data/messages.ts), then published on the member's own channel through the realtime provider
// (`message` with the member's unread total after it; `read` after the member read a conversation).
// Three writers share it: the member (POST messages), the member's support request (support.ts) and the
// mall (the knob POST /__sandbox/messages). A conversation the member starts gets the mall's automatic
// acknowledgement at once, as help desks send.

const AREA = 'messages';

export function messagesOf(store: MemberStore, account: Account): MessagesState {
  return store.areaState<MessagesState>(AREA, account, (a) => seedMessages(a, store.time()));
}

/** Every member's conversations back to the seed (the knobs' reset). */
export function resetMessages(store: MemberStore): void {
  store.clearArea(AREA);
}

export interface MessageEvent {
  message: Message;
  unread_total: number;
}

interface Publication {
  event: 'message' | 'read';
  data: MessageEvent | { conversation_id: number; unread_total: number };
  exceptSocketId?: string;
}

export interface Sent {
  message: Message;
  conversation: Conversation;
}

const memberName = (account: Account) => `${account.firstName} ${account.lastName}`.trim();

/** In order, each after the one before (a client sees the member's message before the acknowledgement). */
async function publish(realtime: RealtimePublisher, account: Account, publications: Publication[]): Promise<void> {
  for (const { event, data, exceptSocketId } of publications) {
    await realtime.toMember(TENANTS[account.tenant], account.id, event, data, exceptSocketId ? { exceptSocketId } : undefined);
  }
}

/** What the member's message event carries: a copy, taken now, with the unread total as it is now. */
const messageEvent = (state: MessagesState, message: Message, exceptSocketId?: string): Publication => ({
  event: 'message',
  data: { message: { ...message }, unread_total: unreadTotal(state) },
  ...(exceptSocketId ? { exceptSocketId } : {}),
});

export interface FromMember {
  /** null: a new conversation with `subject`. */
  conversationId: number | null;
  subject: string;
  body: string;
  /** The sender's own connection, which does not get its message back. */
  socketId?: string;
}

/** The member writes (POST messages); null when the conversation is not theirs. */
export async function sendFromMember(store: MemberStore, realtime: RealtimePublisher, account: Account, input: FromMember): Promise<Sent | null> {
  const state = messagesOf(store, account);
  const now = store.time();
  const existing = input.conversationId === null ? null : findConversation(state, input.conversationId);
  if (input.conversationId !== null && !existing) return null;
  const conversation = existing ?? startConversation(state, account, input.subject, now);
  const message = addMessage(state, account, conversation, { sender: 'member', senderName: memberName(account), body: input.body, at: now });
  const publications = [messageEvent(state, message, input.socketId)];
  if (!existing) {
    const ack = addMessage(state, account, conversation, { sender: 'mall', senderName: mallSenderName(account), body: messageTexts(messageLanguage(account)).acknowledgement, at: now });
    publications.push(messageEvent(state, ack));
  }
  await publish(realtime, account, publications);
  return { message: { ...message }, conversation: conversationView(conversation) };
}

/** A member's support request (support.ts) opens a conversation: the request, then the acknowledgement naming its ticket. */
export async function openFromSupportRequest(store: MemberStore, realtime: RealtimePublisher, account: Account, request: { subject: string; message: string; ticketNumber: string }): Promise<Conversation> {
  const state = messagesOf(store, account);
  const now = store.time();
  const conversation = startConversation(state, account, request.subject, now);
  const message = addMessage(state, account, conversation, { sender: 'member', senderName: memberName(account), body: request.message, at: now });
  const first = messageEvent(state, message);
  const ack = addMessage(state, account, conversation, {
    sender: 'mall',
    senderName: mallSenderName(account),
    body: messageTexts(messageLanguage(account)).requestAcknowledgement(request.ticketNumber),
    at: now,
  });
  await publish(realtime, account, [first, messageEvent(state, ack)]);
  return conversationView(conversation);
}

/**
 * The mall writes to the member (the knob): in the given conversation, else the one updated last, else
 * a new "Message from {mall}". null when the given conversation is not the member's.
 */
export async function sendFromMall(store: MemberStore, realtime: RealtimePublisher, account: Account, text: string, conversationId?: number): Promise<Sent | null> {
  const state = messagesOf(store, account);
  const now = store.time();
  let conversation = conversationId === undefined ? latestConversation(state) : findConversation(state, conversationId);
  if (conversationId !== undefined && !conversation) return null;
  conversation ??= startConversation(state, account, messageTexts(messageLanguage(account)).fromMall(mallSenderName(account)), now);
  const message = addMessage(state, account, conversation, { sender: 'mall', senderName: mallSenderName(account), body: text, at: now });
  await publish(realtime, account, [messageEvent(state, message)]);
  return { message: { ...message }, conversation: conversationView(conversation) };
}

/** The member read a conversation (messages/message/read): the unread total after it, or null when it is not theirs. */
export async function readConversation(store: MemberStore, realtime: RealtimePublisher, account: Account, conversationId: number): Promise<number | null> {
  const state = messagesOf(store, account);
  const conversation = findConversation(state, conversationId);
  if (!conversation) return null;
  markRead(conversation, store.time());
  const total = unreadTotal(state);
  await publish(realtime, account, [{ event: 'read', data: { conversation_id: conversation.id, unread_total: total } }]);
  return total;
}
