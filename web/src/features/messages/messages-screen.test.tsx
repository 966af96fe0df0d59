import { act, screen, within } from '@testing-library/react';
import type { Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { MessagesPageQuery } from '../../graphql/generated';
import { PageQueryRules } from '../../lib/page-query';
import { RealtimeTestProvider, type RealtimeApi, type RealtimeEvent } from '../../lib/realtime';
import { renderScreen } from '../../test/render-screen';
import { MessagesScreen } from './messages-screen';
import { messagesQuery } from './variables';

type Message = NonNullable<MessagesPageQuery['conversation']>['messages'][number];

const message = (id: string, fields: Partial<Message> = {}): Message => ({
  id,
  conversationId: '7',
  sender: 'mall',
  senderName: 'Info desk',
  text: `Message ${id}`,
  sentAt: '2026-11-20T09:15:00.000Z',
  date: '2026-11-20',
  time: '10:15',
  read: true,
  ...fields,
});

const first = message('70', { text: 'Welcome! Our offers: https://www.aupark.sk/en/offers' });
const answer = message('71', { sender: 'member', senderName: 'Jana Nováková', text: 'Thank you <b>very</b> much', sentAt: '2026-11-21T08:00:00.000Z', date: '2026-11-21', time: '09:00' });
const unread = message('72', { text: 'Your card is ready.', sentAt: '2026-11-22T08:00:00.000Z', date: '2026-11-22', time: '09:00', read: false });

const data = (open: boolean, unreadCount = 1): MessagesPageQuery => ({
  mall: { id: '1', dateFormat: 'd.m.Y', timeFormat: 'H:i' },
  messagesOverview: {
    unreadTotal: unreadCount + 2,
    conversations: [
      { id: '7', subject: 'Welcome', unreadCount, updatedAt: unread.sentAt, lastMessage: unread },
      { id: '8', subject: 'Parking card', unreadCount: 2, updatedAt: '2026-11-01T08:00:00.000Z', lastMessage: message('80', { conversationId: '8', text: 'Please come to the info desk.', date: '2026-11-01', time: '09:00' }) },
      { id: '9', subject: 'Empty', unreadCount: 0, updatedAt: '2026-10-01T08:00:00.000Z', lastMessage: null },
    ],
  },
  ...(open ? { conversation: { conversation: { id: '7', subject: 'Welcome', unreadCount }, messages: [first, answer, unread] } } : {}),
});

interface Sent {
  queries: { variables: unknown; context: { requestPolicy?: string } }[];
  mutations: { query: string; variables: unknown }[];
}

function clientWith(result: MessagesPageQuery | null, sent: Sent): Client {
  return {
    executeQuery: (request: { variables: unknown }, context: { requestPolicy?: string }) => {
      sent.queries.push({ variables: request.variables, context });
      return fromValue({ data: result, stale: false, hasNext: false });
    },
    executeMutation: (operation: { query: { definitions: { name?: { value: string } }[] }; variables: unknown }) => {
      const name = operation.query.definitions[0]?.name?.value ?? '';
      sent.mutations.push({ query: name, variables: operation.variables });
      return fromValue({ data: name === 'MarkConversationRead' ? { markConversationRead: 2 } : null, stale: false, hasNext: false, operation });
    },
  } as unknown as Client;
}

function show(path: string, result: MessagesPageQuery | null, realtime: Partial<RealtimeApi> = {}, lang: 'en' | 'cz' = 'en') {
  const sent: Sent = { queries: [], mutations: [] };
  const view = renderScreen(
    lang,
    path,
    <PageQueryRules.Provider value={messagesQuery}>
      <RealtimeTestProvider value={realtime}>
        <MessagesScreen />
      </RealtimeTestProvider>
    </PageQueryRules.Provider>,
    result,
    clientWith(result, sent),
  );
  return { sent, view };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('MessagesScreen', () => {
  it('lists the conversations with their last message, its time and the unread count', () => {
    show('/en/messages', data(false));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    const items = screen.getAllByTestId('conversation-item');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/en/messages?conversation=7', '/en/messages?conversation=8', '/en/messages?conversation=9']);
    expect(plain(items[0]!.textContent)).toBe('Welcome22.11.2026Info desk: Your card is ready.11 unread message');
    expect(within(items[1]!).getByTestId('conversation-unread').textContent).toBe('22 unread messages');
    expect(within(items[0]!).getByText('22.11.2026').getAttribute('datetime')).toBe(unread.sentAt);
    expect(plain(items[2]!.textContent)).toBe('EmptyNo messages yet');
    expect(screen.getByTestId('conversation').textContent).toBe('Choose a conversation to read it, or start a new one.');
    expect(screen.getByTestId('message-new')).toBeTruthy();
  });

  it('opens the conversation of ?conversation= with its messages oldest first, sender and time, links clickable, text as text', () => {
    show('/en/messages?conversation=7', data(true));
    const messages = screen.getAllByTestId('message');
    expect(messages.map((m) => m.getAttribute('data-id'))).toEqual(['70', '71', '72']);
    expect(plain(messages[0]!.querySelector('.message__meta')?.textContent)).toBe('From the mall: Info desk 20.11.2026 10:15');
    expect(plain(messages[1]!.querySelector('.message__meta')?.textContent)).toBe('You wrote: Jana Nováková 21.11.2026 09:00');
    const link = within(messages[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://www.aupark.sk/en/offers');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(messages[1]!.querySelector('b')).toBeNull();
    expect(within(messages[1]!).getByText('Thank you <b>very</b> much')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByTestId('messages-back').getAttribute('href')).toBe('/en/messages');
    expect(screen.getByTestId('messages').className).toContain('messages--open');
    // The open one is the current item, and its count is not shown: it is being read.
    const current = screen.getAllByTestId('conversation-item')[0]!;
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(current).queryByTestId('conversation-unread')).toBeNull();
    expect(screen.getByTestId('message-reply')).toBeTruthy();
  });

  it('marks an opened conversation with unread messages read, and asks again', async () => {
    const { sent } = show('/en/messages?conversation=7', data(true));
    await act(async () => {});
    expect(sent.mutations).toEqual([{ query: 'MarkConversationRead', variables: { id: '7' } }]);
    expect(sent.queries.at(-1)?.context.requestPolicy).toBe('network-only');
  });

  it('does not mark a conversation without unread messages', async () => {
    const { sent } = show('/en/messages?conversation=7', data(true, 0));
    await act(async () => {});
    expect(sent.mutations).toEqual([]);
  });

  it('says a conversation that is not the member’s was not found, beside the list', () => {
    show('/en/messages?conversation=99', data(false));
    expect(screen.getByTestId('conversation-not-found').textContent).toContain('This conversation was not found.');
    expect(screen.getAllByTestId('conversation-item')).toHaveLength(3);
  });

  it('reads the page again on a realtime event', () => {
    let listener: ((event: RealtimeEvent) => void) | null = null;
    const { sent } = show('/en/messages?conversation=7', data(true, 0), {
      status: 'connected',
      listen: (l) => {
        listener = l;
        return () => undefined;
      },
    });
    const before = sent.queries.length;
    act(() => listener!({ kind: 'message', conversationId: '7', messageId: '73', sender: 'mall', senderName: 'Info desk', unreadTotal: 3 }));
    expect(sent.queries.length).toBe(before + 1);
    expect(sent.queries.at(-1)?.context.requestPolicy).toBe('network-only');
  });

  it('says quietly that messages may be late without a live connection, and "reconnecting…" on the way back', () => {
    const { view } = show('/en/messages?conversation=7', data(true, 0), { status: 'unavailable', wasConnected: true });
    expect(screen.getByTestId('messages-late').textContent).toBe('Messages may arrive late: we check for new ones every 30 seconds.');
    expect(screen.getByTestId('messages-late').getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('reconnecting')).toBeNull();
    view.unmount();

    show('/en/messages?conversation=7', data(true, 0), { status: 'connecting', wasConnected: true });
    expect(screen.getByTestId('reconnecting').textContent).toBe('Reconnecting…');
    expect(screen.queryByTestId('messages-late')).toBeNull();
  });

  it('shows neither while connected, nor "reconnecting…" on the first connection', () => {
    const { view } = show('/en/messages?conversation=7', data(true, 0), { status: 'connected', wasConnected: true });
    expect(screen.queryByTestId('messages-late')).toBeNull();
    expect(screen.queryByTestId('reconnecting')).toBeNull();
    view.unmount();
    show('/en/messages?conversation=7', data(true, 0), { status: 'connecting', wasConnected: false });
    expect(screen.queryByTestId('reconnecting')).toBeNull();
  });

  it('speaks Czech', () => {
    show('/cz/zpravy?conversation=7', data(true, 0), { status: 'failed' }, 'cz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zprávy');
    expect(screen.getAllByTestId('conversation-item')[1]!.getAttribute('href')).toBe('/cz/zpravy?conversation=8');
    expect(within(screen.getAllByTestId('conversation-item')[1]!).getByTestId('conversation-unread').textContent).toBe('22 nepřečtené zprávy');
    expect(screen.getByTestId('messages-late').textContent).toContain('Zprávy mohou přicházet se zpožděním');
  });
});
