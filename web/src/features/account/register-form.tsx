import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { checkForm, formLimits, registerSchema } from '@mall/site/forms';
import { CheckboxField, ErrorSummary, SubmitButton, TextField, useForm } from '../../components/form';
import { useRegisterMutation } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';
import { EmailField, NewPasswordField } from './account-fields';

const formId = 'register';
const empty = { firstName: '', lastName: '', email: '', phone: '', password: '', passwordConfirmation: '', newsletter: false, terms: false };

/**
 * Registration (spec §2 "Register", §7 `register`): checked with the shared schema, then the platform
 * makes the account and e-mails a code; `onRegistered` leads to the address's confirmation. What was
 * typed stays on any refusal, the platform's on its field.
 */
export function RegisterForm({ mall, onRegistered }: { mall: string; onRegistered(email: string): void }) {
  const lang = useLang();
  const { t } = useTranslation('account');
  const [, register] = useRegisterMutation();
  const form = useForm({
    initial: empty,
    check: (values) => checkForm(registerSchema, values, lang),
    send: async (input) => {
      const result = await register({ lang, input: { ...input, phone: input.phone ?? null } });
      const outcome = result.data?.register;
      if (outcome?.ok) onRegistered(input.email);
      return { data: outcome, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;
  const labels: Record<string, string> = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    password: t('fields.password'),
    passwordConfirmation: t('fields.passwordConfirmation'),
    // The checkboxes by name in the error summary (their labels are sentences).
    newsletter: t('register.newsletterField'),
    terms: t('register.termsField'),
  };
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'passwordConfirmation') => ({
    formId,
    name,
    label: labels[name]!,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: errorOf(name),
  });

  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={t('register.title')} data-testid={formId}>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <div className="account-page__names">
        <TextField {...text('firstName')} autoComplete="given-name" required maxLength={formLimits.nameMax} />
        <TextField {...text('lastName')} autoComplete="family-name" required maxLength={formLimits.nameMax} />
      </div>
      <EmailField {...text('email')} hint={t('register.emailHint')} />
      <TextField {...text('phone')} type="tel" autoComplete="tel" maxLength={formLimits.phoneMax} />
      <NewPasswordField {...text('password')} name="password" />
      <NewPasswordField {...text('passwordConfirmation')} name="passwordConfirmation" />
      <CheckboxField formId={formId} name="newsletter" label={t('register.newsletter', { mall })} checked={values.newsletter} onChange={(checked) => setValue('newsletter', checked)} error={errorOf('newsletter')} />
      <CheckboxField
        formId={formId}
        name="terms"
        required
        label={
          <>
            {t('register.termsBefore')}
            <a href={pathFor('terms-and-conditions', lang)} target="_blank" rel="noopener noreferrer">
              {t('register.termsLink')}
              <span className="visually-hidden"> {t('register.opensInNewWindow')}</span>
            </a>
            {t('register.termsAfter', { mall })}
          </>
        }
        checked={values.terms}
        onChange={(checked) => setValue('terms', checked)}
        error={errorOf('terms')}
      />
      <SubmitButton sending={form.status === 'sending'}>{t('register.submit')}</SubmitButton>
    </form>
  );
}
