import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, profilePictureSchema } from '@mall/site/forms';
import { useRemoveProfilePictureMutation } from '../../graphql/generated';
import { FileUploadField, UploadProgress, useUpload } from '../../components/file-upload';
import { ErrorSummary, SubmitButton } from '../../components/form';
import { useLang } from '../../lib/use-lang';

const formId = 'profile-picture';
const types = ['image/jpeg', 'image/png'] as const;
const noFields = () => ({});

/** The member's picture, or a placeholder with their initials. */
export function Avatar({ picture, name, size }: { picture: string | null; name: string; size: number }) {
  const { t } = useTranslation('profile');
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return picture ? (
    <img className="avatar" src={picture} alt={t('picture.alt')} width={size} height={size} data-testid="profile-avatar" />
  ) : (
    <span className="avatar avatar--none" style={{ width: size, height: size }} role="img" aria-label={t('picture.none')} data-testid="profile-avatar-none">
      {initials}
    </span>
  );
}

/**
 * The profile picture's upload (spec §7 `me/profile-picture`): a photo, JPEG or PNG, within the upload
 * limit; the bff makes a square avatar of it. Uploaded, the page reads the profile again.
 */
export function PictureForm({ maxBytes, onUploaded }: { maxBytes: number; onUploaded(): void }) {
  const lang = useLang();
  const { t } = useTranslation('profile');
  const upload = useUpload<Record<string, never>, { picture: string | null }>({
    url: `/api/profile-picture?lang=${lang}`,
    initial: {},
    check: (values) => checkForm(profilePictureSchema, values, lang),
    fields: noFields,
    maxBytes,
    types,
    onUploaded,
  });
  return (
    <form className="form" method="post" encType="multipart/form-data" noValidate onSubmit={(event) => void upload.onSubmit(event)} aria-labelledby="profile-picture-title" data-testid={formId}>
      <ErrorSummary formId={formId} errors={upload.errors} labelOf={(field) => (field === 'file' ? t('picture.file') : undefined)} attempt={upload.attempt} />
      <FileUploadField formId={formId} name="file" label={t('picture.file')} file={upload.file} onChange={upload.setFile} types={types} maxBytes={maxBytes} error={upload.errorOf('file')} required generation={upload.generation} />
      <p className="form-field__hint">{t('picture.hint')}</p>
      {upload.status === 'uploading' && <UploadProgress percent={upload.progress} />}
      <div className="profile-page__submit">
        <SubmitButton sending={upload.status === 'uploading'}>{t('picture.upload')}</SubmitButton>
        <p className="profile-page__saved" role="status" data-testid="profile-picture-done">
          {upload.status === 'done' ? t('picture.done') : ''}
        </p>
      </div>
    </form>
  );
}

/**
 * Removes the member's picture (DELETE me/profile-picture): the profile shows their initials again.
 * Removed, the page reads the profile again and says so; a failure says so beside the button.
 */
export function RemovePicture({ onRemoved }: { onRemoved(): void }) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const [{ fetching }, remove] = useRemoveProfilePictureMutation();
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setFailed(false);
    const result = await remove({});
    if (result.data?.removeProfilePicture.ok) onRemoved();
    else setFailed(true);
  };
  return (
    <div className="profile-page__submit">
      <button type="button" className="button button--quiet" disabled={fetching} onClick={() => void onClick()} data-testid="profile-picture-remove">
        {t('picture.remove')}
      </button>
      {failed && (
        <p className="form-field__error" role="alert">
          {common('error.generic')}
        </p>
      )}
    </div>
  );
}
