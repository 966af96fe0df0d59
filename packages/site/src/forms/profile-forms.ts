import * as z from 'zod/mini';
import { confirmation, currentPassword, email, formLimits, isCalendarDay, newPassword, optionalPhone, optionalText, trimmed, withConfirmation } from './field-rules';

// The members' own profile (issue 10): details, password, deleting the account, the picture.

/** Today's calendar day (YYYY-MM-DD, UTC): a birth date must be before it. */
const todayDay = () => new Date().toISOString().slice(0, 10);

/** An optional birth date: a real day from 1900 until yesterday (the platform adds its minimum age). */
const birthDate = optionalText(10, (s) =>
  s.check(z.refine((value) => value.length === 0 || (isCalendarDay(value) && value >= '1900-01-01' && value < todayDay()), { error: 'invalidDate' })),
);

/** The member's profile (spec §7 `me/profile`): names required, the rest optional; the e-mail address is not changed here. */
export const profileSchema = z.object({
  firstName: trimmed(formLimits.nameMax),
  lastName: trimmed(formLimits.nameMax),
  phone: optionalPhone,
  birthDate,
  city: optionalText(formLimits.nameMax),
  newsletter: z.boolean({ error: 'required' }),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** Change password (spec §7 `change-password`): the current one, then the new one twice. */
export const changePasswordSchema = withConfirmation(
  z.object({ currentPassword, newPassword, newPasswordConfirmation: confirmation }),
  'newPassword',
  'newPasswordConfirmation',
);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** A first password for an account made through SSO (spec §7 `add-password-after-sso`). */
export const addPasswordSchema = withConfirmation(z.object({ newPassword, newPasswordConfirmation: confirmation }), 'newPassword', 'newPasswordConfirmation');
export type AddPasswordInput = z.output<typeof addPasswordSchema>;

/**
 * Delete account (spec §7 `delete-account`), confirmed with the password, or, for an account without
 * one (made through SSO), with its e-mail address typed out: one of the two.
 */
export const deleteAccountSchema = z
  .object({ password: z.optional(z.nullable(currentPassword)), email: z.optional(z.nullable(email)) })
  .check(z.refine((value) => typeof value.password === 'string' || typeof value.email === 'string', { error: 'required', path: ['password'] }));
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** The profile picture's upload (issue 10): the file only (its rules are the upload route's: a photo, JPEG or PNG). */
export const profilePictureSchema = z.object({});
