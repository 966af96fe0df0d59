import { describe, expect, it } from 'vitest';
import { parseMessageEvent, parseReadEvent } from './events';

const message = { id: 71, conversation_id: 7, sender: 'mall', sender_name: 'Info desk', body: 'Hello', created_at: '2026-11-27T10:00:00Z', read_at: null };

describe('the realtime events', () => {
  it("reads a `message` event in the platform's words", () => {
    expect(parseMessageEvent({ message, unread_total: 2 })).toEqual({ kind: 'message', conversationId: '7', messageId: '71', sender: 'mall', senderName: 'Info desk', unreadTotal: 2 });
    expect(parseMessageEvent({ message: { ...message, sender: 'member', sender_name: 'Jana' }, unread_total: 0 })?.sender).toBe('member');
  });

  it('ignores a `message` event of another shape', () => {
    for (const data of [null, 'text', [], { message }, { message, unread_total: -1 }, { message, unread_total: 1.5 }, { message: { ...message, sender: 'bot' }, unread_total: 1 }, { message: { ...message, id: 'x' }, unread_total: 1 }, { message: { ...message, sender_name: 3 }, unread_total: 1 }]) {
      expect(parseMessageEvent(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('reads a `read` event, and ignores another shape', () => {
    expect(parseReadEvent({ conversation_id: 7, unread_total: 0 })).toEqual({ kind: 'read', conversationId: '7', unreadTotal: 0 });
    expect(parseReadEvent({ conversation_id: '12', unread_total: 3 })).toEqual({ kind: 'read', conversationId: '12', unreadTotal: 3 });
    expect(parseReadEvent({ conversation_id: 7 })).toBeNull();
    expect(parseReadEvent({ conversation_id: '7a', unread_total: 0 })).toBeNull();
  });
});
