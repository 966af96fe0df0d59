import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { checkForm, deleteAccountSchema, formLimits } from '@mall/site/forms';
import { ErrorSummary, TextField, useForm } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import { useDeleteAccountMutation } from '../../graphql/generated';
import { leaveSession } from '../../lib/session';
import { useLang } from '../../lib/use-lang';

const formId = 'delete-account';

/**
 * The confirmation (spec §7 `delete-account`): the password, or for an account without one (made
 * through SSO) its e-mail address typed out. Deleted, the session is over: home is loaded for a visitor,
 * which says the account has been deleted.
 */
function DeleteAccountForm({ email, hasPassword, onCancel }: { email: string; hasPassword: boolean; onCancel(): void }) {
  const lang = useLang();
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const [, remove] = useDeleteAccountMutation();
  const field = hasPassword ? 'password' : 'email';
  const form = useForm({
    initial: { [field]: '' } as Record<'password' | 'email', string>,
    check: (values) => checkForm(deleteAccountSchema, values, lang),
    send: async (input) => {
      const result = await remove({ lang, input: { password: input.password ?? null, email: input.email ?? null } });
      if (result.data?.deleteAccount.ok) leaveSession(pathFor('home', lang), 'account-deleted');
      return { data: result.data?.deleteAccount, error: result.error };
    },
  });
  const label = hasPassword ? t('delete.password') : t('delete.email', { email });
  const busy = form.status !== 'idle';
  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('delete.dialogTitle')} data-testid={formId}>
      <p>{t('delete.dialogIntro')}</p>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(name) => (name === field ? label : undefined)} attempt={form.attempt} />
      <TextField
        formId={formId}
        name={field}
        type={hasPassword ? 'password' : 'email'}
        autoComplete={hasPassword ? 'current-password' : 'off'}
        required
        maxLength={hasPassword ? formLimits.passwordMax : formLimits.emailMax}
        label={label}
        value={form.values[field] ?? ''}
        onChange={(value) => form.setValue(field, value)}
        error={form.errorOf(field)}
      />
      <div className="modal-dialog__actions">
        {/* Sent: home is loading for a visitor; the button stays busy meanwhile. */}
        <button className="button button--danger" type="submit" aria-disabled={busy || undefined} data-testid="delete-account-confirm">
          {busy ? common('forms.sending') : t('delete.confirm')}
        </button>
        <button className="button button--quiet" type="button" onClick={onCancel}>
          {t('delete.cancel')}
        </button>
      </div>
    </form>
  );
}

export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="profile-page__muted">{t('delete.intro')}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)} data-testid="delete-account-open">
        {t('delete.open')}
      </button>
      <ModalDialog open={open} title={t('delete.dialogTitle')} onClose={() => setOpen(false)} testId="delete-account-dialog">
        <DeleteAccountForm email={email} hasPassword={hasPassword} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
