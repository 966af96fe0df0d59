import { useTranslation } from 'react-i18next';
import { addPasswordSchema, changePasswordSchema, checkForm, formLimits } from '@mall/site/forms';
import { ErrorSummary, SubmitButton, TextField, useForm } from '../../components/form';
import { useAddPasswordMutation, useChangePasswordMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';

const emptyChange = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };
const emptyAdd = { newPassword: '', newPasswordConfirmation: '' };

/** Whether a form was just sent and emptied: its message stays until the member types again. */
const doneAndEmpty = (status: string, values: Record<string, string>) => status === 'sent' && Object.values(values).every((value) => value === '');

/** What every password field of the page is: required, hidden, as long as the rules allow. */
const passwordField = (formId: string, label: string, autoComplete: string) => ({ formId, label, type: 'password' as const, autoComplete, required: true, maxLength: formLimits.passwordMax });

function useLabels() {
  const { t } = useTranslation('profile');
  return { currentPassword: t('password.current'), newPassword: t('password.new'), newPasswordConfirmation: t('password.confirm') } as Record<string, string>;
}

/** Change password (spec §7 `change-password`): the current one, then the new one twice. */
export function ChangePasswordForm() {
  const lang = useLang();
  const { t } = useTranslation('profile');
  const labels = useLabels();
  const [, change] = useChangePasswordMutation();
  const form = useForm({
    initial: emptyChange,
    check: (values) => checkForm(changePasswordSchema, values, lang),
    send: async (input) => {
      const result = await change({ lang, input });
      // Passwords are not kept on the page once they have done their work.
      if (result.data?.changePassword.ok) form.reset();
      return { data: result.data?.changePassword, error: result.error };
    },
  });
  const formId = 'change-password';
  const field = (name: keyof typeof emptyChange, autoComplete: string) => ({ ...passwordField(formId, labels[name]!, autoComplete), ...form.textField(name) });
  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby="profile-password-title" data-testid={formId}>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(name) => labels[name]} attempt={form.attempt} />
      <TextField {...field('currentPassword', 'current-password')} />
      <TextField {...field('newPassword', 'new-password')} hint={t('password.newHint')} />
      <TextField {...field('newPasswordConfirmation', 'new-password')} />
      <div className="profile-page__submit">
        <SubmitButton sending={form.status === 'sending'}>{t('password.change')}</SubmitButton>
        <p className="profile-page__saved" role="status" data-testid="change-password-done">
          {doneAndEmpty(form.status, form.values) ? t('password.changed') : ''}
        </p>
      </div>
    </form>
  );
}

/** A first password for an account made through SSO (spec §7 `add-password-after-sso`). */
export function AddPasswordForm({ onAdded }: { onAdded(): void }) {
  const lang = useLang();
  const { t } = useTranslation('profile');
  const labels = useLabels();
  const [, add] = useAddPasswordMutation();
  const form = useForm({
    initial: emptyAdd,
    check: (values) => checkForm(addPasswordSchema, values, lang),
    send: async (input) => {
      const result = await add({ lang, input });
      if (result.data?.addPassword.ok) onAdded();
      return { data: result.data?.addPassword, error: result.error };
    },
  });
  const formId = 'add-password';
  const field = (name: keyof typeof emptyAdd) => ({ ...passwordField(formId, labels[name]!, 'new-password'), ...form.textField(name) });
  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby="profile-password-title" data-testid={formId}>
      <p className="profile-page__muted">{t('password.addIntro')}</p>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(name) => labels[name]} attempt={form.attempt} />
      <TextField {...field('newPassword')} hint={t('password.newHint')} />
      <TextField {...field('newPasswordConfirmation')} />
      <SubmitButton sending={form.status === 'sending'}>{t('password.add')}</SubmitButton>
    </form>
  );
}
