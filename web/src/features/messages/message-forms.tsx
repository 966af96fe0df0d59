import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, messageLimits, sendMessageSchema } from '@mall/site/forms';
import { ErrorSummary, SubmitButton, TextField, useForm } from '../../components/form';
import { useSendMessageMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';

// The member writes (spec §7 `messages`): an answer in the open conversation, or a new conversation
// with its subject. Checked with the bff's own rules (`sendMessageSchema`) before sending; nothing
// typed is lost on a refusal. The answer's reference is the conversation's id.

const replyId = 'message-reply';
const newId = 'message-new';

/** An answer in the open conversation: sent, the box empties and the conversation is read again. */
export function ReplyForm({ conversationId, onSent }: { conversationId: string; onSent(): void }) {
  const lang = useLang();
  const { t } = useTranslation('messages');
  const [, send] = useSendMessageMutation();
  const form = useForm({
    initial: { text: '' },
    check: (values) => checkForm(sendMessageSchema, { ...values, conversationId }, lang),
    send: async (input) => {
      const result = await send({ lang, input: { conversationId, text: input.text } });
      return { data: result.data?.sendMessage, error: result.error };
    },
  });
  const { status, reset } = form;
  useEffect(() => {
    if (status !== 'sent') return;
    reset();
    onSent();
  }, [status, reset, onSent]);
  return (
    <form className="form message-reply" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${replyId}-title`} data-testid={replyId}>
      <h3 id={`${replyId}-title`} className="visually-hidden">
        {t('reply.title')}
      </h3>
      <ErrorSummary formId={replyId} errors={form.errors} labelOf={(field) => (field === 'text' ? t('reply.text') : undefined)} attempt={form.attempt} />
      <TextField formId={replyId} label={t('reply.text')} rows={3} required hint={t('reply.hint')} maxLength={messageLimits.textMax} {...form.textField('text')} />
      <SubmitButton sending={status === 'sending'}>{t('reply.send')}</SubmitButton>
    </form>
  );
}

/** A new conversation: sent, it opens (`onStarted` with its id). */
export function NewConversationForm({ onStarted }: { onStarted(conversationId: string | null): void }) {
  const lang = useLang();
  const { t } = useTranslation('messages');
  const [, send] = useSendMessageMutation();
  const form = useForm({
    initial: { subject: '', text: '' },
    check: (values) => checkForm(sendMessageSchema, values, lang),
    send: async (input) => {
      const result = await send({ lang, input: { subject: input.subject ?? null, text: input.text } });
      return { data: result.data?.sendMessage, error: result.error };
    },
  });
  const { status, reference, reset } = form;
  useEffect(() => {
    if (status !== 'sent') return;
    reset();
    onStarted(reference);
  }, [status, reference, reset, onStarted]);
  const labels: Record<string, string> = { subject: t('new.subject'), text: t('new.text') };
  return (
    <form className="form message-new" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${newId}-title`} data-testid={newId}>
      <h2 id={`${newId}-title`}>{t('new.title')}</h2>
      <ErrorSummary formId={newId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <TextField formId={newId} label={labels.subject!} required maxLength={messageLimits.subjectMax} {...form.textField('subject')} />
      <TextField formId={newId} label={labels.text!} rows={4} required hint={t('reply.hint')} maxLength={messageLimits.textMax} {...form.textField('text')} />
      <SubmitButton sending={status === 'sending'}>{t('new.send')}</SubmitButton>
    </form>
  );
}
