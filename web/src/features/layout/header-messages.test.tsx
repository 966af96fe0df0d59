import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, makeSubject, type Source, type Subject } from 'wonka';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nOptions } from '../../i18n/resources';
import { RealtimeTestProvider, type RealtimeEvent } from '../../lib/realtime';
import { HeaderMessages, NOTICE_MS } from './header-messages';

const fromMall: RealtimeEvent = { kind: 'message', conversationId: '7', messageId: '73', sender: 'mall', senderName: 'Info desk', unreadTotal: 3 };

type Answer = { data: { unreadMessages: number }; stale: boolean; hasNext: boolean };

/**
 * The header on `path`, connected; `answer` gives the bff's answer to each ask of the count (by
 * default at once, 1 unread). `rerender` changes the count of subscriptions (0 at first).
 */
function show(path: string, lang: 'en' | 'de' = 'en', answer: () => Source<Answer> = () => fromValue({ data: { unreadMessages: 1 }, stale: false, hasNext: false })) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const queries: string[] = [];
  const client = {
    executeQuery: (_request: unknown, context: { requestPolicy?: string }) => {
      queries.push(context.requestPolicy ?? '');
      return answer();
    },
  } as unknown as Client;
  let emit: (event: RealtimeEvent) => void = () => undefined;
  const tree = (subscriptions: number) => (
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <RealtimeTestProvider
            value={{
              status: 'connected',
              subscriptions,
              listen: (listener) => {
                emit = listener;
                return () => undefined;
              },
            }}
          >
            <HeaderMessages lang={lang} />
          </RealtimeTestProvider>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>
  );
  const { rerender } = render(tree(0));
  return { queries, emit: (event: RealtimeEvent) => act(() => emit(event)), rerender: (subscriptions: number) => rerender(tree(subscriptions)) };
}

describe('the header’s messages', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the unread count after hydration, asked of the bff, and raises it with the live events', () => {
    const { queries, emit } = show('/en/offers');
    expect(queries).toEqual(['network-only']);
    const link = screen.getByTestId('header-messages');
    expect(link.getAttribute('href')).toBe('/en/messages');
    expect(screen.getByTestId('header-unread').textContent).toBe('11 unread message');
    emit(fromMall);
    expect(screen.getByTestId('header-unread').textContent).toBe('33 unread messages');
    emit({ kind: 'read', conversationId: '7', unreadTotal: 0 });
    expect(screen.queryByTestId('header-unread')).toBeNull();
  });

  it('keeps a live total over an answer asked before the event, and takes an answer asked after it', () => {
    const answers: Subject<Answer>[] = [];
    const { emit, rerender } = show('/en/offers', 'en', () => {
      const answer = makeSubject<Answer>();
      answers.push(answer);
      return answer.source;
    });
    expect(answers).toHaveLength(1);
    // The conversation is read (the live total 0) before the answer asked on hydration comes, with 2.
    emit({ kind: 'read', conversationId: '7', unreadTotal: 0 });
    act(() => answers[0]!.next({ data: { unreadMessages: 2 }, stale: false, hasNext: false }));
    expect(screen.queryByTestId('header-unread')).toBeNull();
    expect(screen.getByTestId('header-messages').getAttribute('data-unread')).toBe('0');
    // A new subscription asks again (catch-up): that answer is newer than the event, and counts.
    rerender(1);
    expect(answers.length).toBeGreaterThan(1);
    act(() => answers.at(-1)!.next({ data: { unreadMessages: 3 }, stale: false, hasNext: false }));
    expect(screen.getByTestId('header-messages').getAttribute('data-unread')).toBe('3');
  });

  it('says who wrote, elsewhere on the site, with a link to the conversation; closes by its button', () => {
    const { emit } = show('/de/offers', 'de');
    const region = screen.getByTestId('message-notice-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    emit(fromMall);
    const link = screen.getByRole('link', { name: 'Neue Nachricht von Info desk' });
    expect(link.getAttribute('href')).toBe('/de/dashboard/messages?conversation=7');
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }));
    expect(screen.queryByTestId('message-notice')).toBeNull();
  });

  it('closes the notification by itself after a few seconds', () => {
    vi.useFakeTimers();
    const { emit } = show('/en/offers');
    emit(fromMall);
    expect(screen.getByTestId('message-notice')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS);
    });
    expect(screen.queryByTestId('message-notice')).toBeNull();
  });

  it('says nothing of the member’s own messages, nor on the messages screen, where the message shows itself', () => {
    const { emit } = show('/en/messages');
    emit(fromMall);
    expect(screen.queryByTestId('message-notice')).toBeNull();
    expect(screen.getByTestId('header-unread').textContent).toBe('33 unread messages');
  });

  it('says nothing of the member’s own message elsewhere either', () => {
    const { emit } = show('/en/offers');
    emit({ ...fromMall, sender: 'member', senderName: 'Jana' });
    expect(screen.queryByTestId('message-notice')).toBeNull();
  });
});
