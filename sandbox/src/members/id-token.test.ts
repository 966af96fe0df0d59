import { describe, expect, it } from 'vitest';
import { idTokenLifetimeS, idpIssuer, signIdToken, verifyIdToken, type IdClaims } from './id-token';

describe('ID tokens of the stand-in identity provider', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const iat = Math.floor(now.getTime() / 1000);
  const claims: IdClaims = {
    iss: idpIssuer,
    aud: 'https://www.aupark.sk',
    sub: 'idp-1',
    email: 'anna@idp.test',
    email_verified: true,
    given_name: 'Anna',
    family_name: 'Králová',
    name: 'Anna Králová',
    iat,
    exp: iat + idTokenLifetimeS,
    nonce: 'n-1',
  };
  const expected = { audience: 'https://www.aupark.sk', now, nonce: 'n-1' };

  it('are JWTs (HS256) that the platform accepts for their site and sign-in', () => {
    const token = signIdToken(claims);
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyIdToken(token, expected)).toEqual({ ok: true, claims });
  });

  it('are refused forged, altered, expired, for another site or sign-in, or for an unconfirmed address', () => {
    const token = signIdToken(claims);
    expect(verifyIdToken(signIdToken(claims, 'another key'), expected)).toEqual({ ok: false, reason: 'signature' });
    const [head, , sig] = token.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...claims, email: 'jana@aupark.test' })).toString('base64url')}.${sig}`;
    expect(verifyIdToken(altered, expected)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyIdToken('not-a-token', expected)).toEqual({ ok: false, reason: 'malformed' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.${sig}`;
    expect(verifyIdToken(none, expected)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyIdToken(token, { ...expected, now: new Date((claims.exp) * 1000) })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyIdToken(signIdToken({ ...claims, iat: iat + 600 }), expected)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyIdToken(token, { ...expected, audience: 'https://www.europasc.sk' })).toEqual({ ok: false, reason: 'audience' });
    expect(verifyIdToken(signIdToken({ ...claims, iss: 'https://elsewhere.example' }), expected)).toEqual({ ok: false, reason: 'issuer' });
    expect(verifyIdToken(token, { ...expected, nonce: 'n-2' })).toEqual({ ok: false, reason: 'nonce' });
    expect(verifyIdToken(signIdToken({ ...claims, email_verified: false }), expected)).toEqual({ ok: false, reason: 'unverified' });
  });
});
