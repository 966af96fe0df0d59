import { describe, expect, it } from 'vitest';
import {
  addPasswordSchema,
  changePasswordSchema,
  checkForm,
  contactMessageSchema,
  deleteAccountSchema,
  fieldErrorCodes,
  fieldErrorMessage,
  fieldErrorMessages,
  formLimits,
  isCalendarDay,
  isNewsletterOutcome,
  newsletterLinkFrom,
  newsletterLinkKind,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  profileSchema,
  supportRequestSchema,
} from './index';
import { languages } from '../index';

const goodContact = {
  name: 'Jana Nováková',
  email: 'jana.novakova@example.com',
  phone: '+421 900 123 456',
  subject: 'Lost and found',
  message: 'I left my umbrella at the information desk yesterday.',
  consent: true,
};

const codesOf = (result: ReturnType<typeof checkForm>) => (result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.code])));

describe('field error messages', () => {
  it('exist for every code in every language, different per language, with their limits filled in', () => {
    for (const lang of languages) {
      for (const code of fieldErrorCodes) expect(fieldErrorMessages[lang][code].trim().length, `${lang} ${code}`).toBeGreaterThan(5);
    }
    for (const code of fieldErrorCodes) expect(new Set(languages.map((l) => fieldErrorMessages[l][code])).size).toBe(4);
    expect(fieldErrorMessage('tooLong', 'cz', { max: 100 })).toBe('Napište prosím nejvýše 100 znaků.');
    expect(fieldErrorMessage('tooShort', 'de', { min: 10 })).toBe('Bitte schreiben Sie mindestens 10 Zeichen.');
  });

  it('are real Czech, Slovak and German (with their diacritics)', () => {
    expect(fieldErrorMessages.cz.required).toMatch(/[ěščřžýáíéůú]/);
    expect(fieldErrorMessages.sk.invalidEmail).toMatch(/[áäčďéíľĺňóôŕšťúýž]/);
    expect(fieldErrorMessages.de.tooLong).toMatch(/höchstens/);
  });
});

describe('newsletter subscription', () => {
  it('accepts an address and consent, trims, and drops an empty name', () => {
    expect(checkForm(newsletterSubscribeSchema, { email: '  jana@example.com ', name: '  ', consent: true }, 'en')).toEqual({
      ok: true,
      value: { email: 'jana@example.com', consent: true },
    });
    expect(checkForm(newsletterSubscribeSchema, { email: 'jana@example.com', name: ' Jana ', consent: true }, 'en')).toMatchObject({ ok: true, value: { name: 'Jana' } });
  });

  it('refuses each field for its own reason', () => {
    expect(codesOf(checkForm(newsletterSubscribeSchema, {}, 'en'))).toEqual({ email: 'required', consent: 'consentRequired' });
    expect(codesOf(checkForm(newsletterSubscribeSchema, { email: '   ', consent: true }, 'en'))).toEqual({ email: 'required' });
    for (const bad of ['jana', 'jana@', '@example.com', 'jana@example', 'jana novak@example.com', 'jana@@example.com']) {
      expect(codesOf(checkForm(newsletterSubscribeSchema, { email: bad, consent: true }, 'en')), bad).toEqual({ email: 'invalidEmail' });
    }
    const long = `${'a'.repeat(formLimits.emailMax)}@example.com`;
    expect(codesOf(checkForm(newsletterSubscribeSchema, { email: long, consent: true }, 'en'))).toEqual({ email: 'tooLong' });
    expect(codesOf(checkForm(newsletterSubscribeSchema, { email: 'a@b.cz', name: 'x'.repeat(101), consent: true }, 'en'))).toEqual({ name: 'tooLong' });
    expect(codesOf(checkForm(newsletterSubscribeSchema, { email: 'a@b.cz', consent: false }, 'en'))).toEqual({ consent: 'consentRequired' });
    expect(codesOf(checkForm(newsletterSubscribeSchema, { email: 'a@b.cz', consent: 'true' }, 'en'))).toEqual({ consent: 'consentRequired' });
  });

  it('words each error in the page language', () => {
    const result = checkForm(newsletterSubscribeSchema, { email: 'x', consent: false }, 'sk');
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'email', code: 'invalidEmail', message: fieldErrorMessages.sk.invalidEmail },
        { field: 'consent', code: 'consentRequired', message: fieldErrorMessages.sk.consentRequired },
      ],
    });
  });
});

describe('newsletter unsubscription', () => {
  it('needs only a valid address', () => {
    expect(checkForm(newsletterUnsubscribeSchema, { email: 'jana@example.com' }, 'de')).toEqual({ ok: true, value: { email: 'jana@example.com' } });
    expect(codesOf(checkForm(newsletterUnsubscribeSchema, { email: 'nope' }, 'de'))).toEqual({ email: 'invalidEmail' });
  });
});

describe("the newsletter's mailed links", () => {
  const token = 'eyJwIjoiY29uZmlybSJ9.abcdefghijklmnopqrstuvwxyz0123456789_-ABCD';

  it('take one kind and a token of URL-safe characters, from a query string or an object', () => {
    expect(newsletterLinkFrom(new URLSearchParams(`confirm=1&token=${token}`))).toEqual({ kind: 'confirm', token });
    expect(newsletterLinkFrom({ unsubscribe: '1', token, result: 'unavailable', utm_source: 'mail' })).toEqual({ kind: 'unsubscribe', token });
  });

  it('refuse a link without its kind, with both kinds, or with a token that is short, long or not URL-safe', () => {
    for (const query of [
      `token=${token}`,
      `confirm=1&unsubscribe=1&token=${token}`,
      `confirm=yes&token=${token}`,
      'confirm=1',
      'confirm=1&token=short',
      `confirm=1&token=${'a'.repeat(2049)}`,
      `confirm=1&token=${encodeURIComponent(`${token}<script>`)}`,
      `unsubscribe=1&token=${encodeURIComponent(`${token} x`)}`,
    ]) {
      expect(newsletterLinkFrom(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("tell the page which link's button to show, by the kind's flag and a token (checked when sent)", () => {
    expect(newsletterLinkKind(new URLSearchParams('confirm=1&token=x'))).toBe('confirm');
    expect(newsletterLinkKind({ unsubscribe: '1', token: 'x' })).toBe('unsubscribe');
    // Without a token, `?unsubscribe=1` is the form that asks for the link.
    expect(newsletterLinkKind(new URLSearchParams('unsubscribe=1'))).toBeNull();
    expect(newsletterLinkKind(new URLSearchParams('confirm=1&unsubscribe=1&token=x'))).toBeNull();
  });

  it('know their outcomes', () => {
    expect(['confirmed', 'unsubscribed', 'invalid', 'expired', 'used', 'unavailable'].every(isNewsletterOutcome)).toBe(true);
    expect(isNewsletterOutcome('subscribed')).toBe(false);
    expect(isNewsletterOutcome(undefined)).toBe(false);
  });
});

describe('contact message', () => {
  it('accepts a whole message, the phone optional', () => {
    expect(checkForm(contactMessageSchema, goodContact, 'en').ok).toBe(true);
    const { phone: _phone, ...withoutPhone } = goodContact;
    expect(checkForm(contactMessageSchema, withoutPhone, 'en')).toMatchObject({ ok: true });
    expect(checkForm(contactMessageSchema, { ...goodContact, phone: '' }, 'en')).toMatchObject({ ok: true, value: { phone: undefined } });
  });

  it('refuses each field for its own reason, one error per field', () => {
    expect(codesOf(checkForm(contactMessageSchema, {}, 'en'))).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      consent: 'consentRequired',
    });
    for (const bad of ['12345', 'call me', '+421 900 123 456 789 012', '++421900123456']) {
      expect(codesOf(checkForm(contactMessageSchema, { ...goodContact, phone: bad }, 'en')), bad).toEqual({ phone: bad.length > 20 ? 'tooLong' : 'invalidPhone' });
    }
    for (const good of ['0900123456', '+420 (2) 601-123-456', '02/123 456 78']) {
      expect(checkForm(contactMessageSchema, { ...goodContact, phone: good }, 'en').ok, good).toBe(true);
    }
    expect(codesOf(checkForm(contactMessageSchema, { ...goodContact, message: 'Too short' }, 'en'))).toEqual({ message: 'tooShort' });
    expect(codesOf(checkForm(contactMessageSchema, { ...goodContact, message: 'x'.repeat(5001) }, 'en'))).toEqual({ message: 'tooLong' });
    expect(codesOf(checkForm(contactMessageSchema, { ...goodContact, subject: 's'.repeat(151) }, 'en'))).toEqual({ subject: 'tooLong' });
    expect(codesOf(checkForm(contactMessageSchema, { ...goodContact, name: ' \n ' }, 'en'))).toEqual({ name: 'required' });
  });

  it('fills the limit into the message', () => {
    const result = checkForm(contactMessageSchema, { ...goodContact, message: 'short' }, 'cz');
    expect(result.ok ? null : result.errors[0]?.message).toBe('Napište prosím alespoň 10 znaků.');
  });
});

describe('profile', () => {
  const good = { firstName: ' Jana ', lastName: 'Nováková', phone: '+421 900 123 456', birthDate: '1990-05-14', city: ' Bratislava ', newsletter: true };

  it('trims, drops empty optional fields, and keeps the newsletter choice', () => {
    expect(checkForm(profileSchema, good, 'en')).toEqual({ ok: true, value: { ...good, firstName: 'Jana', city: 'Bratislava' } });
    expect(checkForm(profileSchema, { ...good, phone: ' ', birthDate: '', city: null, newsletter: false }, 'en')).toEqual({
      ok: true,
      value: { firstName: 'Jana', lastName: 'Nováková', newsletter: false },
    });
  });

  it('refuses each field for its own reason', () => {
    expect(codesOf(checkForm(profileSchema, {}, 'en'))).toEqual({ firstName: 'required', lastName: 'required', newsletter: 'required' });
    expect(codesOf(checkForm(profileSchema, { ...good, phone: '12345' }, 'en'))).toEqual({ phone: 'invalidPhone' });
    expect(codesOf(checkForm(profileSchema, { ...good, lastName: 'x'.repeat(101) }, 'en'))).toEqual({ lastName: 'tooLong' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const bad of ['2001-02-29', '14.05.1990', '1899-12-31', tomorrow, '1990-5-14']) {
      expect(codesOf(checkForm(profileSchema, { ...good, birthDate: bad }, 'en')), bad).toEqual({ birthDate: 'invalidDate' });
    }
  });

  it('knows which days exist', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-1-01')).toBe(false);
  });
});

describe('passwords', () => {
  it('changes a password: the current one, a strong new one, typed twice alike', () => {
    const good = { currentPassword: 'old', newPassword: 'Fresh-pass-1', newPasswordConfirmation: 'Fresh-pass-1' };
    expect(checkForm(changePasswordSchema, good, 'en')).toEqual({ ok: true, value: good });
    expect(codesOf(checkForm(changePasswordSchema, {}, 'en'))).toEqual({ currentPassword: 'required', newPassword: 'required', newPasswordConfirmation: 'required' });
    expect(codesOf(checkForm(changePasswordSchema, { ...good, newPassword: 'short1', newPasswordConfirmation: 'short1' }, 'en'))).toEqual({ newPassword: 'tooShort' });
    expect(codesOf(checkForm(changePasswordSchema, { ...good, newPassword: 'no-digits-here', newPasswordConfirmation: 'no-digits-here' }, 'en'))).toEqual({ newPassword: 'weakPassword' });
    expect(codesOf(checkForm(changePasswordSchema, { ...good, newPasswordConfirmation: 'Fresh-pass-2' }, 'en'))).toEqual({ newPasswordConfirmation: 'mismatch' });
    // Compared even while the current password is still empty.
    expect(codesOf(checkForm(changePasswordSchema, { ...good, currentPassword: '', newPasswordConfirmation: 'Fresh-pass-2' }, 'en'))).toEqual({ currentPassword: 'required', newPasswordConfirmation: 'mismatch' });
    // An empty confirmation is missing, not different.
    expect(codesOf(checkForm(changePasswordSchema, { ...good, newPasswordConfirmation: '' }, 'en'))).toEqual({ newPasswordConfirmation: 'required' });
  });

  it('adds a first password under the same rules, without a current one', () => {
    expect(checkForm(addPasswordSchema, { newPassword: 'Fresh-pass-1', newPasswordConfirmation: 'Fresh-pass-1' }, 'sk').ok).toBe(true);
    const mismatch = checkForm(addPasswordSchema, { newPassword: 'Fresh-pass-1', newPasswordConfirmation: 'fresh-pass-1' }, 'sk');
    expect(mismatch).toEqual({ ok: false, errors: [{ field: 'newPasswordConfirmation', code: 'mismatch', message: fieldErrorMessages.sk.mismatch }] });
  });

  it('deletes an account with its password or, without one, with its e-mail address', () => {
    expect(checkForm(deleteAccountSchema, { password: 'secret' }, 'en')).toEqual({ ok: true, value: { password: 'secret' } });
    expect(checkForm(deleteAccountSchema, { email: ' jana@example.com ' }, 'en')).toEqual({ ok: true, value: { email: 'jana@example.com' } });
    expect(codesOf(checkForm(deleteAccountSchema, {}, 'en'))).toEqual({ password: 'required' });
    expect(codesOf(checkForm(deleteAccountSchema, { password: '' }, 'en'))).toEqual({ password: 'required' });
    expect(codesOf(checkForm(deleteAccountSchema, { email: 'jana@' }, 'en'))).toEqual({ email: 'invalidEmail' });
    // The other one sent as null (a GraphQL input's empty field) is as good as absent.
    expect(checkForm(deleteAccountSchema, { password: 'secret', email: null }, 'en')).toEqual({ ok: true, value: { password: 'secret', email: null } });
    expect(codesOf(checkForm(deleteAccountSchema, { password: null, email: null }, 'en'))).toEqual({ password: 'required' });
  });
});

describe('support request', () => {
  const good = { category: 'receipts', subject: 'Missing points', message: 'My receipt from Monday has no points yet.' };

  it('needs a category of the list, a subject and a message of at least 10 characters', () => {
    expect(checkForm(supportRequestSchema, good, 'en')).toEqual({ ok: true, value: good });
    expect(codesOf(checkForm(supportRequestSchema, {}, 'en'))).toEqual({ category: 'required', subject: 'required', message: 'required' });
    expect(codesOf(checkForm(supportRequestSchema, { ...good, category: 'billing' }, 'en'))).toEqual({ category: 'required' });
    expect(codesOf(checkForm(supportRequestSchema, { ...good, message: 'Help!' }, 'en'))).toEqual({ message: 'tooShort' });
  });
});
