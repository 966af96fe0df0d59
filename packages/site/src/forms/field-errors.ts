// The field error codes (issue 9 "Pages"; issue 10 reuses them for the members' forms), shared by the
// bff and the browser so that both sides refuse a field with the same code, and say it in the page's
// language with the same words (field-error-texts.ts).

/**
 * Why a field was refused. The first ones are the forms' own rules (checked on both sides); the
 * platform's refusals map to codes too (issue 18: the bff turns its known messages into these,
 * bff/src/shared/platform-messages.ts), from `invalidCredentials` on. `rejected`: the platform refused
 * it with a message the site does not know (a generic text in the page's language; the original is logged).
 */
export const fieldErrorCodes = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'tooShort',
  'tooLong',
  'consentRequired',
  'weakPassword',
  'mismatch',
  'invalidCode',
  'invalidDate',
  'invalidFile',
  'fileTooLarge',
  'unsafeFile',
  'unreadableFile',
  'invalidAmount',
  'invalidCredentials',
  'emailNotVerified',
  'emailTaken',
  'alreadySubscribed',
  'notSubscribed',
  'undeliverableEmail',
  'wrongCode',
  'codeExpired',
  'tooManyWrongCodes',
  'wrongPassword',
  'samePassword',
  'noPassword',
  'hasPassword',
  'wrongEmail',
  'tooYoung',
  'imageTooSmall',
  'receiptTooOld',
  'invalidChoice',
  'rejected',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  /** The message of the code in the page's language. */
  message: string;
}
