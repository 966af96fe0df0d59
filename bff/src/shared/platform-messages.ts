import type { FieldErrorCode } from '@mall/site/forms';

// The platform's refusals as the site's codes (issue 18: "the platform's messages are shown in English
// on Czech, Slovak and German pages"). The platform (a Laravel application, sandbox/CONTRACT.md) answers
// a refused field with an English sentence; the site shows its own text of the code in the page's
// language instead (packages/site/src/forms/field-error-texts.ts). Two kinds of sentence:
// - the platform's own, for what only it knows (wrong credentials, a taken address, a wrong code …);
// - Laravel's validation messages (`The :attribute field is required.`), for any attribute, in both of
//   Laravel's wordings: since Laravel 10 `The email field must be …`, before it `The email must be …`.
// A sentence matched by none is no code (null): the form shows a generic text, and the bff logs it.

/** A known refusal: its code and the limit its text names. */
export interface PlatformRefusal {
  code: FieldErrorCode;
  params?: { min?: number; max?: number };
}

type Rule = readonly [pattern: RegExp, refusal: (match: RegExpExecArray) => PlatformRefusal | null];

const refusal = (code: FieldErrorCode) => (): PlatformRefusal => ({ code });

// `The email field must …` (Laravel 10+) and `The email must …` (before): group 1 is the attribute.
const laravel = (rest: string) => new RegExp(`^The (.+?)(?: field)? ${rest}$`);

/** What an attribute is about, by its name as Laravel writes it (`first name`, `current password`). */
const isEmail = (attribute: string) => /\be-?mail\b/i.test(attribute);
const isPhone = (attribute: string) => /\bphone\b/i.test(attribute);
const isCode = (attribute: string) => /\bcode\b/i.test(attribute);
const isAmount = (attribute: string) => /\bamount\b/i.test(attribute);

const rules: readonly Rule[] = [
  // -- the platform's own sentences (sandbox/src/routes, sandbox/src/members/codes.ts)
  [/^These credentials do not match our records\.$/, refusal('invalidCredentials')],
  [/^Your e-?mail address is not (?:verified|confirmed)\b/i, refusal('emailNotVerified')],
  [/^The e-?mail(?: address)? has already been subscribed\.$/i, refusal('alreadySubscribed')],
  [/^The (?:selected )?e-?mail(?: address)? is not subscribed\.$/i, refusal('notSubscribed')],
  [/^The e-?mail address cannot receive our newsletter\.$/i, refusal('undeliverableEmail')],
  [/^We cannot (?:reply|send|deliver) to this e-?mail address\.$/i, refusal('undeliverableEmail')],
  [/^The code is not valid\.$/, refusal('wrongCode')],
  [/^The code has expired\b/, refusal('codeExpired')],
  [/^Too many wrong codes\b/, refusal('tooManyWrongCodes')],
  // Laravel's `current_password` rule says `The password is incorrect.`
  [/^The (?:current )?password is incorrect\.$/, refusal('wrongPassword')],
  [/^The new password must be different from the current one\.$/, refusal('samePassword')],
  [/^Your account has no password yet\b/, refusal('noPassword')],
  [/^Your account already has a password\b/, refusal('hasPassword')],
  [/^The e-?mail address does not match your account\.$/i, refusal('wrongEmail')],
  [/^You must be at least (\d+) years old\b/, (m) => ({ code: 'tooYoung', params: { min: Number(m[1]) } })],
  [/^The profile picture must be at least (\d+) × \d+ pixels\.$/, (m) => ({ code: 'imageTooSmall', params: { min: Number(m[1]) } })],
  [laravel('must be a date within the last (\\d+) days\\.'), (m) => ({ code: 'receiptTooOld', params: { max: Number(m[2]) } })],

  // -- Laravel's validation messages, any attribute
  [laravel('has already been taken\\.'), (m) => (isEmail(m[1]!) ? { code: 'emailTaken' } : null)],
  [laravel('is required\\.'), refusal('required')],
  [laravel('(?:must not|may not) be greater than (\\d+) characters\\.'), (m) => ({ code: 'tooLong', params: { max: Number(m[2]) } })],
  [laravel('must be at least (\\d+) characters\\.'), (m) => ({ code: 'tooShort', params: { min: Number(m[2]) } })],
  [laravel('must be a valid e-?mail address\\.'), refusal('invalidEmail')],
  [laravel('format is invalid\\.'), (m) => (isPhone(m[1]!) ? { code: 'invalidPhone' } : isEmail(m[1]!) ? { code: 'invalidEmail' } : null)],
  [laravel('must be accepted\\.'), refusal('consentRequired')],
  [laravel('confirmation does not match\\.'), refusal('mismatch')],
  [laravel('must contain at least one (?:letter|number|symbol|uppercase and one lowercase letter)(?: and one (?:letter|number))?\\.'), refusal('weakPassword')],
  [laravel('must be (\\d+) digits\\.'), (m) => (isCode(m[1]!) ? { code: 'invalidCode' } : null)],
  [laravel('(?:must be a valid date|is not a valid date)\\.'), refusal('invalidDate')],
  [laravel('must be a date (?:before|after)(?: or equal to)? .+\\.'), refusal('invalidDate')],
  [laravel('(?:must match|does not match) the format .+\\.'), refusal('invalidDate')],
  [/^The selected (.+) is invalid\.$/, refusal('invalidChoice')],
  [laravel('must be one of:? .+\\.'), refusal('invalidChoice')],
  // An amount's rules (numeric, decimal, between, min): one thing to say about them.
  [laravel('must (?:be|have) .+\\.'), (m) => (isAmount(m[1]!) ? { code: 'invalidAmount' } : null)],
];

/** The code of one of the platform's refusal messages, or null: a message the site does not know. */
export function platformRefusal(message: string): PlatformRefusal | null {
  const text = message.trim();
  for (const [pattern, toRefusal] of rules) {
    const match = pattern.exec(text);
    if (!match) continue;
    const found = toRefusal(match);
    if (found) return found;
  }
  return null;
}
