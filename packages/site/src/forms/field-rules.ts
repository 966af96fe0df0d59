import * as z from 'zod/mini';

// The rules fields share across forms. Each refusal's message is its code; formErrors() (check-form.ts)
// turns it into the page's words.

/** Field limits; the inputs' maxlength attributes use the same numbers. */
export const formLimits = {
  emailMax: 254,
  nameMax: 100,
  phoneMax: 20,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  passwordMin: 8,
  passwordMax: 128,
} as const;

export const trimmed = (max: number) =>
  z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.maxLength(max, { error: 'tooLong' }));

export const email = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.maxLength(formLimits.emailMax, { error: 'tooLong', abort: true }),
  z.regex(z.regexes.email, { error: 'invalidEmail' }),
);

/** An optional text: empty (or only spaces) counts as not given. */
export const optionalText = (max: number, rule?: (schema: z.ZodMiniString) => z.ZodMiniString) => {
  const base = z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong', abort: true }));
  return z.pipe(
    z.optional(z.nullable(rule ? rule(base) : base)),
    z.transform((value) => (value ? value : undefined)),
  );
};

/** Digits with an optional leading +, and spaces, dots, dashes, slashes, brackets between; 6 to 15 digits. */
export const phonePattern = /^\+?[0-9 ()./-]*$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

export const consent = z.literal(true, { error: 'consentRequired' });

/** An optional phone number (`phonePattern`, 6 to 15 digits). */
export const optionalPhone = optionalText(formLimits.phoneMax, (s) =>
  s.check(
    z.regex(phonePattern, { error: 'invalidPhone', abort: true }),
    z.refine((value) => value.length === 0 || (phoneDigits(value) >= 6 && phoneDigits(value) <= 15), { error: 'invalidPhone' }),
  ),
);

/** A message to the mall: 10 to 5000 characters. */
export const messageText = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.minLength(formLimits.messageMin, { error: 'tooShort', abort: true }),
  z.maxLength(formLimits.messageMax, { error: 'tooLong' }),
);

/** A password as typed at sign-in: anything the member set, only not empty. */
export const currentPassword = z.string({ error: 'required' }).check(z.minLength(1, { error: 'required', abort: true }), z.maxLength(formLimits.passwordMax, { error: 'tooLong' }));

/** A new password: 8 to 128 characters with at least one letter and one digit. */
export const newPassword = z.string({ error: 'required' }).check(
  z.minLength(1, { error: 'required', abort: true }),
  z.minLength(formLimits.passwordMin, { error: 'tooShort', abort: true }),
  z.maxLength(formLimits.passwordMax, { error: 'tooLong', abort: true }),
  z.refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: 'weakPassword' }),
);

/**
 * A form whose `field` is typed a second time as `confirmation`: the confirmation is refused when the
 * two differ. Checked beside the form's fields, not after them: zod skips an object's own checks once
 * a field's issue stops it (an empty name, an address without `@`), and the visitor must see the
 * mismatch with the other messages, not only once everything else is right.
 */
export const withConfirmation = <S extends z.ZodMiniObject>(fields: S, field: keyof S['shape'] & string, confirmation: keyof S['shape'] & string) =>
  z.intersection(
    fields,
    z.object({ [field]: z.unknown(), [confirmation]: z.unknown() }).check(
      z.refine((value) => value[field] === value[confirmation], {
        error: 'mismatch',
        path: [confirmation],
        // Only two entries to compare: a missing or empty one has its own message (required).
        when: (payload) => {
          const value = payload.value as Record<string, unknown> | undefined;
          return typeof value?.[field] === 'string' && typeof value[confirmation] === 'string' && value[confirmation] !== '';
        },
      }),
    ),
  );

export const confirmation = z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }));

/** A day as a date input gives it (YYYY-MM-DD) that exists: 2026-02-30 does not. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
}
