import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { returnToParam } from '@mall/site';
import { checkForm, formLimits, loginSchema } from '@mall/site/forms';
import { ErrorSummary, SubmitButton, TextField, useForm } from '../../components/form';
import { useLoginMutation } from '../../graphql/generated';
import { reloadTo } from '../../lib/session';
import { claimMemberCopies } from '../../offline/member-copy';
import { useLang } from '../../lib/use-lang';
import { afterSignIn } from './after-sign-in';
import { verifyStepPath } from './verify-step';

const formId = 'login';

/**
 * Sign-in (spec §7 `login`): e-mail and password, checked with the shared schema, then the bff starts
 * the session (an HttpOnly cookie). Then the page the member came for, or the dashboard, is loaded in
 * full, rendered for the member. An account whose address is not confirmed yet goes on to the
 * registration's confirmation step for that address.
 */
export function LoginForm() {
  const lang = useLang();
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [, login] = useLoginMutation();
  const form = useForm({
    initial: { email: '', password: '' },
    check: (values) => checkForm(loginSchema, values, lang),
    send: async (input) => {
      const result = await login({ lang, input });
      const outcome = result.data?.login;
      // Another member's offline copies go before this member's first page (issue 24, offline/member-copy.ts).
      if (outcome?.ok) reloadTo(afterSignIn(search, lang), outcome.viewer ? claimMemberCopies(outcome.viewer.id) : undefined);
      // The address is not confirmed yet: on to its code, the address and the way back kept.
      else if (outcome?.verificationRequired) void navigate(verifyStepPath(lang, input.email, { unverified: true, redirect: search.get(returnToParam) }));
      return { data: outcome ? { ok: outcome.ok, fieldErrors: outcome.fieldErrors } : null, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;
  const labels: Record<string, string> = { email: t('login.email'), password: t('login.password') };

  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('login.title')} data-testid={formId}>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <TextField
        formId={formId}
        name="email"
        type="email"
        autoComplete="username"
        label={labels.email!}
        required
        maxLength={formLimits.emailMax}
        value={values.email}
        onChange={(value) => setValue('email', value)}
        error={errorOf('email')}
      />
      <TextField
        formId={formId}
        name="password"
        type="password"
        autoComplete="current-password"
        label={labels.password!}
        required
        maxLength={formLimits.passwordMax}
        value={values.password}
        onChange={(value) => setValue('password', value)}
        error={errorOf('password')}
      />
      {/* Sent: the next page is loading (rendered for the member); the button stays busy meanwhile. */}
      <SubmitButton sending={form.status !== 'idle'}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
