import { useTranslation } from 'react-i18next';
import { checkForm, formLimits, supportCategories, supportRequestSchema } from '@mall/site/forms';
import { ErrorSummary, SelectField, SentPanel, SubmitButton, TextField, useForm } from '../../components/form';
import { useSendSupportRequestMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';
import { SupportConversationLink } from './conversation-link';

const formId = 'support-request';
const empty = { category: '', subject: '', message: '' };

/**
 * A request to the mall's support (spec §7 `support`, with the member's token): what it is about, a
 * subject and a message; the platform knows the member's name and address. Sent, the ticket number
 * is the reference, and the page's list of requests is read again.
 */
export function SupportForm({ email, onSent }: { email: string | null; onSent(): void }) {
  const lang = useLang();
  const { t } = useTranslation('support');
  const [, sendRequest] = useSendSupportRequestMutation();
  const form = useForm({
    initial: empty,
    check: (values) => checkForm(supportRequestSchema, values, lang),
    send: async (input) => {
      const result = await sendRequest({ lang, input });
      if (result.data?.sendSupportRequest.ok) onSent();
      return { data: result.data?.sendSupportRequest, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;

  if (form.status === 'sent') {
    return (
      <SentPanel title={t('sent.title')} testId="support-sent">
        {form.reference && <p data-testid="support-reference">{t('sent.reference', { reference: form.reference })}</p>}
        {email && <p>{t('sent.reply', { email })}</p>}
        <SupportConversationLink subject={form.values.subject} />
        <button type="button" className="link-button" onClick={() => form.reset()}>
          {t('sent.another')}
        </button>
      </SentPanel>
    );
  }

  const labels: Record<string, string> = { category: t('form.category'), subject: t('form.subject'), message: t('form.message') };
  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${formId}-title`} data-testid={formId}>
      <h2 id={`${formId}-title`}>{t('form.title')}</h2>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <SelectField
        formId={formId}
        name="category"
        label={labels.category!}
        placeholder={t('form.choose')}
        options={supportCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
        required
        value={values.category}
        onChange={(value) => setValue('category', value)}
        error={errorOf('category')}
      />
      <TextField formId={formId} label={labels.subject!} required maxLength={formLimits.subjectMax} {...form.textField('subject')} />
      <TextField formId={formId} label={labels.message!} rows={6} required hint={t('form.messageHint')} maxLength={formLimits.messageMax} {...form.textField('message')} />
      <SubmitButton sending={form.status === 'sending'}>{t('form.send')}</SubmitButton>
    </form>
  );
}
