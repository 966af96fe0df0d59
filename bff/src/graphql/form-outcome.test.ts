import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessage, fieldErrorMessages } from '@mall/site/forms';
import type { UpstreamFailure } from '../upstream/result';
import { loggableMessage, platformFieldErrors, rateLimitMessage, type RefusalContext } from './form-outcome';
import { clientKey, formRateLimitKey } from '../plugins/form-rate-limit';

/** A pino log whose lines are kept (the unit here is what reaches the log). */
function keptLog() {
  const lines: Record<string, unknown>[] = [];
  const log: RefusalContext['log'] = pino({ base: null, timestamp: false }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { lines, log };
}

const refusal = (fieldErrors: Record<string, string[]>, path = 'newsletters/subscription'): UpstreamFailure => ({ kind: 'validation', message: 'The given data was invalid.', retryable: false, path, fieldErrors });

describe("the platform's refusals on the form", () => {
  const fields = ['email', 'name', 'consent'];

  it("says a known refusal in the page's language, by its code, on its field", () => {
    const { lines, log } = keptLog();
    const context = { form: 'newsletterSubscribe' as const, log };
    expect(platformFieldErrors(refusal({ email: ['The email address cannot receive our newsletter.'] }), fields, 'sk', context)).toEqual([
      { field: 'email', code: 'undeliverableEmail', message: fieldErrorMessages.sk.undeliverableEmail },
    ]);
    expect(platformFieldErrors(refusal({ email: ['These credentials do not match our records.'] }, 'login'), ['email', 'password'], 'cz', { form: 'login', log })).toEqual([
      { field: 'email', code: 'invalidCredentials', message: 'E-mailová adresa nebo heslo nejsou správné. Zkontrolujte prosím obojí a zkuste to znovu.' },
    ]);
    // With the limit its message names.
    expect(platformFieldErrors(refusal({ name: ['The name field must not be greater than 100 characters.'] }), fields, 'de', context)).toEqual([
      { field: 'name', code: 'tooLong', message: fieldErrorMessage('tooLong', 'de', { max: 100 }) },
    ]);
    // Known, on a field of the form: nothing to look at in the log.
    expect(lines).toEqual([]);
  });

  it('shows an unknown refusal with the generic text, and logs the original with the form and the field', () => {
    const { lines, log } = keptLog();
    expect(platformFieldErrors(refusal({ email: ['', 'Mailbox unavailable.'] }), fields, 'cz', { form: 'newsletterSubscribe', log })).toEqual([
      { field: 'email', code: 'rejected', message: fieldErrorMessages.cz.rejected },
    ]);
    expect(lines).toEqual([{ level: 40, form: 'newsletterSubscribe', field: 'email', platformMessage: 'Mailbox unavailable.', msg: 'platform message not known: the generic text is shown' }]);
  });

  it('never logs what the visitor typed, even where the platform repeats it', () => {
    const { lines, log } = keptLog();
    const sent = { email: 'jana.novakova@example.com', password: 'Secret-2026', remember: '1' };
    platformFieldErrors(refusal({ email: ['No account jana.novakova@example.com with password Secret-2026 (1).'] }, 'login'), ['email', 'password'], 'en', { form: 'login', log, sent });
    expect(lines[0]!.platformMessage).toBe('No account [input] with password [input] (1).');
    expect(JSON.stringify(lines)).not.toMatch(/jana|Secret/);
    expect(loggableMessage('x'.repeat(2000)).length).toBeLessThan(520);
  });

  it('puts a field the form has not on the form as a whole, once, and logs it', () => {
    const { lines, log } = keptLog();
    expect(platformFieldErrors(refusal({ locale: ['The selected locale is invalid.'], confirm_url: ['Not ours.'], unsubscribe_url: ['Not ours.'] }), fields, 'en', { form: 'newsletterSubscribe', log })).toEqual([
      { field: 'form', code: 'invalidChoice', message: fieldErrorMessages.en.invalidChoice },
      { field: 'form', code: 'rejected', message: fieldErrorMessages.en.rejected },
    ]);
    expect(lines.map((l) => l.field)).toEqual(['locale', 'confirm_url', 'unsubscribe_url']);
  });

  it("shows a confirmation that differs on the form's second entry", () => {
    const { log } = keptLog();
    const failure = refusal({ password: ['The password field confirmation does not match.'] }, 'change-password');
    expect(platformFieldErrors(failure, ['password', 'passwordConfirmation'], 'de', { form: 'register', log })).toEqual([
      { field: 'passwordConfirmation', code: 'mismatch', message: fieldErrorMessages.de.mismatch },
    ]);
    expect(platformFieldErrors(failure, ['password'], 'de', { form: 'register', log })).toEqual([{ field: 'password', code: 'mismatch', message: fieldErrorMessages.de.mismatch }]);
  });

  it('says the form was refused, in the page language, when the platform names no field', () => {
    const { lines, log } = keptLog();
    expect(platformFieldErrors({ kind: 'validation', message: 'Invalid.', retryable: false, path: 'support' }, fields, 'de', { form: 'contactMessage', log })).toEqual([
      { field: 'form', code: 'rejected', message: fieldErrorMessages.de.rejected },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, form: 'contactMessage', field: null, platformMessage: 'Invalid.' });
  });

  it('is not a field refusal when the platform failed otherwise', () => {
    const { log } = keptLog();
    for (const kind of ['network', 'timeout', 'http', 'forbidden', 'unauthorized', 'protocol'] as const) {
      expect(platformFieldErrors({ kind, message: 'x', retryable: false, path: 'support' }, fields, 'en', { form: 'contactMessage', log })).toBeNull();
    }
  });
});

describe('rate-limit keys', () => {
  it('carry the tenant, the form and the client address', () => {
    expect(formRateLimitKey('aupark', 'contactMessage', '203.0.113.7')).toBe('{aupark}:contactMessage:203.0.113.7');
  });

  it('count an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1234:5678:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1234:5678::/64');
    expect(clientKey('2001:db8:1234:5678::1')).toBe(clientKey('2001:db8:1234:5678:ffff::2'));
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});

describe("the rate limit's refusal", () => {
  // Spec point wording: 1 / 2–4 / 5+ (and 0, 21, 22 … with the 5+ form), the wait rounded up to whole minutes.
  const minutes = (lang: 'en' | 'cz' | 'sk' | 'de', counts: number[]) => counts.map((n) => rateLimitMessage(lang, n * 60).replace(/^.* (\d+ \S+?)( erneut)?\.$/, '$1'));
  const counts = [1, 2, 4, 5, 11, 21, 22, 25, 100];

  it('words the minutes in Czech and Slovak with one, few and other', () => {
    expect(minutes('cz', counts)).toEqual(['1 minutu', '2 minuty', '4 minuty', '5 minut', '11 minut', '21 minut', '22 minut', '25 minut', '100 minut']);
    expect(minutes('sk', counts)).toEqual(['1 minútu', '2 minúty', '4 minúty', '5 minút', '11 minút', '21 minút', '22 minút', '25 minút', '100 minút']);
  });

  it('words the minutes in English and German with one and other', () => {
    expect(minutes('en', [1, 2, 21])).toEqual(['1 minute', '2 minutes', '21 minutes']);
    expect(minutes('de', [1, 2, 21])).toEqual(['1 Minute', '2 Minuten', '21 Minuten']);
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(rateLimitMessage('en', 0)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitMessage('cz', 61)).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 2 minuty.');
    expect(rateLimitMessage('sk', 299)).toBe('Príliš veľa pokusov. Skúste to, prosím, znova o 5 minút.');
    expect(rateLimitMessage('de', 60)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.');
  });
});
