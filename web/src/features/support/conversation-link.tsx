import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link';
import { useSupportConversationQuery } from '../../graphql/generated';
import { conversationHref } from '../../lib/conversation-link';
import { useLang } from '../../lib/use-lang';

// A sent request starts a conversation with the mall (issue 20), where its answers arrive: the link
// goes to it (the newest conversation with the request's subject; the overview lists newest first),
// or to the messages while the overview is on its way or does not have it.

export function SupportConversationLink({ subject }: { subject: string }) {
  const lang = useLang();
  const { t } = useTranslation('support');
  const [{ data }] = useSupportConversationQuery({ requestPolicy: 'network-only' });
  const wanted = subject.trim();
  const conversation = data?.messagesOverview.conversations.find((c) => c.subject.trim() === wanted) ?? null;
  return (
    <p>
      <PrefetchLink to={conversationHref(lang, conversation?.id ?? null)} data-testid="support-conversation">
        {conversation ? t('sent.conversation') : t('sent.toMessages')}
      </PrefetchLink>
    </p>
  );
}
