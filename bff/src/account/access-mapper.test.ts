import { describe, expect, it } from 'vitest';
import { signJson } from '../security/signing';
import { authorizeLocation, codeRequestBody, decodePending, encodePending, needsVerification, newPasswordBody, registerBody, ssoPendingLifetimeS, withFormFieldNames } from './access-mapper';

describe("the platform's bodies", () => {
  it('registration: the platform names, no phone as null, the e-mails in the page language', () => {
    const input = { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.com', phone: undefined, password: 'Summer-2026', passwordConfirmation: 'Summer-2026', newsletter: true, terms: true as const };
    expect(registerBody(input, 'cz')).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      email: 'jana@example.com',
      phone: null,
      password: 'Summer-2026',
      password_confirmation: 'Summer-2026',
      newsletter: true,
      terms: true,
      locale: 'cz',
    });
    expect(registerBody({ ...input, phone: '+421 900 123 456' }, 'en').phone).toBe('+421 900 123 456');
    expect(codeRequestBody('jana@example.com', 'de')).toEqual({ email: 'jana@example.com', locale: 'de' });
    expect(newPasswordBody({ password: 'a', passwordConfirmation: 'b' })).toEqual({ password: 'a', password_confirmation: 'b' });
  });
});

describe("the platform's refusals", () => {
  const failure = { kind: 'validation' as const, message: 'invalid', retryable: false, path: 'register' };

  it("name the forms' fields", () => {
    const renamed = withFormFieldNames({ ...failure, fieldErrors: { first_name: ['required'], password_confirmation: ['differs'], email: ['taken'] } });
    expect(renamed.fieldErrors).toEqual({ firstName: ['required'], passwordConfirmation: ['differs'], email: ['taken'] });
    const plain = { ...failure, kind: 'http' as const };
    expect(withFormFieldNames(plain)).toBe(plain);
  });

  it('tell an unconfirmed address by the reason the platform gives', () => {
    expect(needsVerification({ ...failure, reason: 'email_not_verified' })).toBe(true);
    expect(needsVerification({ ...failure })).toBe(false);
    expect(needsVerification({ ...failure, kind: 'http', reason: 'email_not_verified' })).toBe(false);
  });
});

describe('the identity provider', () => {
  it("is asked for an ID token for the mall's origin, back to this host, in the page's language", () => {
    const location = new URL(
      authorizeLocation({
        authorizeUrl: 'https://idp.example/authorize?tenant=x',
        clientId: 'https://www.galerieharfa.cz',
        redirectUri: 'http://galerieharfa.localhost:3000/auth/sso/callback',
        state: 'state-1',
        nonce: 'nonce-1',
        lang: 'cz',
      }),
    );
    expect(location.origin + location.pathname).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tenant: 'x',
      client_id: 'https://www.galerieharfa.cz',
      redirect_uri: 'http://galerieharfa.localhost:3000/auth/sso/callback',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
      ui_locales: 'cs',
    });
  });

  describe('the pending sign-in (its cookie, signed: issue 17, Medium 1)', () => {
    const secret = 'a-test-secret-of-at-least-32-characters!!';
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    const pending = { state: 'state-0123456789abcdef', nonce: 'nonce-0123456789ab', lang: 'sk' as const, to: '/sk/dashboard' };
    const cookie = encodePending(secret, 'aupark', pending, now);

    it('reads back what this server signed, for the same mall, within its lifetime', () => {
      expect(decodePending(secret, 'aupark', cookie, now)).toEqual(pending);
      expect(decodePending(secret, 'aupark', cookie, now + (ssoPendingLifetimeS - 1) * 1000)).toEqual(pending);
      expect(decodePending(secret, 'aupark', cookie, now + ssoPendingLifetimeS * 1000)).toBeNull();
      expect(decodePending(secret, 'galerieharfa', cookie, now)).toBeNull();
    });

    it("refuses a cookie written by hand (the unsigned form of before), changed, or signed with another secret or for another purpose", () => {
      const handWritten = Buffer.from(JSON.stringify({ ...pending, t: 'aupark', exp: now / 1000 + 600 })).toString('base64url');
      const [payload, signature] = cookie.split('.') as [string, string];
      const changed = Buffer.from(JSON.stringify({ ...pending, nonce: 'someone-elses-nonce', t: 'aupark', exp: now / 1000 + 600 })).toString('base64url');
      for (const value of [
        handWritten,
        `${changed}.${signature}`,
        `${payload}.${signature.slice(0, -2)}AA`,
        encodePending('another-secret-of-at-least-32-characters!', 'aupark', pending, now),
        signJson(secret, 'device', { ...pending, t: 'aupark', exp: now / 1000 + 600 }),
      ]) {
        expect(decodePending(secret, 'aupark', value, now)).toBeNull();
      }
    });

    it('refuses a signed value that is not a pending sign-in, and anything malformed', () => {
      const signed = (value: unknown) => signJson(secret, 'sso-pending', value);
      const valid = { ...pending, t: 'aupark', exp: now / 1000 + 600 };
      for (const value of [
        signed({ ...valid, lang: 'xx' }),
        signed({ ...valid, state: 'short' }),
        signed({ ...valid, nonce: 'with spaces and more than enough' }),
        signed({ ...valid, exp: 'later' }),
        signed({ ...valid, to: `/${'a'.repeat(2000)}` }),
        signed({ state: 's' }),
        signed('a string'),
        undefined,
        '',
        'not base64 json',
        'x'.repeat(9000),
      ]) {
        expect(decodePending(secret, 'aupark', value, now)).toBeNull();
      }
    });
  });
});
