import { describe, expect, it } from 'vitest';
import {
  checkForm,
  contactMessageSchema,
  fieldErrorCodes,
  fieldErrorMessage,
  fieldErrorMessages,
  formLimits,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from './forms';
import { languages } from './index';

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
