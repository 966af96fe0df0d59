import { z } from 'zod';
import { mailLocales } from '../data/account-mails';
import { optionalText } from './form-body';

// The fields the platform's account calls share (registration, verification, a forgotten password;
// our choice, in CONTRACT.md), in Laravel's words like the other forms.

/** A new password: 8 to 128 characters with a letter and a digit. */
export const newPasswordField = z
  .string({ error: 'The password field is required.' })
  .min(8, { error: 'The password field must be at least 8 characters.' })
  .max(128, { error: 'The password field must not be greater than 128 characters.' })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: 'The password field must contain at least one letter and one number.' });

/** Laravel's `confirmed` rule: `password_confirmation` must repeat `password`; refused on `password`. */
export function confirmedPassword<T extends { password: string; password_confirmation?: string | undefined }>(value: T, issues: z.core.$RefinementCtx<T>): void {
  if (value.password_confirmation !== value.password) issues.addIssue({ code: 'custom', path: ['password'], message: 'The password field confirmation does not match.' });
}

/** The code of a platform e-mail: 6 digits. */
export const codeField = z.string({ error: 'The code field is required.' }).trim().regex(/^\d{6}$/, { error: 'The code field must be 6 digits.' });

/** The language of the e-mails the call sends (the site's language). */
export const mailLocaleField = z.enum(mailLocales, { error: 'The selected locale is invalid.' }).optional();

/** A boolean as JSON sends it, or as a form post does. */
export const flagField = (field: string) =>
  z.union([z.boolean(), z.enum(['true', '1', 'on']).transform(() => true), z.enum(['false', '0', 'off', '']).transform(() => false)], {
    error: `The ${field} field must be true or false.`,
  });

export const phoneField = optionalText('phone', 20).refine(
  (value) => value === null || (/^\+?[0-9 ()./-]+$/.test(value) && value.replace(/\D/g, '').length >= 6 && value.replace(/\D/g, '').length <= 15),
  { error: 'The phone field format is invalid.' },
);
