import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { useStack } from '../test/stack';

// The member's messages against the sandbox over real HTTP and a real Redis: the overview and the
// header's count, one conversation (and only what is newer than a message), one message, sending (an
// answer, a new conversation), marking read; ids that are not the platform's never reach it; another
// member's conversation is not found; the counts are the member's own, never kept for anyone else;
// every answer `private, no-store`; UNAUTHENTICATED for a visitor; sends rate limited.

const messageFields = 'id conversationId sender senderName text sentAt date time read';
const overviewQuery = `{ messagesOverview { unreadTotal conversations { id subject unreadCount updatedAt lastMessage { ${messageFields} } } } }`;
const conversationQuery = `query ($id: ID!, $after: ID) { conversation(id: $id, after: $after) { conversation { id subject unreadCount } messages { ${messageFields} } } }`;
const messageQuery = `query ($id: ID!) { message(id: $id) { ${messageFields} } }`;
const unreadQuery = '{ unreadMessages }';
const send = 'mutation ($lang: Language!, $input: SendMessageInput!) { sendMessage(lang: $lang, input: $input) { ok reference fieldErrors { field code message } } }';
const markRead = 'mutation ($id: ID!) { markConversationRead(id: $id) }';

interface Msg {
  id: string;
  conversationId: string;
  sender: 'mall' | 'member';
  senderName: string;
  text: string;
  sentAt: string;
  date: string;
  time: string;
  read: boolean;
}
interface Overview {
  unreadTotal: number;
  conversations: { id: string; subject: string; unreadCount: number; updatedAt: string; lastMessage: Msg | null }[];
}
type Sent = { ok: boolean; reference: string | null; fieldErrors: { field: string; code: string; message: string }[] };
type Thread = { conversation: { id: string; subject: string; unreadCount: number }; messages: Msg[] } | null;

describe("the member's messages", () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1', MESSAGE_RATE_LIMIT_MAX: '4' } });
  const platformCalls = (prefix: string) => stack().sandbox.knobs.requests().filter((r) => r.path.startsWith(prefix));
  const mallWrites = async (tenant: string, email: string, text: string, conversationId?: number) => {
    const response = await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/messages', payload: { tenant, email, text, ...(conversationId ? { conversation_id: conversationId } : {}) } });
    expect(response.statusCode).toBe(200);
  };

  it("lists the member's conversations on the mall's clock, and the header's count, kept by nobody", async () => {
    const member = await newMember(stack(), 'aupark');
    const { data, errors, response } = await memberGql<{ messagesOverview: Overview }>(stack(), 'aupark', member.token, overviewQuery);
    expect(errors).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    const overview = data!.messagesOverview;
    expect(overview.conversations.length).toBeGreaterThan(0);
    expect(overview.unreadTotal).toBe(overview.conversations.reduce((sum, c) => sum + c.unreadCount, 0));
    for (const conversation of overview.conversations) {
      expect(conversation.id).toMatch(/^\d+$/);
      expect(conversation.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const last = conversation.lastMessage!;
      expect(last.conversationId).toBe(conversation.id);
      expect(last.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(last.time).toMatch(/^\d{2}:\d{2}$/);
    }
    const unread = await memberGql<{ unreadMessages: number }>(stack(), 'aupark', member.token, unreadQuery);
    expect(unread.data!.unreadMessages).toBe(overview.unreadTotal);
    expect(unread.response.headers['cache-control']).toBe('private, no-store');
  });

  it('starts a conversation, answers in it, reads only what is newer, and marks it read', async () => {
    const member = await newMember(stack(), 'galerieharfa');
    stack().sandbox.knobs.clearRequests();
    const started = await memberGql<{ sendMessage: Sent }>(stack(), 'galerieharfa', member.token, send, { lang: 'cz', input: { subject: 'Parkování', text: '  Kde mohu zaparkovat kolo?  ' } });
    expect(started.errors).toBeUndefined();
    expect(started.data!.sendMessage).toMatchObject({ ok: true, fieldErrors: [] });
    const id = started.data!.sendMessage.reference!;
    expect(id).toMatch(/^\d+$/);
    const sent = platformCalls('/v1/messages');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', authorization: true, tenant: 'galerieharfa' });

    const thread = await memberGql<{ conversation: Thread }>(stack(), 'galerieharfa', member.token, conversationQuery, { id });
    expect(thread.response.headers['cache-control']).toBe('private, no-store');
    expect(thread.data!.conversation!.conversation).toMatchObject({ id, subject: 'Parkování' });
    const first = thread.data!.conversation!.messages[0]!;
    expect(first).toMatchObject({ conversationId: id, sender: 'member', text: 'Kde mohu zaparkovat kolo?', read: true });

    const answer = await memberGql<{ sendMessage: Sent }>(stack(), 'galerieharfa', member.token, send, { lang: 'cz', input: { conversationId: id, text: 'Děkuji!' } });
    expect(answer.data!.sendMessage).toMatchObject({ ok: true, reference: id });
    const newer = await memberGql<{ conversation: Thread }>(stack(), 'galerieharfa', member.token, conversationQuery, { id, after: first.id });
    const texts = newer.data!.conversation!.messages.map((m) => m.text);
    expect(texts).not.toContain('Kde mohu zaparkovat kolo?');
    expect(texts.at(-1)).toBe('Děkuji!');

    // The mall writes; the count rises, the message reads by its id, opening it reads it.
    await mallWrites('galerieharfa', member.email, 'Stojany na kola jsou u vchodu B.', Number(id));
    const before = (await memberGql<{ unreadMessages: number }>(stack(), 'galerieharfa', member.token, unreadQuery)).data!.unreadMessages;
    const latest = (await memberGql<{ conversation: Thread }>(stack(), 'galerieharfa', member.token, conversationQuery, { id })).data!.conversation!;
    const fromMall = latest.messages.at(-1)!;
    expect(fromMall).toMatchObject({ sender: 'mall', text: 'Stojany na kola jsou u vchodu B.', read: false });
    expect(latest.conversation.unreadCount).toBeGreaterThan(0);
    const one = await memberGql<{ message: Msg }>(stack(), 'galerieharfa', member.token, messageQuery, { id: fromMall.id });
    expect(one.data!.message).toEqual(fromMall);
    const read = await memberGql<{ markConversationRead: number }>(stack(), 'galerieharfa', member.token, markRead, { id });
    expect(read.errors).toBeUndefined();
    expect(read.data!.markConversationRead).toBe(before - latest.conversation.unreadCount);
    expect((await memberGql<{ unreadMessages: number }>(stack(), 'galerieharfa', member.token, unreadQuery)).data!.unreadMessages).toBe(read.data!.markConversationRead);
    expect((await memberGql<{ message: Msg }>(stack(), 'galerieharfa', member.token, messageQuery, { id: fromMall.id })).data!.message.read).toBe(true);
  });

  it('refuses bad input on its fields before the platform', async () => {
    const member = await newMember(stack(), 'europasc');
    stack().sandbox.knobs.clearRequests();
    const bad = await memberGql<{ sendMessage: Sent }>(stack(), 'europasc', member.token, send, { lang: 'sk', input: { subject: ' ', text: '   ' } });
    expect(bad.data!.sendMessage.ok).toBe(false);
    expect(bad.data!.sendMessage.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'text', code: 'required', message: fieldErrorMessages.sk.required },
        { field: 'subject', code: 'required', message: fieldErrorMessages.sk.required },
      ]),
    );
    const long = await memberGql<{ sendMessage: Sent }>(stack(), 'europasc', member.token, send, { lang: 'en', input: { subject: 'Hi', text: 'x'.repeat(2001) } });
    expect(long.data!.sendMessage.fieldErrors).toEqual([{ field: 'text', code: 'tooLong', message: 'Please write at most 2000 characters.' }]);
    expect(platformCalls('/v1/messages')).toHaveLength(0);
  });

  it("answers not found for an id that is not the platform's, without asking it, and for another member's", async () => {
    const member = await newMember(stack(), 'aupark');
    const other = await newMember(stack(), 'aupark');
    stack().sandbox.knobs.clearRequests();
    for (const id of ['abc', '-1', '1.5', '1e3', ' 12', '0x10', '9'.repeat(16)]) {
      expect((await memberGql(stack(), 'aupark', member.token, conversationQuery, { id })).data, id).toEqual({ conversation: null });
      expect((await memberGql(stack(), 'aupark', member.token, messageQuery, { id })).data, id).toEqual({ message: null });
      expect((await memberGql(stack(), 'aupark', member.token, markRead, { id })).errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      expect((await memberGql(stack(), 'aupark', member.token, send, { lang: 'en', input: { conversationId: id, text: 'Hello' } })).errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    expect((await memberGql(stack(), 'aupark', member.token, conversationQuery, { id: '1', after: 'x' })).data).toEqual({ conversation: null });
    expect(platformCalls('/v1/messages')).toHaveLength(0);

    const theirs = (await memberGql<{ messagesOverview: Overview }>(stack(), 'aupark', other.token, overviewQuery)).data!.messagesOverview.conversations[0]!;
    expect((await memberGql(stack(), 'aupark', member.token, conversationQuery, { id: theirs.id })).data).toEqual({ conversation: null });
    expect((await memberGql(stack(), 'aupark', member.token, messageQuery, { id: theirs.lastMessage!.id })).data).toEqual({ message: null });
    expect((await memberGql(stack(), 'aupark', member.token, markRead, { id: theirs.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await memberGql(stack(), 'aupark', member.token, conversationQuery, { id: '999999999' })).data).toEqual({ conversation: null });
  });

  it('keeps each member their own unread count, whoever asked before', async () => {
    const jana = await newMember(stack(), 'novoplaza');
    const petr = await newMember(stack(), 'novoplaza');
    // Petr reads everything; the mall writes to Jana twice.
    for (const c of (await memberGql<{ messagesOverview: Overview }>(stack(), 'novoplaza', petr.token, overviewQuery)).data!.messagesOverview.conversations) {
      await memberGql(stack(), 'novoplaza', petr.token, markRead, { id: c.id });
    }
    await mallWrites('novoplaza', jana.email, 'One');
    await mallWrites('novoplaza', jana.email, 'Two');
    const janaTotal = (await memberGql<{ messagesOverview: Overview }>(stack(), 'novoplaza', jana.token, overviewQuery)).data!.messagesOverview.unreadTotal;
    expect(janaTotal).toBeGreaterThanOrEqual(2);
    for (let round = 0; round < 3; round++) {
      for (const [who, expected] of [
        [jana, janaTotal],
        [petr, 0],
      ] as const) {
        const { data, response } = await memberGql<{ unreadMessages: number }>(stack(), 'novoplaza', who.token, unreadQuery);
        expect(data!.unreadMessages, `${who.email} round ${round}`).toBe(expected);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      // And as a GET, the way a page's operation may come: never a shared copy.
      for (const [who, expected] of [
        [petr, 0],
        [jana, janaTotal],
      ] as const) {
        const response = await stack().app.inject({
          method: 'GET',
          url: `/graphql?query=${encodeURIComponent(unreadQuery)}`,
          headers: { host: 'novoplaza.localhost:3000', cookie: `token=${who.token}`, 'mercurius-require-preflight': 'true' },
        });
        expect((response.json() as { data: { unreadMessages: number } }).data.unreadMessages).toBe(expected);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('limits sends per session, whatever the address', async () => {
    const member = await newMember(stack(), 'beta');
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await memberGql<{ sendMessage: Sent | null }>(stack(), 'beta', member.token, send, { lang: 'en', input: { subject: `Question ${i}`, text: 'Hello' } }, { 'x-forwarded-for': `203.0.113.${10 + i}` }));
    }
    expect(answers.slice(0, 4).every((a) => a.data?.sendMessage?.ok)).toBe(true);
    expect(answers[4]!.status).toBe(429);
    expect(answers[4]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('is UNAUTHENTICATED for a visitor and for an expired session, which it ends', async () => {
    for (const [query, variables] of [
      [overviewQuery, {}],
      [unreadQuery, {}],
      [conversationQuery, { id: '1' }],
      [conversationQuery, { id: 'abc' }],
      [messageQuery, { id: '1' }],
      [markRead, { id: '1' }],
      [send, { lang: 'en', input: { subject: 'Hi', text: 'Hello' } }],
    ] as const) {
      expect((await memberGql(stack(), 'aupark', null, query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const member = await newMember(stack(), 'aupark');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'aupark', email: member.email } });
    const expired = await memberGql(stack(), 'aupark', member.token, unreadQuery);
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(sessionCookie(expired.response)).toMatch(/^token=;/);
  });
});
