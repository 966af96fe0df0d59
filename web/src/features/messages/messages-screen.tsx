import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@mall/site';
import { useMarkConversationReadMutation, useMessagesPageQuery, type MessagesPageQuery } from '../../graphql/generated';
import { useToday } from '../../lib/clock';
import { conversationHref } from '../../lib/conversation-link';
import { HttpError } from '../../lib/http-error';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { usePageTitle } from '../../lib/page-title';
import { isReconnecting, useCatchUp, useRealtime, useRealtimeEvents } from '../../lib/realtime';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { NewConversationForm, ReplyForm } from './message-forms';
import { MessageText } from './message-text';
import { messagesVariables, openConversation } from './variables';
import './messages.css';

// The member's messages (issue 20): the conversations with the mall (each with its last message, its
// time and its unread count), and the open one (`?conversation=`) with its messages, oldest first,
// and a box to answer; a new conversation starts with a subject. Opening a conversation marks it read.
// Live: a `message` or `read` on the member's channel reads the page's data again (the text appears
// without a reload); after a reconnect, and on focus and every 30 s while there is no live connection,
// it asks again, so nothing published in a gap is lost (lib/realtime). On a phone the list comes
// first and an open conversation is shown alone, with a way back; on a wide screen, side by side.

type Data = MessagesPageQuery;
type Message = NonNullable<Data['conversation']>['messages'][number];
type Mall = Data['mall'];

function useMoment(mall: Mall) {
  const lang = useLang();
  const today = useToday();
  const time = (message: Pick<Message, 'time'>) => formatMallTime(message.time, mall.timeFormat) ?? message.time;
  const day = (message: Pick<Message, 'date'>) => formatMallDate(message.date, mall.dateFormat, lang) ?? message.date;
  return {
    /** A message in a conversation: its day and time. */
    full: (message: Pick<Message, 'date' | 'time'>) => `${day(message)} ${time(message)}`,
    /** The list's last message: its time today, its day before. */
    short: (message: Pick<Message, 'date' | 'time'>) => (message.date === today ? time(message) : day(message)),
  };
}

function ConversationList({ data, openId }: { data: Data; openId: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('messages');
  const { t: common } = useTranslation();
  const moment = useMoment(data.mall);
  const { conversations } = data.messagesOverview;
  if (conversations.length === 0) return <p className="messages__muted">{t('list.empty')}</p>;
  return (
    <ul className="conversation-list" data-testid="conversation-list">
      {conversations.map((conversation) => {
        const last = conversation.lastMessage;
        const current = conversation.id === openId;
        const unread = current ? 0 : conversation.unreadCount;
        return (
          <li key={conversation.id}>
            <Link
              to={conversationHref(lang, conversation.id)}
              className={`conversation-item${current ? ' is-current' : ''}${unread > 0 ? ' conversation-item--unread' : ''}`}
              aria-current={current ? 'page' : undefined}
              data-testid="conversation-item"
              data-id={conversation.id}
            >
              <span className="conversation-item__head">
                <span className="conversation-item__subject">{conversation.subject}</span>
                {last && (
                  <time className="conversation-item__time" dateTime={last.sentAt}>
                    {moment.short(last)}
                  </time>
                )}
              </span>
              <span className="conversation-item__last">{last ? `${last.senderName}: ${last.text}` : t('list.noMessages')}</span>
              {unread > 0 && (
                <span className="conversation-item__unread" data-testid="conversation-unread">
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{common('messages.unread', { count: unread })}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Conversation({ data, path, onChanged }: { data: Data; path: string; onChanged(): void }) {
  const { t } = useTranslation('messages');
  const moment = useMoment(data.mall);
  const { status, wasConnected } = useRealtime();
  const heading = useRef<HTMLHeadingElement>(null);
  const thread = data.conversation;
  const id = thread?.conversation.id ?? null;
  // A conversation opened from the list is read from its heading (on a phone the list is gone).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [id]);
  const back = (
    <Link className="messages__back" to={path} data-testid="messages-back">
      <span aria-hidden="true">← </span>
      {t('conversation.back')}
    </Link>
  );
  if (!thread) {
    return (
      <>
        {back}
        <p className="messages__muted" data-testid="conversation-not-found">
          {t('conversation.notFound')}
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <h2 id="conversation-title" ref={heading} tabIndex={-1} className="conversation__subject">
        {thread.conversation.subject}
      </h2>
      {isReconnecting(status, wasConnected) && (
        <p className="conversation__reconnecting" role="status" data-testid="reconnecting">
          {t('conversation.reconnecting')}
        </p>
      )}
      <ol className="message-list" aria-label={t('conversation.messages')} data-testid="message-list">
        {thread.messages.map((message) => (
          <li key={message.id} className={`message message--${message.sender}`} data-testid="message" data-id={message.id}>
            <p className="message__meta">
              <span className="visually-hidden">{message.sender === 'mall' ? t('conversation.fromMall') : t('conversation.fromYou')}: </span>
              <span className="message__sender">{message.senderName}</span> <time dateTime={message.sentAt}>{moment.full(message)}</time>
            </p>
            <MessageText text={message.text} />
          </li>
        ))}
      </ol>
      <ReplyForm key={thread.conversation.id} conversationId={thread.conversation.id} onSent={onChanged} />
    </>
  );
}

export function MessagesScreen() {
  const lang = useLang();
  const context = usePageContext();
  const navigate = useNavigate();
  const { t } = useTranslation('messages');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }, refetch] = useMessagesPageQuery({ variables: messagesVariables(context) });
  usePageTitle(t('head.title'));
  const refresh = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const late = useCatchUp(refresh);
  useRealtimeEvents(refresh);
  const { status, subscriptions } = useRealtime();
  const openId = openConversation(context);
  const path = pathFor('dashboard-messages', lang);

  // Opening a conversation marks it read, and so does a message from the mall arriving while it is open.
  const [, markRead] = useMarkConversationReadMutation();
  const thread = data?.conversation;
  const unread = thread ? thread.conversation.unreadCount : 0;
  const threadId = thread?.conversation.id;
  const lastId = thread?.messages.at(-1)?.id;
  useEffect(() => {
    if (!threadId || unread === 0) return;
    void markRead({ id: threadId }).then((result) => {
      if (!result.error) refresh();
    });
  }, [threadId, unread, lastId, markRead, refresh]);

  const onStarted = useCallback((id: string | null) => navigate(conversationHref(lang, id)), [navigate, lang]);

  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  return (
    <div className={`messages${openId ? ' messages--open' : ''}`} data-testid="messages" data-realtime={status} data-live={status === 'connected' && subscriptions > 0}>
      <h1>{t('title')}</h1>
      <p className="messages__muted">{t('intro')}</p>
      {late && (
        <p className="messages__late" role="status" data-testid="messages-late">
          {t('late')}
        </p>
      )}
      <div className="messages__layout">
        <section className="messages__list" aria-labelledby="messages-list-title">
          <h2 id="messages-list-title">{t('list.title')}</h2>
          <ConversationList data={data} openId={openId} />
          <NewConversationForm onStarted={onStarted} />
        </section>
        <div className="messages__conversation" data-testid="conversation">
          {openId ? <Conversation data={data} path={path} onChanged={refresh} /> : <p className="messages__muted messages__choose">{t('conversation.choose')}</p>}
        </div>
      </div>
    </div>
  );
}

export default MessagesScreen;
