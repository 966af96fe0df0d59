import type { Lang } from '@mall/site';
import { fieldErrorMessage, type FieldError } from '@mall/site/forms';
import { UPLOAD_FILE_FIELD, megabytes, uploadErrorStatus, type UploadErrorBody, type UploadErrorCode } from '@mall/site/uploads';
import { platformFieldErrors, type RefusalContext } from '../graphql/form-outcome';
import type { UpstreamFailure } from '../upstream/result';
import { uploadTexts } from './texts';

// Every refusal of an upload is JSON with a code, a message in the page's language and the refused
// fields, as the forms' are (UploadErrorBody, @mall/site/uploads); an expired session ends here as it
// does in GraphQL.

/** A refusal of an upload: its code, a message in the page's language and the refused fields. */
export class UploadRefusal extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }

  get statusCode(): number {
    return uploadErrorStatus[this.code];
  }

  body(): UploadErrorBody {
    return { error: this.code, message: this.message, fieldErrors: this.fieldErrors, ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }) };
  }
}

/** The file's own refusals, on the `file` field. */
export function tooLarge(lang: Lang, maxBytes: number): UploadRefusal {
  const message = fieldErrorMessage('fileTooLarge', lang, { max: megabytes(maxBytes) });
  return new UploadRefusal('PAYLOAD_TOO_LARGE', message, [{ field: UPLOAD_FILE_FIELD, code: 'fileTooLarge', message }]);
}

export function notAllowedType(lang: Lang): UploadRefusal {
  return fileRefusal(lang, 'invalidFile');
}

/** A PDF that runs or carries something (issue 17): of a type we take, with content we do not. */
export function unsafeFile(lang: Lang): UploadRefusal {
  return fileRefusal(lang, 'unsafeFile');
}

/** A PDF that cannot be checked: damaged, encrypted, protected by a password, too complex to read in time. */
export function unreadableFile(lang: Lang): UploadRefusal {
  return fileRefusal(lang, 'unreadableFile');
}

/** The file's content refused (415, as a type not taken): its own message on the `file` field. */
function fileRefusal(lang: Lang, code: 'invalidFile' | 'unsafeFile' | 'unreadableFile'): UploadRefusal {
  const message = fieldErrorMessage(code, lang);
  return new UploadRefusal('UNSUPPORTED_MEDIA_TYPE', message, [{ field: UPLOAD_FILE_FIELD, code, message }]);
}

/** The upload cannot be completed now (the platform, or the server busy checking other files): try again. */
export function unavailable(lang: Lang): UploadRefusal {
  return new UploadRefusal('UPSTREAM_UNAVAILABLE', uploadTexts[lang].unavailable);
}

export function invalidFields(lang: Lang, fieldErrors: FieldError[]): UploadRefusal {
  return new UploadRefusal('BAD_USER_INPUT', uploadTexts[lang].invalid, fieldErrors);
}

/**
 * A body that cannot be read as the form a browser sends (issue 17: a wrong boundary answered 500): no
 * boundary or another one, a body cut short, a part without a name, more parts or files than the form
 * has, a value or a file name past any real one. The client's mistake, never ours: 400.
 */
export function malformedBody(lang: Lang): UploadRefusal {
  return new UploadRefusal('BAD_USER_INPUT', uploadTexts[lang].malformed);
}

/** The platform's refusal of an upload as ours: its field errors on the form's fields, an ended session, or unavailable. */
export function refusalOfFailure(failure: UpstreamFailure, lang: Lang, fields: readonly string[], maxBytes: number, context: RefusalContext): UploadRefusal {
  if (failure.kind === 'unauthorized') return new UploadRefusal('UNAUTHENTICATED', uploadTexts[lang].expired);
  if (failure.status === 413) return tooLarge(lang, maxBytes);
  if (failure.status === 415) return notAllowedType(lang);
  const fieldErrors = platformFieldErrors(failure, fields, lang, context);
  if (fieldErrors) return invalidFields(lang, fieldErrors);
  if (failure.kind === 'forbidden') return new UploadRefusal('FORBIDDEN', uploadTexts[lang].forbidden);
  return unavailable(lang);
}
