import * as z from 'zod/mini';
import { confirmation, consent, currentPassword, email, formLimits, newPassword, optionalPhone, trimmed, withConfirmation } from './field-rules';

// The members' forms of the accounts area (issue 10): sign-in, registration, verification, passwords.

export const loginSchema = z.object({ email, password: currentPassword });
export type LoginInput = z.output<typeof loginSchema>;

// -- accounts: registration, verification, passwords

/** The 6-digit code of the platform's e-mail; spaces typed between the digits are dropped. */
const emailCode = z.pipe(
  z.pipe(z.string({ error: 'required' }), z.transform((value) => value.replace(/\s+/g, ''))),
  z.string().check(z.minLength(1, { error: 'required', abort: true }), z.regex(/^\d{6}$/, { error: 'invalidCode' })),
);

/**
 * Registration (spec §2 "Register", §7 `register`): names, address, an optional phone, a new password
 * typed twice, the newsletter opt-in, and consent to the mall's terms.
 */
export const registerFields = z.object({
  firstName: trimmed(formLimits.nameMax),
  lastName: trimmed(formLimits.nameMax),
  email,
  phone: optionalPhone,
  password: newPassword,
  passwordConfirmation: confirmation,
  newsletter: z.boolean({ error: 'required' }),
  terms: consent,
});
export const registerSchema = withConfirmation(registerFields, 'password', 'passwordConfirmation');
export type RegisterInput = z.output<typeof registerSchema>;

/** The address's confirmation (§7 `register/email-verification`): the code from the e-mail. */
export const verifyEmailSchema = z.object({ email, code: emailCode });
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

/** A new code (§7 `register/email-resend`); also a forgotten password's first step (§7 `forget-password`). */
export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.output<typeof emailOnlySchema>;

/** A new password with the reset code (§7 `forget-password/login`, then `change-forget-password`). */
export const resetPasswordSchema = withConfirmation(
  z.object({ email, code: emailCode, password: newPassword, passwordConfirmation: confirmation }),
  'password',
  'passwordConfirmation',
);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
