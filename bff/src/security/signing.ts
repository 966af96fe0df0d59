import { createHmac, timingSafeEqual } from 'node:crypto';

// What the server signs and later reads back (issue 17): a value travels through the browser (a
// cookie, a link in an e-mail) and comes back unchanged, or is refused. HMAC-SHA256 with the
// server's SIGNING_SECRET; each use names its purpose, so a value signed for one (a device cookie)
// is never accepted as another (an unsubscribe link).
//
// The signed form is `<payload>.<signature>`, both base64url (the payload as given, when it is
// already of base64url characters). Nothing here is encrypted: sign only what the holder may read.

export type SignedPurpose = 'sso-pending' | 'device' | 'newsletter-unsubscribe' | 'newsletter-confirm';

const base64url = /^[A-Za-z0-9_-]+$/;

function mac(secret: string, purpose: SignedPurpose, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();
}

/** `payload` (base64url characters only) with its signature for `purpose`. */
export function sign(secret: string, purpose: SignedPurpose, payload: string): string {
  if (!base64url.test(payload)) throw new Error('sign: the payload must be base64url');
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The payload of a value `sign` made for `purpose` with this secret, or null for anything else. */
export function verify(secret: string, purpose: SignedPurpose, signed: unknown): string | null {
  if (typeof signed !== 'string' || signed.length > 8192) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!base64url.test(payload) || !base64url.test(signature)) return null;
  const expected = mac(secret, purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}

/** A JSON value signed for `purpose` (base64url JSON, then the signature). */
export function signJson(secret: string, purpose: SignedPurpose, value: unknown): string {
  return sign(secret, purpose, Buffer.from(JSON.stringify(value), 'utf8').toString('base64url'));
}

/** The JSON value `signJson` signed for `purpose`, or null when the signature or the JSON is wrong. */
export function verifyJson(secret: string, purpose: SignedPurpose, signed: unknown): unknown {
  const payload = verify(secret, purpose, signed);
  if (payload === null) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
