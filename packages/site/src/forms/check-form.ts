import type * as z from 'zod/mini';
import type { Lang } from '../index';
import { addPasswordSchema, changePasswordSchema, deleteAccountSchema, profilePictureSchema, profileSchema } from './profile-forms';
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, verifyEmailSchema } from './account-forms';
import { fieldErrorMessage } from './field-error-texts';
import { fieldErrorCodes, type FieldError, type FieldErrorCode } from './field-errors';
import { bookServiceSchema } from './booking-form';
import { receiptSchema } from './receipt-form';
import { sendMessageSchema } from './message-form';
import { supportRequestSchema } from './support-form';
import { contactMessageSchema, newsletterSubscribeSchema, newsletterUnsubscribeSchema } from './visitor-forms';

// Every form by name, and the check of a form's values with its schema into field errors in the page's language.

/** The forms by name: the bff's rate limit and the web's state are keyed by these names. */
export const formSchemas = {
  newsletterSubscribe: newsletterSubscribeSchema,
  newsletterUnsubscribe: newsletterUnsubscribeSchema,
  contactMessage: contactMessageSchema,
  login: loginSchema,
  register: registerSchema,
  verifyEmail: verifyEmailSchema,
  resendVerification: emailOnlySchema,
  forgotPassword: emailOnlySchema,
  resetPassword: resetPasswordSchema,
  updateProfile: profileSchema,
  changePassword: changePasswordSchema,
  addPassword: addPasswordSchema,
  deleteAccount: deleteAccountSchema,
  supportRequest: supportRequestSchema,
  sendMessage: sendMessageSchema,
  profilePicture: profilePictureSchema,
  receiptUpload: receiptSchema,
  bookService: bookServiceSchema,
} as const;
export type FormName = keyof typeof formSchemas;

const knownCodes = new Set<string>(fieldErrorCodes);

/** The first refusal of each field, in the schema's field order, in the page's language. */
export function formErrors(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    const code: FieldErrorCode = knownCodes.has(issue.message) ? (issue.message as FieldErrorCode) : 'required';
    const params = {
      ...('minimum' in issue ? { min: Number(issue.minimum) } : {}),
      ...('maximum' in issue ? { max: Number(issue.maximum) } : {}),
    };
    out.push({ field, code, message: fieldErrorMessage(code, lang, params) });
  }
  return out;
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Checks a form's values with its schema: the cleaned values (trimmed, empty optionals dropped) or the field errors. */
export function checkForm<S extends z.ZodMiniType>(schema: S, values: unknown, lang: Lang): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: formErrors(parsed.error.issues, lang) };
}
