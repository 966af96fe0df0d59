import { isDemoAccount } from './payments';
import { BRANDS } from './brand';
import { MALL_LANGUAGE } from './support-requests';
import type { Account } from '../members/store';
import { TENANTS } from '../tenancy';

// A member's conversations with the mall (issue 20; spec §7 "Messages": messages/overview, messages/all,
// messages, messages/message, messages/message/read; the fields are our choice, in CONTRACT.md "Messages").
// Kept per account in the member store (`areaState('messages', …)`), seeded on first use with a "Welcome"
// conversation: the mall's greeting (read) and a tip with a link to the mall's website (unread), so that
// every member starts with one unread message and the web's links have something to make clickable.
// Ids are the account's own ranges (conversations `account id × 1000 + n`, messages `account id × 100000 + n`),
// numbered in the state, so a reset of the state numbers them again.

export type MessageLanguage = 'en' | 'cz' | 'sk' | 'de';
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = ['en', 'cz', 'sk', 'de'];

export interface Message {
  id: number;
  conversation_id: number;
  sender: 'mall' | 'member';
  sender_name: string;
  body: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** When the member read it; the member's own messages are read when sent; null: unread. */
  read_at: string | null;
}

export interface Conversation {
  id: number;
  subject: string;
  last_message: Message | null;
  unread_count: number;
  /** Its last message's time, or when it was started. */
  updated_at: string;
}

interface StoredConversation {
  id: number;
  subject: string;
  created_at: string;
  messages: Message[];
}

export interface MessagesState {
  conversations: StoredConversation[];
  nextConversation: number;
  nextMessage: number;
}

interface Texts {
  welcomeSubject: string;
  infoDesk: string;
  welcome: (firstName: string, mall: string) => string;
  tip: (website: string) => string;
  acknowledgement: string;
  requestAcknowledgement: (ticket: string) => string;
  fromMall: (mall: string) => string;
}

const TEXTS: Readonly<Record<MessageLanguage, Texts>> = {
  en: {
    welcomeSubject: 'Welcome',
    infoDesk: 'Info desk',
    welcome: (name, mall) =>
      `Hello ${name}, welcome to ${mall}! This is where you can write to us about your points, receipts, rewards or anything else. We answer on working days, usually within a day.`,
    tip: (website) => `Did you know? This month's rewards and events are on our website: ${website} See you soon!`,
    acknowledgement: 'Thank you, we have your message and will answer soon.',
    requestAcknowledgement: (ticket) => `Thank you, we have your request ${ticket} and will answer soon.`,
    fromMall: (mall) => `Message from ${mall}`,
  },
  cz: {
    welcomeSubject: 'Vítejte',
    infoDesk: 'Informační centrum',
    welcome: (name, mall) =>
      `Dobrý den, ${name}, vítejte v ${mall}! Tady nám můžete napsat o bodech, účtenkách, odměnách nebo o čemkoli jiném. Odpovídáme v pracovní dny, obvykle do druhého dne.`,
    tip: (website) => `Víte, že… odměny a akce tohoto měsíce najdete na našem webu: ${website} Těšíme se na vás!`,
    acknowledgement: 'Děkujeme, vaši zprávu jsme přijali a brzy odpovíme.',
    requestAcknowledgement: (ticket) => `Děkujeme, váš požadavek ${ticket} jsme přijali a brzy odpovíme.`,
    fromMall: (mall) => `Zpráva od ${mall}`,
  },
  sk: {
    welcomeSubject: 'Vitajte',
    infoDesk: 'Informačné centrum',
    welcome: (name, mall) =>
      `Dobrý deň, ${name}, vitajte v ${mall}! Tu nám môžete napísať o bodoch, bločkoch, odmenách alebo o čomkoľvek inom. Odpovedáme v pracovné dni, zvyčajne do druhého dňa.`,
    tip: (website) => `Viete, že… odmeny a podujatia tohto mesiaca nájdete na našom webe: ${website} Tešíme sa na vás!`,
    acknowledgement: 'Ďakujeme, vašu správu sme prijali a čoskoro odpovieme.',
    requestAcknowledgement: (ticket) => `Ďakujeme, vašu požiadavku ${ticket} sme prijali a čoskoro odpovieme.`,
    fromMall: (mall) => `Správa od ${mall}`,
  },
  de: {
    welcomeSubject: 'Willkommen',
    infoDesk: 'Info-Point',
    welcome: (name, mall) =>
      `Hallo ${name}, willkommen im ${mall}! Hier können Sie uns zu Ihren Punkten, Kassenbons, Prämien oder zu allem anderen schreiben. Wir antworten an Werktagen, meist innerhalb eines Tages.`,
    tip: (website) => `Schon gesehen? Die Prämien und Veranstaltungen dieses Monats finden Sie auf unserer Website: ${website} Bis bald!`,
    acknowledgement: 'Vielen Dank, wir haben Ihre Nachricht erhalten und antworten bald.',
    requestAcknowledgement: (ticket) => `Vielen Dank, wir haben Ihre Anfrage ${ticket} erhalten und antworten bald.`,
    fromMall: (mall) => `Nachricht von ${mall}`,
  },
};

/**
 * The language the mall writes to the member in. An account keeps no language of its own; the demo
 * accounts speak their mall's (as their earlier support requests do, support-requests.ts); any
 * other account is written to in English.
 */
export function messageLanguage(account: Account): MessageLanguage {
  return isDemoAccount(account) ? MALL_LANGUAGE[account.tenant] : 'en';
}

export function messageTexts(language: MessageLanguage): Texts {
  return TEXTS[language];
}

const mallName = (account: Account) => BRANDS[account.tenant].name;
const DAY = 86_400_000;

/**
 * The "Welcome" conversation: the greeting when the account was made (read), and two days ago (or
 * right after the greeting, for a newer account) a tip that links the mall's website, unread.
 */
export function seedMessages(account: Account, now: Date): MessagesState {
  const t = TEXTS[messageLanguage(account)];
  const state: MessagesState = { conversations: [], nextConversation: 1, nextMessage: 1 };
  const created = Math.min(new Date(account.createdAt).getTime(), now.getTime());
  const tipAt = Math.max(created, now.getTime() - 2 * DAY);
  const welcomeAt = Math.min(created, tipAt - 1000);
  const conversation = startConversation(state, account, t.welcomeSubject, new Date(welcomeAt));
  const greeting = addMessage(state, account, conversation, { sender: 'mall', senderName: t.infoDesk, body: t.welcome(account.firstName, mallName(account)), at: new Date(welcomeAt) });
  greeting.read_at = new Date(Math.min(welcomeAt + 3 * 3_600_000, now.getTime())).toISOString();
  addMessage(state, account, conversation, { sender: 'mall', senderName: t.infoDesk, body: t.tip(`${TENANTS[account.tenant].origin}/`), at: new Date(tipAt) });
  return state;
}

export function startConversation(state: MessagesState, account: Account, subject: string, at: Date): StoredConversation {
  const conversation: StoredConversation = { id: account.id * 1000 + state.nextConversation++, subject, created_at: at.toISOString(), messages: [] };
  state.conversations.push(conversation);
  return conversation;
}

export interface NewMessage {
  sender: Message['sender'];
  senderName: string;
  body: string;
  at: Date;
}

/** Adds a message at the end of the conversation; the member's own is read when sent. */
export function addMessage(state: MessagesState, account: Account, conversation: StoredConversation, fields: NewMessage): Message {
  const at = fields.at.toISOString();
  const message: Message = {
    id: account.id * 100_000 + state.nextMessage++,
    conversation_id: conversation.id,
    sender: fields.sender,
    sender_name: fields.senderName,
    body: fields.body,
    created_at: at,
    read_at: fields.sender === 'member' ? at : null,
  };
  conversation.messages.push(message);
  return message;
}

export function findConversation(state: MessagesState, id: number): StoredConversation | null {
  return state.conversations.find((c) => c.id === id) ?? null;
}

export function findMessage(state: MessagesState, id: number): Message | null {
  for (const conversation of state.conversations) {
    const message = conversation.messages.find((m) => m.id === id);
    if (message) return message;
  }
  return null;
}

const unreadIn = (conversation: StoredConversation) => conversation.messages.filter((m) => m.sender === 'mall' && m.read_at === null).length;

export function unreadTotal(state: MessagesState): number {
  return state.conversations.reduce((sum, c) => sum + unreadIn(c), 0);
}

export function conversationView(conversation: StoredConversation): Conversation {
  const last = conversation.messages.at(-1) ?? null;
  return {
    id: conversation.id,
    subject: conversation.subject,
    last_message: last ? { ...last } : null,
    unread_count: unreadIn(conversation),
    updated_at: last?.created_at ?? conversation.created_at,
  };
}

/** Newest updated first; in the same millisecond, the one whose last message came later (ids grow), then the newer one. */
export function overview(state: MessagesState): { unread_total: number; conversations: Conversation[] } {
  const conversations = state.conversations
    .map(conversationView)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || (b.last_message?.id ?? 0) - (a.last_message?.id ?? 0) || b.id - a.id);
  return { unread_total: unreadTotal(state), conversations };
}

/** Oldest first; only those after `afterId` when given. */
export function thread(conversation: StoredConversation, afterId: number | null): Message[] {
  return conversation.messages.filter((m) => afterId === null || m.id > afterId).map((m) => ({ ...m }));
}

/** The member read the conversation: the mall's unread messages in it get `at`. Returns how many. */
export function markRead(conversation: StoredConversation, at: Date): number {
  let count = 0;
  for (const message of conversation.messages) {
    if (message.sender === 'mall' && message.read_at === null) {
      message.read_at = at.toISOString();
      count += 1;
    }
  }
  return count;
}

/** The conversation the mall writes to when none is named: the one updated last. */
export function latestConversation(state: MessagesState): StoredConversation | null {
  const [first] = overview(state).conversations;
  return first ? findConversation(state, first.id) : null;
}

/** The mall signs what it writes itself (the acknowledgement, the knob's messages) with its name. */
export const mallSenderName = mallName;
