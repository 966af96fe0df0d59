import { useTranslation } from 'react-i18next';
import { formLimits } from '@mall/site/forms';
import { TextField } from '../../components/form';

// The fields the account forms share, labelled and limited the same everywhere.

interface FieldProps {
  formId: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
}

export function EmailField({ formId, value, onChange, error, hint }: FieldProps) {
  const { t } = useTranslation('account');
  return <TextField formId={formId} name="email" type="email" autoComplete="email" label={t('fields.email')} hint={hint} required maxLength={formLimits.emailMax} value={value} onChange={onChange} error={error} />;
}

/** The 6-digit code of the platform's e-mail: the phone's digit keyboard, and the code a phone offers from the message. */
export function CodeField({ formId, value, onChange, error }: FieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField formId={formId} name="code" autoComplete="one-time-code" inputMode="numeric" label={t('fields.code')} hint={t('fields.codeHint')} required maxLength={12} value={value} onChange={onChange} error={error} />
  );
}

/** A new password (with its rules as the hint), or its confirmation. */
export function NewPasswordField({ formId, name, label, value, onChange, error }: FieldProps & { name: 'password' | 'passwordConfirmation'; label: string }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      formId={formId}
      name={name}
      type="password"
      autoComplete="new-password"
      label={label}
      hint={name === 'password' ? t('fields.passwordHint') : undefined}
      required
      maxLength={formLimits.passwordMax}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
