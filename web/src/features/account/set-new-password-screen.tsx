import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathFor } from '@mall/site';
import { checkForm, resetPasswordSchema } from '@mall/site/forms';
import { ErrorSummary, SubmitButton, useForm } from '../../components/form';
import { PrefetchLink } from '../../components/prefetch-link';
import { useResetPasswordMutation, useSetNewPasswordPageQuery } from '../../graphql/generated';
import { usePageQuery } from '../../lib/page-query';
import { reloadTo } from '../../lib/session';
import { claimMemberCopies } from '../../offline/member-copy';
import { useLang } from '../../lib/use-lang';
import { CodeField, EmailField, NewPasswordField } from './account-fields';
import { PageLoading, useAccountPage, useEmailFromLink } from './account-page';
import { afterSignIn } from './after-sign-in';
import { sentParam } from './new-password-path';
import './account.css';

const formId = 'set-new-password';

// Setting a new password (spec §2 "Set new password": /en/set-new-password; §7 `forget-password/login`
// and `change-forget-password`, in one step through the bff): the address, the e-mailed code and the
// new password twice. Done, the member is signed in and the dashboard is loaded in full.

export function SetNewPasswordScreen() {
  const lang = useLang();
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const pageQuery = usePageQuery();
  const [result] = useSetNewPasswordPageQuery({ variables: { lang } });
  const data = useAccountPage('reset', result);
  const [, reset] = useResetPasswordMutation();
  const form = useForm({
    initial: { email: '', code: '', password: '', passwordConfirmation: '' },
    check: (values) => checkForm(resetPasswordSchema, values, lang),
    send: async (input) => {
      const sent = await reset({ lang, input });
      const outcome = sent.data?.resetPassword;
      // Another member's offline copies go before this member's first page (issue 24, offline/member-copy.ts).
      if (outcome?.ok) reloadTo(afterSignIn(search, lang), outcome.viewer ? claimMemberCopies(outcome.viewer.id) : undefined);
      return { data: outcome, error: sent.error };
    },
  });
  const { values, setValue, errorOf } = form;
  useEmailFromLink(setValue);
  if (!data) return <PageLoading />;
  const labels: Record<string, string> = {
    email: t('fields.email'),
    code: t('fields.code'),
    password: t('fields.newPassword'),
    passwordConfirmation: t('fields.passwordConfirmation'),
  };

  return (
    <div className="account-page" data-testid="set-new-password-page">
      <h1>{t('reset.title')}</h1>
      {pageQuery[sentParam] === '1' && (
        <p className="account-page__notice" role="status" data-testid="reset-code-sent">
          {t('reset.sent', { mall: data.mall.name })}
        </p>
      )}
      <p className="account-page__intro">{t('reset.intro')}</p>
      <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('reset.title')} data-testid={formId}>
        <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
        <EmailField formId={formId} value={values.email} onChange={(value) => setValue('email', value)} error={errorOf('email')} />
        <CodeField formId={formId} value={values.code} onChange={(value) => setValue('code', value)} error={errorOf('code')} />
        <NewPasswordField formId={formId} name="password" label={labels.password!} value={values.password} onChange={(value) => setValue('password', value)} error={errorOf('password')} />
        <NewPasswordField
          formId={formId}
          name="passwordConfirmation"
          label={labels.passwordConfirmation!}
          value={values.passwordConfirmation}
          onChange={(value) => setValue('passwordConfirmation', value)}
          error={errorOf('passwordConfirmation')}
        />
        <SubmitButton sending={form.status !== 'idle'}>{t('reset.submit')}</SubmitButton>
      </form>
      <p className="account-page__links">
        {t('reset.noCode')} <PrefetchLink to={pathFor('forgot-password', lang)}>{t('reset.askAgain')}</PrefetchLink>
      </p>
    </div>
  );
}

export default SetNewPasswordScreen;
