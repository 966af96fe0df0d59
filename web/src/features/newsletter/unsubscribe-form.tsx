import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { checkForm, formLimits, newsletterUnsubscribeSchema } from '@mall/site/forms';
import { ErrorSummary, SentPanel, SubmitButton, TextField, useForm } from '../../components/form';
import { useUnsubscribeNewsletterMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';

const formId = 'newsletter-unsubscribe';
const empty = { email: '' };

/**
 * Unsubscribe without a link (spec §7 `newsletters/unsubscribe`): the address only; `?email=` fills it
 * in. Since issue 17 it unsubscribes nothing by itself: the platform mails the address its unsubscribe
 * link, and the page says so in words that do not tell whether the address is on the list.
 */
export function UnsubscribeForm({ mall }: { mall: string }) {
  const lang = useLang();
  const { t } = useTranslation('newsletter');
  const [search] = useSearchParams();
  const [, unsubscribe] = useUnsubscribeNewsletterMutation();
  const form = useForm({
    initial: empty,
    check: (values) => checkForm(newsletterUnsubscribeSchema, values, lang),
    send: async (input) => {
      const result = await unsubscribe({ lang, input: { email: input.email } });
      return { data: result.data?.unsubscribeNewsletter, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;

  const linked = search.get('email');
  useEffect(() => {
    if (linked) setValue('email', linked.slice(0, formLimits.emailMax));
  }, [linked, setValue]);

  if (form.status === 'sent') {
    return (
      <SentPanel title={t('unsubscribeSentTitle')} testId="newsletter-unsubscribe-sent">
        <p>{t('unsubscribeSent', { email: values.email.trim(), mall })}</p>
      </SentPanel>
    );
  }

  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${formId}-title`} data-testid={formId}>
      <h2 id={`${formId}-title`}>{t('unsubscribeTitle')}</h2>
      <p className="newsletter__form-intro">{t('unsubscribeIntro')}</p>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => (field === 'email' ? t('email') : undefined)} attempt={form.attempt} />
      <TextField
        formId={formId}
        name="email"
        type="email"
        autoComplete="email"
        label={t('email')}
        required
        maxLength={formLimits.emailMax}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={errorOf('email')}
      />
      <SubmitButton sending={form.status === 'sending'}>{t('unsubscribe')}</SubmitButton>
    </form>
  );
}
