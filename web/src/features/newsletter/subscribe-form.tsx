import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { checkForm, formLimits, newsletterSubscribeSchema } from '@mall/site/forms';
import { CheckboxField, ErrorSummary, SentPanel, SubmitButton, TextField, useForm } from '../../components/form';
import { useSubscribeNewsletterMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';

const formId = 'newsletter-subscribe';
const empty = { email: '', name: '', consent: false };

/**
 * Subscribe (spec §7 `newsletters/subscription`): e-mail, an optional name, consent to the mall's terms.
 * Double opt-in (issue 17): the platform mails a link to confirm; the answer is the same whether the
 * address was new, waiting for its confirmation or on the list already.
 */
export function SubscribeForm({ mall, consentUrl }: { mall: string; consentUrl: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('newsletter');
  const [search] = useSearchParams();
  const [, subscribe] = useSubscribeNewsletterMutation();
  const form = useForm({
    initial: empty,
    check: (values) => checkForm(newsletterSubscribeSchema, values, lang),
    send: async (input) => {
      const result = await subscribe({ lang, input: { email: input.email, name: input.name ?? null, consent: input.consent } });
      return { data: result.data?.subscribeNewsletter, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;

  // An address from the link (`?email=`), filled in after hydration: the first HTML never holds it.
  const linked = search.get('email');
  useEffect(() => {
    if (linked) setValue('email', linked.slice(0, formLimits.emailMax));
  }, [linked, setValue]);

  if (form.status === 'sent') {
    return (
      <SentPanel title={t('subscribeSentTitle')} testId="newsletter-subscribe-sent">
        <p>{t('subscribeSent', { email: values.email.trim(), mall })}</p>
        <button type="button" className="link-button" onClick={() => form.reset()}>
          {t('subscribeAnother')}
        </button>
      </SentPanel>
    );
  }

  const labels: Record<string, string> = { email: t('email'), name: t('name'), consent: t('consentLink') };
  const consentLabel = consentUrl ? (
    <>
      {t('consentBefore', { mall })}
      <a href={consentUrl} target="_blank" rel="noopener noreferrer">
        {t('consentLink')}
        <span className="visually-hidden"> {t('opensInNewWindow')}</span>
      </a>
      {t('consentAfter')}
    </>
  ) : (
    t('consentPlain', { mall })
  );

  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${formId}-title`} data-testid={formId}>
      <h2 id={`${formId}-title`}>{t('subscribeTitle')}</h2>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <TextField
        formId={formId}
        name="email"
        type="email"
        autoComplete="email"
        label={t('email')}
        hint={t('emailHint')}
        required
        maxLength={formLimits.emailMax}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={errorOf('email')}
      />
      <TextField
        formId={formId}
        name="name"
        autoComplete="name"
        label={t('name')}
        maxLength={formLimits.nameMax}
        value={values.name}
        onChange={(value) => setValue('name', value)}
        error={errorOf('name')}
      />
      <CheckboxField
        formId={formId}
        name="consent"
        label={consentLabel}
        required
        checked={values.consent}
        onChange={(checked) => setValue('consent', checked)}
        error={errorOf('consent')}
      />
      <SubmitButton sending={form.status === 'sending'}>{t('subscribe')}</SubmitButton>
    </form>
  );
}
