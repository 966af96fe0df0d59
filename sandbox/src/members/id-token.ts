// The identity provider's ID tokens, as the sandbox stands in for it (issue 10 "SSO login through the
// platform's firebase-login"; the design is ours, in CONTRACT.md). A real provider (Firebase
// Authentication) signs its tokens with its private key and the platform checks them with the public
// one; here the stand-in page (routes/idp.ts) and the platform's `firebase-login` share one HMAC key,
// so a token is a JWT signed HS256. The bff never opens a token: it hands it to the platform.
//
// The key is a public sandbox value, like the demo passwords: nothing here protects real accounts.

import { createHmac, timingSafeEqual } from 'node:crypto';

export const idpIssuer = 'https://idp.sandbox.mall-sites.example';
export const idpSecret = 'sandbox-identity-provider-key (public, for development only)';
/** As Firebase's: an hour. */
export const idTokenLifetimeS = 3600;
/** Clock skew allowed on `iat`. */
const skewS = 60;

export interface IdClaims {
  iss: string;
  /** The site the token was issued to (its client id: the tenant's origin). */
  aud: string;
  /** The identity's stable id at the provider. */
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  /** Epoch seconds. */
  iat: number;
  exp: number;
  /** The site's value for this sign-in, echoed so that the platform can bind the token to it. */
  nonce?: string;
}

export type IdTokenRefusal = 'malformed' | 'signature' | 'expired' | 'issuer' | 'audience' | 'nonce' | 'unverified';
export type IdTokenCheck = { ok: true; claims: IdClaims } | { ok: false; reason: IdTokenRefusal };

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signature = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signIdToken(claims: IdClaims, secret: string = idpSecret): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

function decode(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is IdClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    ['iss', 'aud', 'sub', 'email', 'given_name', 'family_name', 'name'].every((key) => typeof c[key] === 'string') &&
    typeof c.email_verified === 'boolean' &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp) &&
    (c.nonce === undefined || typeof c.nonce === 'string')
  );
}

/** What the platform checks: the signature, then the issuer, the audience, the time, the nonce and the address. */
export function verifyIdToken(token: string, expected: { audience: string; now: Date; nonce?: string; secret?: string }): IdTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return { ok: false, reason: 'malformed' };
  const [header, payload, signed] = parts as [string, string, string];
  const head = decode(header) as { alg?: unknown } | null;
  if (head?.alg !== 'HS256') return { ok: false, reason: 'malformed' };
  const wanted = signature(`${header}.${payload}`, expected.secret ?? idpSecret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'signature' };
  const claims = decode(payload);
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  const nowS = Math.floor(expected.now.getTime() / 1000);
  if (claims.exp <= nowS || claims.iat > nowS + skewS) return { ok: false, reason: 'expired' };
  if (claims.iss !== idpIssuer) return { ok: false, reason: 'issuer' };
  if (claims.aud !== expected.audience) return { ok: false, reason: 'audience' };
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce) return { ok: false, reason: 'nonce' };
  if (!claims.email_verified) return { ok: false, reason: 'unverified' };
  return { ok: true, claims };
}
