import type { FieldError } from './forms/field-errors';

// Uploads (spec §5 "Uploadable file types: image/jpeg, image/png, application/pdf only"; DESIGN.md
// "Uploads (receipts, profile picture) are multipart"): what the bff's upload routes and the browser's
// upload control share. The browser's check is a courtesy (a quick message before minutes of
// uploading); the bff decides from the file's bytes, whatever its name or declared type says.

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The names' endings a person knows each type by. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/** The default size limit of one upload (the bff's UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The multipart field of the file, in the browser's request and in the platform's. */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * A header the site's own upload requests carry. A form on another site cannot send it, and a script
 * there cannot either without a CORS preflight the bff never allows: with the SameSite=Lax cookie and
 * the Origin check, a cross-site upload is refused.
 */
export const UPLOAD_REQUEST_HEADER = 'x-mall-upload';

export function isUploadType(value: string | null | undefined): value is UploadType {
  return (UPLOAD_TYPES as readonly (string | null | undefined)[]).includes(value);
}

/** The file input's `accept`: the types and their endings (some pickers know only one of the two). */
export function acceptAttribute(types: readonly UploadType[] = UPLOAD_TYPES): string {
  return types.flatMap((type) => [type, ...UPLOAD_EXTENSIONS[type]]).join(',');
}

/** What the browser can tell before sending: the declared type, else the name's ending, is one of `types`. */
export function looksLikeUploadType(file: { name: string; type: string }, types: readonly UploadType[] = UPLOAD_TYPES): boolean {
  if (file.type) return (types as readonly string[]).includes(file.type);
  const name = file.name.toLowerCase();
  return types.some((type) => UPLOAD_EXTENSIONS[type].some((ending) => name.endsWith(ending)));
}

/** A size limit in whole megabytes (MiB) for messages: 10485760 → 10; at least 1. */
export function megabytes(bytes: number): number {
  return Math.max(1, Math.floor(bytes / (1024 * 1024)));
}

/** Why an upload route refused a request; the HTTP status goes with it (`uploadErrorStatus`). */
export const uploadErrorCodes = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED', 'UPSTREAM_UNAVAILABLE'] as const;
export type UploadErrorCode = (typeof uploadErrorCodes)[number];

export const uploadErrorStatus: Readonly<Record<UploadErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
};

/** An upload route's refusal (JSON): the code, a message in the request's language, the refused fields. */
export interface UploadErrorBody {
  error: UploadErrorCode;
  message: string;
  /** Per field, in the request's language; the file's own refusal is on `file`. */
  fieldErrors: FieldError[];
  /** RATE_LIMITED: seconds to wait (also `Retry-After`). */
  retryAfter?: number;
}

/** An upload route's success: what the platform made of it, display-ready. */
export interface UploadSuccessBody<T> {
  ok: true;
  item: T;
}
