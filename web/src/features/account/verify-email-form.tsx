import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { checkForm, emailOnlySchema, verifyEmailSchema } from '@mall/site/forms';
import { ErrorSummary, SubmitButton, useForm } from '../../components/form';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../../graphql/generated';
import { reloadTo } from '../../lib/session';
import { claimMemberCopies } from '../../offline/member-copy';
import { useLang } from '../../lib/use-lang';
import { CodeField, EmailField } from './account-fields';
import { useEmailFromLink } from './account-page';
import { afterSignIn } from './after-sign-in';

const formId = 'verify-email';
const resendId = 'resend-code';

/**
 * The address's confirmation (spec §7 `register/email-verification`): the address and the 6-digit
 * code from the e-mail; confirmed, the member is signed in and the dashboard (or the page they came
 * for) is loaded in full. Below, a new code (`register/email-resend`) for the address typed above.
 */
export function VerifyEmailForm({ unverified }: { unverified: boolean }) {
  const lang = useLang();
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const [, verify] = useVerifyEmailMutation();
  const form = useForm({
    initial: { email: '', code: '' },
    check: (values) => checkForm(verifyEmailSchema, values, lang),
    send: async (input) => {
      const result = await verify({ lang, input });
      const outcome = result.data?.verifyEmail;
      // Another member's offline copies go before this member's first page (issue 24, offline/member-copy.ts).
      if (outcome?.ok) reloadTo(afterSignIn(search, lang), outcome.viewer ? claimMemberCopies(outcome.viewer.id) : undefined);
      return { data: outcome, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;
  useEmailFromLink(setValue);
  const labels: Record<string, string> = { email: t('fields.email'), code: t('fields.code') };
  const email = values.email.trim();

  return (
    <>
      <p className={unverified ? 'account-page__notice' : 'account-page__intro'} role={unverified ? 'status' : undefined} data-testid="verify-intro">
        {unverified ? t('verify.unverified') : email ? t('verify.sentTo', { email }) : t('verify.sent')}
      </p>
      <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('verify.title')} data-testid={formId}>
        <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
        <EmailField formId={formId} value={values.email} onChange={(value) => setValue('email', value)} error={errorOf('email')} />
        <CodeField formId={formId} value={values.code} onChange={(value) => setValue('code', value)} error={errorOf('code')} />
        <SubmitButton sending={form.status !== 'idle'}>{t('verify.submit')}</SubmitButton>
      </form>
      <ResendCode email={values.email} />
    </>
  );
}

/** A new code for the address typed above; the answer never says whether the address has an account. */
function ResendCode({ email }: { email: string }) {
  const lang = useLang();
  const { t } = useTranslation('account');
  const [, resend] = useResendVerificationMutation();
  const form = useForm({
    initial: {},
    // The address is the confirmation form's: its field, its value.
    check: () => checkForm(emailOnlySchema, { email }, lang),
    send: async (input) => {
      const result = await resend({ lang, input });
      return { data: result.data?.resendVerification, error: result.error };
    },
  });
  return (
    <form className="form account-page__resend" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('verify.resend')} data-testid={resendId}>
      <p>{t('verify.noCode')}</p>
      {/* Its refusals are about the address field above: no field of its own to link to. */}
      <ErrorSummary formId={resendId} errors={form.errors} labelOf={() => undefined} attempt={form.attempt} />
      {form.status === 'sent' && (
        <p className="form-success" role="status" data-testid="resend-sent">
          {t('verify.resent', { email: email.trim() })}
        </p>
      )}
      <SubmitButton sending={form.status === 'sending'}>{t('verify.resend')}</SubmitButton>
    </form>
  );
}
