import type { Lang } from '@mall/site';
import { fieldErrorMessage, type FieldError } from '@mall/site/forms';
import type { UpstreamFailure } from '../upstream/result';

// How a platform refusal lands on the form (issue 9: "show the platform's field errors on their
// fields"): each field the platform names, with its first message, on the form's field of that
// name; a field the form does not have, or a refusal with no field, on the form as a whole.

/** The platform's field errors as the form's, or null when the failure is not a field refusal. */
export function platformFieldErrors(failure: UpstreamFailure, fields: readonly string[], lang: Lang): FieldError[] | null {
  if (failure.kind !== 'validation') return null;
  const out: FieldError[] = [];
  for (const [field, messages] of Object.entries(failure.fieldErrors ?? {})) {
    const message = messages.find((m) => m.trim().length > 0)?.trim() ?? fieldErrorMessage('rejected', lang);
    out.push({ field: fields.includes(field) ? field : 'form', code: 'rejected', message });
  }
  if (out.length === 0) out.push({ field: 'form', code: 'rejected', message: fieldErrorMessage('rejected', lang) });
  return out;
}
