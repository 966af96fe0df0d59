import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isTenantId, type TenantId } from '../tenancy';

// The newsletter's links (issue 17; our choice, CONTRACT.md "newsletters"): the platform, which keeps
// the list and sends every newsletter, signs the links it mails and checks them when they come back.
// A token is `<payload>.<signature>`, both base64url: the payload is JSON naming what the link does
// (`confirm` a subscription, `unsubscribe`), the tenant, the address and, for a confirmation, the
// pending request it belongs to (a nonce: a request confirmed or replaced leaves its links spent).
// The signature is HMAC-SHA256 over the payload with the platform's key, so a link made for one
// purpose, tenant or address is refused for any other. The address is readable by whoever holds the
// link: it is mailed to that address only.
//
// An unsubscribe link carries no nonce and no expiry: the same link stands in every newsletter the
// address gets (RFC 8058 one-click included), as long as the address is on the list.

export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface LinkClaims {
  purpose: LinkPurpose;
  tenant: TenantId;
  /** Lower-case. */
  email: string;
  /** The pending subscription a confirmation belongs to; absent on an unsubscribe link. */
  nonce?: string;
}

const payloadSchema = z.object({
  p: z.enum(['confirm', 'unsubscribe']),
  t: z.string().refine(isTenantId),
  e: z.string().min(3).max(254),
  n: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});

const base64url = /^[A-Za-z0-9_-]+$/;

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`newsletter-link\n${payload}`).digest();
}

/** A signed link token for `claims`. */
export function makeLinkToken(key: Buffer, claims: LinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, t: claims.tenant, e: claims.email.trim().toLowerCase(), ...(claims.nonce ? { n: claims.nonce } : {}) }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** What a token made by `makeLinkToken` with this key says, or null for anything else (altered, forged, malformed). */
export function readLinkToken(key: Buffer, token: unknown): LinkClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!base64url.test(payload) || !base64url.test(signature)) return null;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const { p, t, e, n } = parsed.data;
  if (p === 'confirm' && !n) return null;
  return { purpose: p, tenant: t as TenantId, email: e, ...(n ? { nonce: n } : {}) };
}

/** The site's address (given by the site, checked to be on the tenant's origin) with the token added as `token`. */
export function linkWithToken(address: string, token: string): string {
  const url = new URL(address);
  url.searchParams.set('token', token);
  return url.toString();
}
