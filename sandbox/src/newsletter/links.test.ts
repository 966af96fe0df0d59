import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkWithToken, makeLinkToken, readLinkToken } from './links';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

describe('newsletter link tokens', () => {
  it('read back what they were made with, the address in lower case', () => {
    const token = makeLinkToken(key, { purpose: 'confirm', tenant: 'aupark', email: ' Jana@Example.com ', nonce: 'n0nce-of-the-request' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readLinkToken(key, token)).toEqual({ purpose: 'confirm', tenant: 'aupark', email: 'jana@example.com', nonce: 'n0nce-of-the-request' });
    const unsubscribe = makeLinkToken(key, { purpose: 'unsubscribe', tenant: 'europasc', email: 'michal.balaz@europasc.test' });
    expect(readLinkToken(key, unsubscribe)).toEqual({ purpose: 'unsubscribe', tenant: 'europasc', email: 'michal.balaz@europasc.test' });
  });

  it('are the same for the same address, tenant and purpose: one unsubscribe link for every newsletter', () => {
    const a = makeLinkToken(key, { purpose: 'unsubscribe', tenant: 'aupark', email: 'jana@example.com' });
    expect(makeLinkToken(key, { purpose: 'unsubscribe', tenant: 'aupark', email: 'JANA@example.com' })).toBe(a);
    expect(makeLinkToken(key, { purpose: 'unsubscribe', tenant: 'galerieharfa', email: 'jana@example.com' })).not.toBe(a);
  });

  it('refuse an altered payload or signature, another key, and anything malformed', () => {
    const token = makeLinkToken(key, { purpose: 'unsubscribe', tenant: 'aupark', email: 'jana@example.com' });
    const [payload, signature] = token.split('.') as [string, string];
    // Another address under the same signature.
    const forgedPayload = Buffer.from(JSON.stringify({ p: 'unsubscribe', t: 'aupark', e: 'petr@example.com' })).toString('base64url');
    expect(readLinkToken(key, `${forgedPayload}.${signature}`)).toBeNull();
    // One character of the signature changed.
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(readLinkToken(key, `${payload}.${flipped}`)).toBeNull();
    expect(readLinkToken(otherKey, token)).toBeNull();
    for (const bad of [undefined, 42, '', '.', token.replace('.', ''), `${token}.x`, `${payload}.`, `${payload}.${signature}==`, 'x'.repeat(3000)]) {
      expect(readLinkToken(key, bad)).toBeNull();
    }
  });

  it('refuse a payload signed with the key that is not one the maker writes (a confirmation without its nonce, an unknown tenant or purpose)', () => {
    // Signed as the module signs (the same HMAC input), so only the reader's own checks can refuse it.
    const signed = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(`newsletter-link\n${payload}`).digest('base64url')}`;
    };
    expect(readLinkToken(key, signed({ p: 'unsubscribe', t: 'aupark', e: 'jana@example.com' }))).not.toBeNull();
    expect(readLinkToken(key, signed({ p: 'confirm', t: 'aupark', e: 'jana@example.com' }))).toBeNull();
    expect(readLinkToken(key, signed({ p: 'unsubscribe', t: 'elsewhere', e: 'jana@example.com' }))).toBeNull();
    expect(readLinkToken(key, signed({ p: 'delete', t: 'aupark', e: 'jana@example.com' }))).toBeNull();
  });

  it('add the token to the site page the link leads to, keeping its query', () => {
    expect(linkWithToken('https://www.aupark.sk/sk/newsletter?confirm=1', 'abc.def')).toBe('https://www.aupark.sk/sk/newsletter?confirm=1&token=abc.def');
  });
});
