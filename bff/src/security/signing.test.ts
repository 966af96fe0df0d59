import { describe, expect, it } from 'vitest';
import { sign, signJson, verify, verifyJson } from './signing';

const secret = 'a-test-secret-of-at-least-32-characters!!';

describe('signed values', () => {
  it('reads back what it signed, for the same purpose and secret only', () => {
    const signed = sign(secret, 'device', 'abc_DEF-123');
    expect(verify(secret, 'device', signed)).toBe('abc_DEF-123');
    expect(verify(secret, 'newsletter-unsubscribe', signed)).toBeNull();
    expect(verify(`${secret}x`, 'device', signed)).toBeNull();
  });
  it('refuses a changed payload or signature, and anything malformed', () => {
    const signed = sign(secret, 'device', 'payload');
    const [payload, signature] = signed.split('.') as [string, string];
    expect(verify(secret, 'device', `${payload}x.${signature}`)).toBeNull();
    expect(verify(secret, 'device', `${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(verify(secret, 'device', `${payload}.${signature.slice(0, -1)}`)).toBeNull();
    for (const bad of [undefined, null, 12, '', '.', 'x.', '.x', 'no-dot', 'a.b.c', 'ä.b', `${payload}.${signature}\u0000`]) {
      expect(verify(secret, 'device', bad)).toBeNull();
    }
  });
  it('signs JSON, and refuses a payload that is not JSON even with a right signature', () => {
    const signed = signJson(secret, 'sso-pending', { state: 's', n: 1 });
    expect(verifyJson(secret, 'sso-pending', signed)).toEqual({ state: 's', n: 1 });
    expect(verifyJson(secret, 'sso-pending', sign(secret, 'sso-pending', 'bm90LWpzb24'))).toBeNull();
  });
  it('refuses to sign what is not base64url', () => {
    expect(() => sign(secret, 'device', 'a.b')).toThrow();
  });
});
