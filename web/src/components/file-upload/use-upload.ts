import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorMessage } from '@mall/site/forms';
import { looksLikeUploadType, megabytes, UPLOAD_FILE_FIELD, type UploadErrorBody, type UploadType } from '@mall/site/uploads';
import type { CheckResult, SummaryError } from '../form';
import { sessionEnded } from '../../lib/session';
import { useLang } from '../../lib/use-lang';
import { sendUpload, UploadNetworkError, type UploadResponse } from './upload-request';

// An upload form's state (issue 10: receipts, profile picture), as useForm is a form's: what was typed
// and the file chosen, which fields were refused and why, and the upload's progress. The text fields
// are checked with the shared schema and the file with the route's rules (its type as declared, its
// size) before anything is sent; the bff checks again, the file's type from its bytes. On any refusal
// or failure nothing is lost (the file stays chosen) and the error summary takes the focus. A session
// that ended sends the member to sign in, as GraphQL's UNAUTHENTICATED does.

export type UploadStatus = 'idle' | 'uploading' | 'done';

export interface UseUploadOptions<V, T> {
  /** The bff's upload route with the page's language (`/api/receipts?lang=cz`). */
  url: string;
  initial: V;
  /** The text fields' check with the shared zod schema (`checkForm`), in the page's language. */
  check(values: V): CheckResult<unknown>;
  /** The text fields as the route takes them (sent before the file). */
  fields(values: V): Record<string, string>;
  maxBytes: number;
  types: readonly UploadType[];
  /** A file is required (default: yes). */
  fileRequired?: boolean;
  /** The route took it: what it answered (`item`). */
  onUploaded?(item: T): void;
}

const isErrorBody = (body: unknown): body is UploadErrorBody =>
  typeof body === 'object' && body !== null && typeof (body as UploadErrorBody).error === 'string' && typeof (body as UploadErrorBody).message === 'string';

export function useUpload<V extends Record<string, string>, T>(options: UseUploadOptions<V, T>) {
  const { url, initial, check, fields, maxBytes, types, fileRequired = true, onUploaded } = options;
  const lang = useLang();
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [file, setFileState] = useState<File | null>(null);
  const [errors, setErrors] = useState<readonly SummaryError[]>([]);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [item, setItem] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A new one after each success: the file input starts empty again (a file input cannot be cleared
  // otherwise), while on a refusal it keeps the file the member chose.
  const [generation, setGeneration] = useState(0);
  const sending = useRef(false);

  const clearError = (field: string) => setErrors((current) => (current.some((e) => e.field === field) ? current.filter((e) => e.field !== field) : current));

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }, []);

  const setFile = useCallback((next: File | null) => {
    setFileState(next);
    clearError(UPLOAD_FILE_FIELD);
    if (next) setStatus((current) => (current === 'done' ? 'idle' : current));
  }, []);

  /** The file's own problem, as the browser can tell it. */
  const fileError = (chosen: File | null): SummaryError | null => {
    // A missing file is asked for as a file of the types taken, not as a field to fill in.
    if (!chosen) return fileRequired ? { field: UPLOAD_FILE_FIELD, message: fieldErrorMessage('invalidFile', lang) } : null;
    if (!looksLikeUploadType(chosen, types)) return { field: UPLOAD_FILE_FIELD, message: fieldErrorMessage('invalidFile', lang) };
    if (chosen.size > maxBytes) return { field: UPLOAD_FILE_FIELD, message: fieldErrorMessage('fileTooLarge', lang, { max: megabytes(maxBytes) }) };
    return null;
  };

  const refuse = (next: readonly SummaryError[]) => {
    setErrors(next);
    setAttempt((n) => n + 1);
    setStatus('idle');
  };

  const answer = (response: UploadResponse) => {
    if (response.status >= 200 && response.status < 300) {
      const uploaded = (response.body as { item?: T } | null)?.item ?? null;
      setErrors([]);
      setItem(uploaded);
      setStatus('done');
      setValues(initial);
      setFileState(null);
      setGeneration((n) => n + 1);
      if (uploaded !== null) onUploaded?.(uploaded);
      return;
    }
    const body = isErrorBody(response.body) ? response.body : null;
    if (response.status === 401 || body?.error === 'UNAUTHENTICATED') {
      sessionEnded(lang);
      return;
    }
    const fieldErrors = (body?.fieldErrors ?? []).map((e) => ({ field: e.field, message: e.message }));
    refuse(fieldErrors.length > 0 ? fieldErrors : [{ field: 'form', message: body?.message ?? t('forms.unavailable') }]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = check(values);
    const problems = [...(checked.ok ? [] : checked.errors), ...[fileError(file)].filter((e): e is SummaryError => e !== null)];
    if (problems.length > 0) return refuse(problems);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields(values))) form.append(name, value);
    if (file) form.append(UPLOAD_FILE_FIELD, file, file.name);
    sending.current = true;
    setProgress(0);
    setStatus('uploading');
    try {
      answer(await sendUpload(url, form, setProgress));
    } catch (error) {
      refuse([{ field: 'form', message: error instanceof UploadNetworkError ? t('upload.network') : t('forms.unavailable') }]);
    } finally {
      sending.current = false;
    }
  };

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  return { values, setValue, file, setFile, errors, errorOf, status, progress, item, attempt, generation, onSubmit };
}
