import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useHeaderMessagesQuery } from '../../graphql/generated';
import { conversationHref } from '../../lib/conversation-link';
import { useCatchUp, useRealtime, useRealtimeEvents, type MessageEvent } from '../../lib/realtime';
import './header-messages.css';
// Its styles (header-messages.css) are the shell's, which every first HTML inlines: styles/shell.css.

// The member's messages in the header (issue 20): a link to them with the unread count, which rises
// live (the `message` and `read` events carry the member's unread total), and a notification "New
// message from …" linking to the conversation when the mall writes while the member is elsewhere on
// the site. The count is the member's own: asked after hydration (the server's page has none, so the
// first HTML is the same for every member), again after a reconnect, and on focus and every 30 s while
// nothing arrives live.

/** How long the notification stays, unless the pointer or the focus is on it. */
export const NOTICE_MS = 8_000;

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function EnvelopeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

/** The notification of a new message: announced politely, closed by its button or after a few seconds. */
export function NewMessageNotice({ notice, lang, onClose }: { notice: MessageEvent | null; lang: Lang; onClose(): void }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!notice || held) return undefined;
    const timer = window.setTimeout(onClose, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held, onClose]);
  return (
    // Always rendered: a live region must exist before its content changes to be announced.
    <div className="message-notice-region" aria-live="polite" data-testid="message-notice-region">
      {notice && (
        <div
          className="message-notice"
          data-testid="message-notice"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
          }}
        >
          <PrefetchLink className="message-notice__link" to={conversationHref(lang, notice.conversationId)} onClick={onClose}>
            {t('messages.newFrom', { sender: notice.senderName })}
          </PrefetchLink>
          <button type="button" className="message-notice__close" onClick={onClose} aria-label={t('messages.closeNotice')}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The header's link to the messages with the unread count, and the notification. For a member only. */
export function HeaderMessages({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const messagesPath = pathFor('dashboard-messages', lang);
  const [{ data }, refetch] = useHeaderMessagesQuery({ pause: !hydrated, requestPolicy: 'network-only' });
  const [count, setCount] = useState<number | null>(null);
  const [notice, setNotice] = useState<MessageEvent | null>(null);
  const onMessages = useRef(false);
  useEffect(() => {
    onMessages.current = pathname === messagesPath;
  }, [pathname, messagesPath]);
  // When the count was last asked, and when a live event last set it: an answer asked before the last
  // event is older than the event's total (the events carry every change since), and must not undo it.
  // Under load the answer's render can come after the event's (a navigation renders in a transition):
  // the header showed 2 unread after the conversation was read.
  const askedAt = useRef(performance.now());
  const liveAt = useRef(-Infinity);
  useEffect(() => {
    if (data && liveAt.current < askedAt.current) setCount(data.unreadMessages);
  }, [data]);
  const refresh = useCallback(() => {
    askedAt.current = performance.now();
    refetch({ requestPolicy: 'network-only' });
  }, [refetch]);
  useCatchUp(refresh);
  const { status, subscriptions } = useRealtime();
  useRealtimeEvents((event) => {
    liveAt.current = performance.now();
    setCount(event.unreadTotal);
    // On the messages screen the message shows itself; elsewhere the notification says who wrote.
    if (event.kind === 'message' && event.sender === 'mall' && !onMessages.current) setNotice(event);
  });
  const close = useCallback(() => setNotice(null), []);
  const unread = count ?? 0;
  return (
    <>
      <PrefetchLink className="over-header__messages" to={messagesPath} data-testid="header-messages" data-unread={count ?? undefined} data-realtime={status} data-live={status === 'connected' && subscriptions > 0}>
        <EnvelopeIcon />
        <span className="visually-hidden">{t('messages.link')}</span>
        {unread > 0 && (
          <span className="over-header__unread" data-testid="header-unread">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{t('messages.unread', { count: unread })}</span>
          </span>
        )}
      </PrefetchLink>
      <NewMessageNotice notice={notice} lang={lang} onClose={close} />
    </>
  );
}
