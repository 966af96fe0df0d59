import { useTranslation } from 'react-i18next';
import { checkForm, contactMessageSchema, formLimits } from '@mall/site/forms';
import { CheckboxField, ErrorSummary, SentPanel, SubmitButton, TextField, useForm } from '../../components/form';
import { useSendContactMessageMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';

const formId = 'contact-form';
const empty = { name: '', email: '', phone: '', subject: '', message: '', consent: false };

/** The contact form (spec §7 `support`), shown only when the mall's `is_contact_support_active` is on. */
export function ContactForm() {
  const lang = useLang();
  const { t } = useTranslation('contact');
  const [, sendMessage] = useSendContactMessageMutation();
  const form = useForm({
    initial: empty,
    check: (values) => checkForm(contactMessageSchema, values, lang),
    send: async (input) => {
      const result = await sendMessage({ lang, input: { ...input, phone: input.phone ?? null } });
      return { data: result.data?.sendContactMessage, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;

  if (form.status === 'sent') {
    return (
      <SentPanel title={t('sentTitle')} testId="contact-sent">
        <p>{t('sent', { email: values.email.trim() })}</p>
        {form.reference && <p data-testid="contact-reference">{t('sentReference', { reference: form.reference })}</p>}
        <button type="button" className="link-button" onClick={() => form.reset()}>
          {t('writeAnother')}
        </button>
      </SentPanel>
    );
  }

  const labels: Record<string, string> = {
    name: t('name'),
    email: t('email'),
    phone: t('phoneOptional'),
    subject: t('subject'),
    message: t('message'),
    consent: t('consent'),
  };
  const text = (name: 'name' | 'email' | 'phone' | 'subject' | 'message') => ({
    formId,
    name,
    label: labels[name]!,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: errorOf(name),
  });
  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${formId}-title`} data-testid={formId}>
      <h2 id={`${formId}-title`}>{t('formTitle')}</h2>
      <p className="contact__muted">{t('formIntro')}</p>
      <noscript>
        <p className="form__noscript">{t('noscript')}</p>
      </noscript>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <TextField {...text('name')} autoComplete="name" required maxLength={formLimits.nameMax} />
      <TextField {...text('email')} type="email" autoComplete="email" required maxLength={formLimits.emailMax} />
      <TextField {...text('phone')} type="tel" autoComplete="tel" maxLength={formLimits.phoneMax} />
      <TextField {...text('subject')} required maxLength={formLimits.subjectMax} />
      <TextField {...text('message')} rows={6} required hint={t('messageHint')} maxLength={formLimits.messageMax} />
      <CheckboxField
        formId={formId}
        name="consent"
        label={t('consent')}
        required
        checked={values.consent}
        onChange={(checked) => setValue('consent', checked)}
        error={errorOf('consent')}
      />
      <SubmitButton sending={form.status === 'sending'}>{t('send')}</SubmitButton>
    </form>
  );
}
