import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, formLimits, profileSchema } from '@mall/site/forms';
import { CheckboxField, ErrorSummary, SubmitButton, TextField, useForm } from '../../components/form';
import { useUpdateProfileMutation, type ProfilePageQuery } from '../../graphql/generated';
import { addDays } from '@mall/site';
import { useToday } from '../../lib/clock';
import { useLang } from '../../lib/use-lang';

const formId = 'profile-details';

type Values = { firstName: string; lastName: string; phone: string; birthDate: string; city: string; newsletter: boolean };

const valuesOf = (profile: ProfilePageQuery['profile']): Values => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  birthDate: profile.birthDate ?? '',
  city: profile.city ?? '',
  newsletter: profile.newsletter,
});

const same = (a: Values, b: Values | null) => b !== null && (Object.keys(a) as (keyof Values)[]).every((key) => a[key] === b[key]);

/**
 * The personal details (spec §7 `me/profile` PATCH): names, phone, birth date, city and the newsletter
 * consent (its terms at the mall's `newsletter_consent_link_url`); the e-mail address is shown, not
 * edited. "Saved" is said until the member changes something again.
 */
export function DetailsForm({ profile, mall, consentUrl }: { profile: ProfilePageQuery['profile']; mall: string; consentUrl: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('profile');
  const [, update] = useUpdateProfileMutation();
  // The date field's `max`: a birth date is before today, counted in UTC as the shared form's rule
  // counts it (profileSchema), from the page's instant (lib/clock.ts).
  const latestBirthDate = addDays(useToday('UTC'), -1);
  const form = useForm({
    initial: valuesOf(profile),
    check: (values) => checkForm(profileSchema, values, lang),
    send: async (input) => {
      const result = await update({
        lang,
        input: { firstName: input.firstName, lastName: input.lastName, phone: input.phone ?? null, birthDate: input.birthDate ?? null, city: input.city ?? null, newsletter: input.newsletter },
      });
      return { data: result.data?.updateProfile, error: result.error };
    },
  });
  const { values, setValue, errorOf } = form;
  // What was saved: the message stays while the form still shows exactly that.
  const [saved, setSaved] = useState<Values | null>(null);
  useEffect(() => {
    if (form.status === 'sent') setSaved(values);
    // Only when a send succeeds, with the values it sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.status]);

  const labels: Record<string, string> = {
    firstName: t('details.firstName'),
    lastName: t('details.lastName'),
    phone: t('details.phone'),
    birthDate: t('details.birthDate'),
    city: t('details.city'),
    newsletter: t('details.newsletterPlain', { mall }),
  };
  const text = (name: 'firstName' | 'lastName' | 'phone' | 'birthDate' | 'city') => ({ formId, label: labels[name]!, ...form.textField(name) });
  const newsletterLabel = consentUrl ? (
    <>
      {t('details.newsletterBefore', { mall })}
      <a href={consentUrl} target="_blank" rel="noopener noreferrer">
        {t('details.newsletterLink')}
      </a>
      {t('details.newsletterAfter')}
    </>
  ) : (
    labels.newsletter
  );

  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby="profile-details-title" data-testid={formId}>
      <ErrorSummary formId={formId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      <div className="form-field">
        <span className="form-field__label">{t('details.email')}</span>
        <p className="profile-page__email" data-testid="profile-email">
          {profile.email}
        </p>
        <p className="form-field__hint">{t('details.emailHint')}</p>
      </div>
      <div className="profile-page__pair">
        <TextField {...text('firstName')} autoComplete="given-name" required maxLength={formLimits.nameMax} />
        <TextField {...text('lastName')} autoComplete="family-name" required maxLength={formLimits.nameMax} />
      </div>
      <TextField {...text('phone')} type="tel" autoComplete="tel" hint={t('details.phoneHint')} maxLength={formLimits.phoneMax} />
      <div className="profile-page__pair">
        <TextField {...text('birthDate')} type="date" autoComplete="bday" min="1900-01-01" max={latestBirthDate} />
        <TextField {...text('city')} autoComplete="address-level2" maxLength={formLimits.nameMax} />
      </div>
      <CheckboxField formId={formId} name="newsletter" label={newsletterLabel} checked={values.newsletter} onChange={(checked) => setValue('newsletter', checked)} error={errorOf('newsletter')} />
      <div className="profile-page__submit">
        <SubmitButton sending={form.status === 'sending'}>{t('details.save')}</SubmitButton>
        {/* Always there, so that the message is announced when it appears. */}
        <p className="profile-page__saved" role="status" data-testid="profile-saved">
          {form.status === 'sent' && same(values, saved) ? t('details.saved') : ''}
        </p>
      </div>
    </form>
  );
}
