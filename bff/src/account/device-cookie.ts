import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { graphqlPath } from '../graphql/path';
import { signJson, verifyJson } from '../security/signing';

// Device cookies (issue 17, Medium 2: ten wrong passwords from anywhere locked an account for 15
// minutes, its owner included), after OWASP's "Slow Down Online Guessing Attacks with Device
// Cookies": a browser that has signed in to an account carries a cookie that names the account (by
// a hash) and a random nonce, signed by the server. A sign-in try for that account from that browser
// is counted against the cookie alone (`device:<nonce>`); every other client's tries share the
// account's count (`account:<hash>`, as before). Strangers' wrong passwords then lock the account
// for untrusted clients only, while the owner's browser still gets in; a browser whose own tries
// pass the limit is refused for the window (the device is locked out, not the account).
//
// As with the other limits, every try counts, not only the failed ones: the count is taken before
// the platform is asked, so parallel guesses cannot overshoot it (a member's own successful sign-ins
// already count against their address). A cookie that is malformed, not signed by this server, too
// old or for another account (or another mall) counts as none. Each successful sign-in (password,
// SSO, a confirmed registration, a new password) gives the browser a new cookie with a new nonce.

export const deviceCookieName = 'device';
/** Long-lived: the browser stays trusted for a year after its last sign-in. */
export const deviceCookieMaxAgeS = 365 * 24 * 60 * 60;
// Sign-in tries arrive on the GraphQL endpoint only: the cookie goes nowhere else.
const deviceCookieOptions = { path: graphqlPath, httpOnly: true, secure: true, sameSite: 'lax' } as const;

const hashLength = 22;
const randomPart = z.string().regex(new RegExp(`^[\\w-]{${hashLength}}$`));
const deviceValue = z.object({
  /** The account: accountHash(tenant, email). */
  a: randomPart,
  /** The device: random, new at every sign-in. */
  n: randomPart,
  /** Issued at, in seconds since the epoch: a cookie kept past its Max-Age is refused all the same. */
  iat: z.number().int(),
});

/** The account as rate limits and device cookies name it: a hash of tenant and e-mail, so no address is kept in Redis or a cookie. */
export function accountHash(tenant: string, email: string): string {
  return createHash('sha256').update(`${tenant}\u0000${email.trim().toLowerCase()}`).digest('base64url').slice(0, hashLength);
}

/** A device cookie's value for an account hash and a nonce. */
export function deviceCookieValue(secret: string, account: string, nonce: string, nowMs = Date.now()): string {
  return signJson(secret, 'device', { a: account, n: nonce, iat: Math.floor(nowMs / 1000) });
}

/** The device's nonce when `value` is a device cookie this server signed for `account` within its lifetime; otherwise null (no trusted device). */
export function trustedDevice(secret: string, account: string, value: unknown, nowMs = Date.now()): string | null {
  const parsed = deviceValue.safeParse(verifyJson(secret, 'device', value));
  if (!parsed.success || parsed.data.a !== account) return null;
  const ageS = nowMs / 1000 - parsed.data.iat;
  return ageS >= 0 && ageS < deviceCookieMaxAgeS ? parsed.data.n : null;
}

/**
 * The rate limit's subject for a sign-in try: the browser's own when it carries a valid device
 * cookie for this account, else the account's, which every untrusted client shares.
 */
export function signInSubject(secret: string, tenant: string, email: string, cookie: unknown, nowMs = Date.now()): string {
  const account = accountHash(tenant, email);
  const device = trustedDevice(secret, account, cookie, nowMs);
  return device ? `device:${device}` : `account:${account}`;
}

/** Makes this browser trusted for the account it just signed in to: a new device cookie, with a new nonce. */
export function trustDevice(reply: FastifyReply, secret: string, tenant: string, email: string): void {
  const value = deviceCookieValue(secret, accountHash(tenant, email), randomBytes(16).toString('base64url'));
  reply.setCookie(deviceCookieName, value, { ...deviceCookieOptions, maxAge: deviceCookieMaxAgeS });
}
