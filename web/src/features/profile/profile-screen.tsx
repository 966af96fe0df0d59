import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfilePageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { AddPasswordForm, ChangePasswordForm } from './password-forms';
import { Avatar, PictureForm, RemovePicture } from './picture-form';
import './profile.css';

// The profile page (issue 10 "Dashboard": profile, newsletter consent, change password or add one
// after SSO, delete account), one section each.

export function ProfileScreen() {
  const lang = useLang();
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }, refetch] = useProfilePageQuery({ variables: { lang } });
  // A password just added: the page reads the profile again (it has one now) and says so.
  const [passwordAdded, setPasswordAdded] = useState(false);
  const [pictureRemoved, setPictureRemoved] = useState(false);
  usePageTitle(t('head.title'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  const { profile, mall, settings } = data;

  return (
    <div className="profile-page" data-testid="profile-page">
      <h1>{t('title')}</h1>
      <p className="profile-page__muted">{t('intro', { mall: mall.name })}</p>
      <noscript>
        <p className="form__noscript">{t('noscript')}</p>
      </noscript>

      <section className="profile-page__section profile-page__picture" aria-labelledby="profile-picture-title">
        <h2 id="profile-picture-title">{t('picture.title')}</h2>
        <Avatar picture={profile.picture ?? null} name={`${profile.firstName} ${profile.lastName}`} size={112} />
        {profile.picture ? (
          <RemovePicture
            onRemoved={() => {
              setPictureRemoved(true);
              refetch({ requestPolicy: 'network-only' });
            }}
          />
        ) : (
          pictureRemoved && (
            <p className="form-success" role="status" data-testid="profile-picture-removed">
              {t('picture.removed')}
            </p>
          )
        )}
        <PictureForm
          maxBytes={data.uploadRules.maxBytes}
          onUploaded={() => {
            setPictureRemoved(false);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      </section>

      <section className="profile-page__section" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title">{t('details.title')}</h2>
        <DetailsForm profile={profile} mall={mall.name} consentUrl={settings.newsletterConsentLinkUrl ?? null} />
      </section>

      <section className="profile-page__section" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">{t('password.title')}</h2>
        {passwordAdded && (
          <p className="form-success" role="status" data-testid="add-password-done">
            {t('password.added')}
          </p>
        )}
        {profile.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <AddPasswordForm
            onAdded={() => {
              setPasswordAdded(true);
              refetch({ requestPolicy: 'network-only' });
            }}
          />
        )}
      </section>

      <section className="profile-page__section" aria-labelledby="profile-delete-title">
        <h2 id="profile-delete-title">{t('delete.title')}</h2>
        <DeleteAccount email={profile.email} hasPassword={profile.hasPassword} />
      </section>
    </div>
  );
}

export default ProfileScreen;
