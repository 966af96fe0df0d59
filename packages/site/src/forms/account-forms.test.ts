import { describe, expect, it } from 'vitest';
import { checkForm, emailOnlySchema, fieldErrorMessages, formLimits, registerSchema, resetPasswordSchema, verifyEmailSchema } from './index';

// The accounts' forms (issue 10): registration, the address's confirmation, a new code, a forgotten
// password. Each rule refuses with its own code; the bff and the browser run these same schemas.

const codesOf = (result: ReturnType<typeof checkForm>) => (result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.code])));

const registration = {
  firstName: ' Jana ',
  lastName: 'Nováková',
  email: ' jana.novakova@example.com ',
  phone: '',
  password: 'Summer-2026',
  passwordConfirmation: 'Summer-2026',
  newsletter: false,
  terms: true,
};

describe('registration', () => {
  it('accepts a whole registration: trimmed, an empty phone dropped, the opt-in kept', () => {
    expect(checkForm(registerSchema, registration, 'en')).toEqual({
      ok: true,
      value: { firstName: 'Jana', lastName: 'Nováková', email: 'jana.novakova@example.com', password: 'Summer-2026', passwordConfirmation: 'Summer-2026', newsletter: false, terms: true },
    });
    expect(checkForm(registerSchema, { ...registration, phone: ' +421 900 123 456 ', newsletter: true }, 'en')).toMatchObject({ ok: true, value: { phone: '+421 900 123 456', newsletter: true } });
  });

  it('refuses each field for its own reason, in the form order', () => {
    const empty = checkForm(registerSchema, { firstName: '', lastName: ' ', email: '', phone: '', password: '', passwordConfirmation: '', newsletter: false, terms: false }, 'en');
    expect(empty.ok ? [] : empty.errors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'required'],
      ['lastName', 'required'],
      ['email', 'required'],
      ['password', 'required'],
      ['passwordConfirmation', 'required'],
      ['terms', 'consentRequired'],
    ]);
    expect(codesOf(checkForm(registerSchema, { ...registration, email: 'jana@' }, 'en'))).toEqual({ email: 'invalidEmail' });
    expect(codesOf(checkForm(registerSchema, { ...registration, phone: '12' }, 'en'))).toEqual({ phone: 'invalidPhone' });
    expect(codesOf(checkForm(registerSchema, { ...registration, firstName: 'x'.repeat(formLimits.nameMax + 1) }, 'en'))).toEqual({ firstName: 'tooLong' });
  });

  it('holds the password rules (8 to 128, a letter and a digit) and wants it typed twice the same', () => {
    const withPassword = (password: string, passwordConfirmation = password) => codesOf(checkForm(registerSchema, { ...registration, password, passwordConfirmation }, 'en'));
    expect(withPassword('Short-1')).toEqual({ password: 'tooShort' });
    expect(withPassword('a1'.repeat(65))).toEqual({ password: 'tooLong' });
    expect(withPassword('only-letters')).toEqual({ password: 'weakPassword' });
    expect(withPassword('1234567890')).toEqual({ password: 'weakPassword' });
    expect(withPassword('Žluťoučký-1')).toEqual({});
    expect(withPassword('Summer-2026', 'Summer-2025')).toEqual({ passwordConfirmation: 'mismatch' });
    // The confirmation is compared even when another field is refused, empty ones included: the
    // visitor sees the mismatch with the other messages, not only once everything else is right.
    expect(codesOf(checkForm(registerSchema, { ...registration, email: 'jana@', passwordConfirmation: 'other-1234' }, 'en'))).toEqual({ email: 'invalidEmail', passwordConfirmation: 'mismatch' });
    expect(codesOf(checkForm(registerSchema, { ...registration, firstName: '', email: '', terms: false, passwordConfirmation: 'other-1234' }, 'en'))).toEqual({
      firstName: 'required',
      email: 'required',
      terms: 'consentRequired',
      passwordConfirmation: 'mismatch',
    });
  });

  it('names the limit in the page language', () => {
    const result = checkForm(registerSchema, { ...registration, password: 'Ab-1', passwordConfirmation: 'Ab-1' }, 'sk');
    expect(result.ok ? null : result.errors[0]?.message).toBe(fieldErrorMessages.sk.tooShort.replace('{{min}}', String(formLimits.passwordMin)));
  });

  it('needs the newsletter answer as a boolean and the terms accepted', () => {
    expect(codesOf(checkForm(registerSchema, { ...registration, newsletter: 'yes' }, 'en'))).toEqual({ newsletter: 'required' });
    expect(codesOf(checkForm(registerSchema, { ...registration, terms: 'true' }, 'en'))).toEqual({ terms: 'consentRequired' });
  });
});

describe('codes from the e-mail', () => {
  it('are six digits; spaces between them are dropped', () => {
    expect(checkForm(verifyEmailSchema, { email: 'a@b.cz', code: ' 123 456 ' }, 'en')).toEqual({ ok: true, value: { email: 'a@b.cz', code: '123456' } });
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６']) expect(codesOf(checkForm(verifyEmailSchema, { email: 'a@b.cz', code: bad }, 'en')), bad).toEqual({ code: 'invalidCode' });
    expect(codesOf(checkForm(verifyEmailSchema, { email: '', code: '' }, 'cz'))).toEqual({ email: 'required', code: 'required' });
  });

  it('set a new password with the address, the code and the password twice', () => {
    const reset = { email: 'a@b.cz', code: '000123', password: 'Winter-2026', passwordConfirmation: 'Winter-2026' };
    expect(checkForm(resetPasswordSchema, reset, 'en')).toEqual({ ok: true, value: reset });
    expect(codesOf(checkForm(resetPasswordSchema, { ...reset, code: '12345', passwordConfirmation: 'Winter-2027' }, 'en'))).toEqual({ code: 'invalidCode', passwordConfirmation: 'mismatch' });
    expect(codesOf(checkForm(resetPasswordSchema, { ...reset, code: '', passwordConfirmation: 'Winter-2027' }, 'en'))).toEqual({ code: 'required', passwordConfirmation: 'mismatch' });
    expect(codesOf(checkForm(resetPasswordSchema, { ...reset, code: '' }, 'en'))).toEqual({ code: 'required' });
    expect(codesOf(checkForm(resetPasswordSchema, { ...reset, password: 'winterwinter', passwordConfirmation: 'winterwinter' }, 'en'))).toEqual({ password: 'weakPassword' });
  });

  it('are asked for again with an address only', () => {
    expect(checkForm(emailOnlySchema, { email: ' A@B.cz ' }, 'en')).toEqual({ ok: true, value: { email: 'A@B.cz' } });
    expect(codesOf(checkForm(emailOnlySchema, { email: 'nope' }, 'de'))).toEqual({ email: 'invalidEmail' });
  });
});
