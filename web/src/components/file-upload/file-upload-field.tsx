import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toHtmlLang } from '@mall/site';
import { acceptAttribute, megabytes, type UploadType } from '@mall/site/uploads';
import { FieldError, fieldId } from '../form';
import { useLang } from '../../lib/use-lang';
import './file-upload.css';

// The file of an upload form (issue 10: receipts, profile picture): a labelled file input that
// proposes the types taken, a hint with the types and the size limit, what was chosen (name and size),
// and the field's error, wired as the other fields are (aria-describedby, aria-invalid). The chosen
// file lives in the form's state, so a refusal keeps it.

/** A file's size as people read it, in the page's language: `840 kB`, `2,4 MB`. */
export function formatFileSize(bytes: number, lang: Parameters<typeof toHtmlLang>[0]): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(toHtmlLang(lang), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} kB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}

interface FileUploadFieldProps {
  formId: string;
  name: string;
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  types: readonly UploadType[];
  maxBytes: number;
  error?: string;
  required?: boolean;
  /** Changes when the form starts over (after a success): the input is emptied. */
  generation?: number;
}

export function FileUploadField({ formId, name, label, file, onChange, types, maxBytes, error, required, generation = 0 }: FileUploadFieldProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = fieldId(formId, name);
  const photosOnly = !types.includes('application/pdf');
  const described = [`${id}-hint`, file ? `${id}-chosen` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field file-upload${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {!required && <span className="form-field__optional"> ({t('forms.optional')})</span>}
      </label>
      <p className="form-field__hint" id={`${id}-hint`}>
        {t(photosOnly ? 'upload.hintPhotos' : 'upload.hint', { max: megabytes(maxBytes) })}
      </p>
      <FieldError id={id} message={error} />
      <input
        key={generation}
        className="file-upload__input"
        id={id}
        name={name}
        type="file"
        accept={acceptAttribute(types)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
      />
      {file && (
        <p className="file-upload__chosen" id={`${id}-chosen`} data-testid={`${id}-chosen`}>
          {t('upload.chosen', { name: file.name, size: formatFileSize(file.size, lang) })}
        </p>
      )}
    </div>
  );
}

/** The upload's progress while it is sent: a progress bar and the percent, announced politely. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="upload-progress" role="status" data-testid="upload-progress">
      <progress max={100} value={percent} aria-label={t('upload.progressLabel')} />
      <span>{t('upload.progress', { percent })}</span>
    </div>
  );
}
