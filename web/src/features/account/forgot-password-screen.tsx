import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '@mall/site';
import { checkForm, emailOnlySchema } from '@mall/site/forms';
import { ErrorSummary, SubmitButton, useForm } from '../../components/form';
import { PrefetchLink } from '../../components/prefetch-link';
import { useForgotPasswordPageQuery, useRequestPasswordResetMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';
import { EmailField } from './account-fields';
import { PageLoading, useAccountPage } from './account-page';
import { newPasswordPath } from './new-password-path';
import './account.css';

const formId = 'forgot-password';

// A forgotten password (spec §2 "Forgot password": /en/forgot-password; §7 `forget-password`): the
// address; the platform e-mails a code to an account's address and answers the same for any other,
// so the page always goes on to setting the new password with the code.

export function ForgotPasswordScreen() {
  const lang = useLang();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [result] = useForgotPasswordPageQuery({ variables: { lang } });
  const data = useAccountPage('forgot', result);
  const [, request] = useRequestPasswordResetMutation();
  const form = useForm({
    initial: { email: '' },
    check: (values) => checkForm(emailOnlySchema, values, lang),
    send: async (input) => {
      const sent = await request({ lang, input });
      const outcome = sent.data?.requestPasswordReset;
      if (outcome?.ok) void navigate(newPasswordPath(lang, input.email));
      return { data: outcome, error: sent.error };
    },
  });
  if (!data) return <PageLoading />;

  return (
    <div className="account-page" data-testid="forgot-password-page">
      <h1>{t('forgot.title')}</h1>
      <p className="account-page__intro">{t('forgot.intro')}</p>
      <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('forgot.title')} data-testid={formId}>
        <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => (field === 'email' ? t('fields.email') : undefined)} attempt={form.attempt} />
        <EmailField formId={formId} value={form.values.email} onChange={(value) => form.setValue('email', value)} error={form.errorOf('email')} />
        <SubmitButton sending={form.status !== 'idle'}>{t('forgot.submit')}</SubmitButton>
      </form>
      <p className="account-page__links">
        <PrefetchLink to={pathFor('login', lang)}>{t('forgot.back')}</PrefetchLink>
      </p>
    </div>
  );
}

export default ForgotPasswordScreen;
