import { describe, expect, it } from 'vitest';
import { signJson } from '../security/signing';
import { accountHash, deviceCookieMaxAgeS, deviceCookieValue, signInSubject, trustedDevice } from './device-cookie';

const secret = 'a-test-secret-of-at-least-32-characters!!';
const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const nonce = 'Abcdefghijklmnopqrstu_';
const jana = accountHash('aupark', 'jana.novakova@aupark.test');

describe('device cookies (issue 17, Medium 2)', () => {
  it('name the account by a hash of mall and address, whatever its case and spaces', () => {
    expect(jana).toMatch(/^[\w-]{22}$/);
    expect(accountHash('aupark', ' Jana.Novakova@Aupark.TEST ')).toBe(jana);
    expect(accountHash('europasc', 'jana.novakova@aupark.test')).not.toBe(jana);
    expect(accountHash('aupark', 'petr@aupark.test')).not.toBe(jana);
  });

  it('trust the browser of the account they were signed for, within their lifetime', () => {
    const cookie = deviceCookieValue(secret, jana, nonce, now);
    expect(trustedDevice(secret, jana, cookie, now)).toBe(nonce);
    expect(trustedDevice(secret, jana, cookie, now + (deviceCookieMaxAgeS - 1) * 1000)).toBe(nonce);
    expect(trustedDevice(secret, jana, cookie, now + deviceCookieMaxAgeS * 1000)).toBeNull();
    // Issued in the future (a clock gone wrong, or a forgery): not trusted.
    expect(trustedDevice(secret, jana, deviceCookieValue(secret, jana, nonce, now + 60_000), now)).toBeNull();
  });

  it('count as none when malformed, forged, signed for another purpose or for another account', () => {
    const cookie = deviceCookieValue(secret, jana, nonce, now);
    const [payload, signature] = cookie.split('.') as [string, string];
    const other = accountHash('aupark', 'someone.else@aupark.test');
    for (const value of [
      undefined,
      '',
      'device',
      `${payload}.${signature.slice(0, -2)}AA`,
      `${Buffer.from(JSON.stringify({ a: other, n: nonce, iat: now / 1000 })).toString('base64url')}.${signature}`,
      deviceCookieValue('another-secret-of-at-least-32-characters!', jana, nonce, now),
      signJson(secret, 'sso-pending', { a: jana, n: nonce, iat: now / 1000 }),
      deviceCookieValue(secret, other, nonce, now),
      signJson(secret, 'device', { a: jana, n: 'short', iat: now / 1000 }),
      signJson(secret, 'device', { a: jana, n: nonce }),
      signJson(secret, 'device', [jana, nonce]),
      'x'.repeat(9000),
    ]) {
      expect(trustedDevice(secret, jana, value, now)).toBeNull();
    }
  });

  it("count a try against the trusted browser alone, else against the account's untrusted clients", () => {
    const cookie = deviceCookieValue(secret, jana, nonce, now);
    expect(signInSubject(secret, 'aupark', 'Jana.Novakova@aupark.test', cookie, now)).toBe(`device:${nonce}`);
    expect(signInSubject(secret, 'aupark', 'jana.novakova@aupark.test', undefined, now)).toBe(`account:${jana}`);
    expect(signInSubject(secret, 'aupark', 'jana.novakova@aupark.test', `${cookie}x`, now)).toBe(`account:${jana}`);
    // The same browser, another account: that account's untrusted count.
    expect(signInSubject(secret, 'aupark', 'petr@aupark.test', cookie, now)).toBe(`account:${accountHash('aupark', 'petr@aupark.test')}`);
    // Another mall's host with the same address: another account.
    expect(signInSubject(secret, 'europasc', 'jana.novakova@aupark.test', cookie, now)).toBe(`account:${accountHash('europasc', 'jana.novakova@aupark.test')}`);
  });
});
