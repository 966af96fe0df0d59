import { describe, expect, it } from 'vitest';
import { authorizeLocation, codeRequestBody, decodePending, encodePending, needsVerification, newPasswordBody, registerBody, withFormFieldNames } from './access-mapper';

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

  it("keeps the pending sign-in in the cookie, and reads back only a well-formed one", () => {
    const pending = { state: 's', nonce: 'n', lang: 'sk' as const, to: '/sk/dashboard' };
    expect(decodePending(encodePending(pending))).toEqual(pending);
    expect(decodePending(undefined)).toBeNull();
    expect(decodePending('not base64 json')).toBeNull();
    expect(decodePending(encodePending({ ...pending, lang: 'xx' as never }))).toBeNull();
    expect(decodePending(Buffer.from(JSON.stringify({ state: 's' })).toString('base64url'))).toBeNull();
    expect(decodePending('x'.repeat(3001))).toBeNull();
  });
});
