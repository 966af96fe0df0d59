import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, messageLanguage, messageTexts, seedMessages } from '../data/messages';
import type { RealtimePublisher } from '../realtime/publisher';
import { TENANTS, type Tenant } from '../tenancy';
import { messagesOf, readConversation, resetMessages, sendFromMall, sendFromMember } from './messages';
import { MemberStore, type Account } from './store';

// The messages' rules without HTTP: the seed, the languages, who gets which event with which data.

const now = new Date('2026-11-27T10:00:00.000Z');

function setup() {
  const store = new MemberStore(() => now);
  const calls: { tenant: Tenant; memberId: number; event: string; data: unknown; options?: { exceptSocketId?: string } }[] = [];
  const realtime: RealtimePublisher = {
    async toMember(tenant, memberId, event, data, options) {
      calls.push({ tenant, memberId, event, data: structuredClone(data), ...(options ? { options } : {}) });
    },
  };
  const jana = store.find('aupark', 'jana.novakova@aupark.test')!;
  const ada = store.add({
    tenant: 'novoplaza',
    email: 'ada@example.com',
    passwordHash: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    birthDate: null,
    city: null,
    newsletter: false,
    verified: true,
    sso: true,
    createdAt: now.toISOString(),
    profilePicture: null,
  });
  return { store, calls, realtime, jana, ada };
}

describe('the messages seed', () => {
  it('has every text in the four languages', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const t = messageTexts(language);
      for (const text of [t.welcomeSubject, t.infoDesk, t.welcome('Ada', 'Aupark'), t.tip('https://www.aupark.sk/'), t.acknowledgement, t.requestAcknowledgement('AUP-001001'), t.fromMall('Aupark')]) {
        expect(text.trim().length, language).toBeGreaterThan(0);
      }
      expect(t.tip('https://www.aupark.sk/'), language).toContain('https://www.aupark.sk/ ');
      expect(t.requestAcknowledgement('AUP-001001'), language).toContain('AUP-001001');
    }
    expect(new Set(MESSAGE_LANGUAGES.map((l) => messageTexts(l).acknowledgement)).size).toBe(4);
  });

  it('speaks the demo members’ mall language and English to everyone else', () => {
    const { store, jana, ada } = setup();
    expect(messageLanguage(jana)).toBe('sk');
    expect(messageLanguage(store.find('galerieharfa', 'petr.svoboda@galerieharfa.test')!)).toBe('cz');
    expect(messageLanguage(ada)).toBe('en');
  });

  it('orders the greeting before the tip, both in the past, for an old and a brand-new account', () => {
    const { jana, ada } = setup();
    for (const account of [jana, ada] as Account[]) {
      const [welcome] = seedMessages(account, now).conversations;
      const [greeting, tip] = welcome!.messages;
      expect(greeting!.created_at < tip!.created_at).toBe(true);
      expect(tip!.created_at <= now.toISOString()).toBe(true);
      expect(greeting!.read_at).not.toBeNull();
      expect(greeting!.read_at! <= now.toISOString()).toBe(true);
      expect(tip!.read_at).toBeNull();
      expect(welcome!.created_at).toBe(greeting!.created_at);
    }
    expect(seedMessages(jana, now).conversations[0]!.messages[1]!.created_at).toBe('2026-11-25T10:00:00.000Z');
  });
});

describe('writing and publishing', () => {
  it('publishes the member’s message except to its socket, then the acknowledgement, on the member’s tenant', async () => {
    const { store, calls, realtime, ada } = setup();
    const sent = await sendFromMember(store, realtime, ada, { conversationId: null, subject: 'Parking', body: 'How long is parking free?', socketId: '1.2' });
    const [ack] = messagesOf(store, ada).conversations[1]!.messages.slice(-1);
    expect(calls).toEqual([
      { tenant: TENANTS.novoplaza, memberId: ada.id, event: 'message', data: { message: sent!.message, unread_total: 1 }, options: { exceptSocketId: '1.2' } },
      { tenant: TENANTS.novoplaza, memberId: ada.id, event: 'message', data: { message: ack, unread_total: 2 } },
    ]);
    expect(ack).toMatchObject({ sender: 'mall', sender_name: 'Novo Plaza', body: 'Thank you, we have your message and will answer soon.' });
  });

  it('lets the mall start a "Message from {mall}" conversation when the member has none', async () => {
    const { store, calls, realtime, ada } = setup();
    messagesOf(store, ada).conversations.length = 0;
    const sent = await sendFromMall(store, realtime, ada, 'Your card is ready.');
    expect(sent!.conversation).toMatchObject({ subject: 'Message from Novo Plaza', unread_count: 1, last_message: sent!.message });
    expect(calls).toEqual([{ tenant: TENANTS.novoplaza, memberId: ada.id, event: 'message', data: { message: sent!.message, unread_total: 1 } }]);
    expect(await sendFromMall(store, realtime, ada, 'x', 12345)).toBeNull();
  });

  it('publishes `read` with the total after it, and nothing for a conversation not the member’s', async () => {
    const { store, calls, realtime, jana, ada } = setup();
    const welcome = messagesOf(store, jana).conversations[0]!;
    expect(await readConversation(store, realtime, jana, welcome.id)).toBe(0);
    expect(calls).toEqual([{ tenant: TENANTS.aupark, memberId: jana.id, event: 'read', data: { conversation_id: welcome.id, unread_total: 0 } }]);
    expect(await readConversation(store, realtime, ada, welcome.id)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('resets to the seed', async () => {
    const { store, realtime, jana } = setup();
    await sendFromMall(store, realtime, jana, 'Hi');
    resetMessages(store);
    expect(messagesOf(store, jana).conversations.map((c) => c.messages.length)).toEqual([2]);
  });
});
