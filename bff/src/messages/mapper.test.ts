import { describe, expect, it } from 'vitest';
import { isPlatformId, toConversation, toMessage, toOverview, toThread } from './mapper';
import type { UpstreamConversation, UpstreamMessage } from './upstream';

const fromMall: UpstreamMessage = {
  id: 501,
  conversation_id: 12,
  sender: 'mall',
  sender_name: 'Aupark',
  body: 'Your points are on your account now. See https://www.aupark.sk/sk/body',
  created_at: '2026-03-29T00:30:00Z',
  read_at: null,
};
const fromMember: UpstreamMessage = { ...fromMall, id: 502, sender: 'member', sender_name: 'Jana Nováková', body: 'Thank you!', created_at: '2026-03-29T08:05:00.000Z' };
const conversation: UpstreamConversation = { id: 12, subject: 'Missing points', last_message: fromMember, unread_count: 1, updated_at: '2026-03-29T08:05:00Z' };

describe('messages mapper', () => {
  it("puts a message on the mall's clock, its text as it came", () => {
    // 00:30 UTC on the night summer time begins is 01:30 in Bratislava (still CET); the day before in New York.
    expect(toMessage(fromMall, 'Europe/Bratislava')).toEqual({
      id: '501',
      conversationId: '12',
      sender: 'mall',
      senderName: 'Aupark',
      text: fromMall.body,
      sentAt: '2026-03-29T00:30:00.000Z',
      date: '2026-03-29',
      time: '01:30',
      read: false,
    });
    expect(toMessage(fromMember, 'Europe/Bratislava')).toMatchObject({ date: '2026-03-29', time: '10:05', read: true });
    expect(toMessage(fromMall, 'America/New_York')).toMatchObject({ date: '2026-03-28', time: '20:30' });
    expect(toMessage({ ...fromMall, read_at: '2026-03-29T09:00:00Z' }, 'Europe/Prague')?.read).toBe(true);
  });
  it('keeps HTML in a text as text (the web shows it as text)', () => {
    expect(toMessage({ ...fromMall, body: '<b>hi</b> & <script>x</script>' }, 'Europe/Prague')?.text).toBe('<b>hi</b> & <script>x</script>');
  });
  it('leaves out what has no readable time', () => {
    expect(toMessage({ ...fromMall, created_at: 'yesterday' }, 'Europe/Prague')).toBeNull();
    expect(toConversation({ ...conversation, updated_at: 'soon' }, 'Europe/Prague')).toBeNull();
    expect(toOverview({ unread_total: 3, conversations: [conversation, { ...conversation, id: 13, updated_at: '' }] }, 'Europe/Prague').conversations.map((c) => c.id)).toEqual(['12']);
    expect(toThread({ conversation, messages: [fromMall, { ...fromMall, id: 9, created_at: 'x' }, fromMember] }, 'Europe/Prague')?.messages.map((m) => m.id)).toEqual(['501', '502']);
    expect(toThread({ conversation: { ...conversation, updated_at: 'x' }, messages: [] }, 'Europe/Prague')).toBeNull();
  });
  it('maps a conversation with its last message, or none', () => {
    expect(toConversation(conversation, 'Europe/Prague')).toEqual({
      id: '12',
      subject: 'Missing points',
      lastMessage: expect.objectContaining({ id: '502', text: 'Thank you!' }),
      unreadCount: 1,
      updatedAt: '2026-03-29T08:05:00.000Z',
    });
    expect(toConversation({ ...conversation, last_message: null }, 'Europe/Prague')?.lastMessage).toBeNull();
    expect(toOverview({ unread_total: 4, conversations: [] }, 'Europe/Prague')).toEqual({ unreadTotal: 4, conversations: [] });
  });
  it('takes only the platform’s ids (digits)', () => {
    for (const good of ['1', '12', '999999999999999']) expect(isPlatformId(good), good).toBe(true);
    for (const bad of ['', '-1', '1.5', '1e3', ' 1', '12a', '0x1f', '1'.repeat(16), null, undefined]) expect(isPlatformId(bad), String(bad)).toBe(false);
  });
});
