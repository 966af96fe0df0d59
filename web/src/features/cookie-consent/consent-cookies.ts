import { CONSENT_COOKIE, CONSENT_IDS_COOKIE } from './cookie-definitions';
import { NOT_GIVEN, given, type ConsentState } from './consent-state';

// The consent cookies (spec §3 "Consent cookies: consent given and ids of enabled cookies"; §4 "stored
// in cookies that expire after a configured offset").

/**
 * The spec does not show the offset. We chose 180 days: the CNIL recommends keeping a choice about six
 * months before asking again, and the EDPB cites that practice. Configurable per tenant.
 */
export const DEFAULT_EXPIRES_DAYS = 180;

const DAY_SECONDS = 24 * 60 * 60;

export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, safeDecode(part.slice(eq + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Consent is given only when `cookie_consent` is `1`; unknown ids in the list are ignored. */
export function readConsent(cookieString: string, optionalIds: readonly string[]): ConsentState {
  const cookies = parseCookies(cookieString);
  if (cookies.get(CONSENT_COOKIE) !== '1') return NOT_GIVEN;
  const ids = (cookies.get(CONSENT_IDS_COOKIE) ?? '').split(',').map((id) => id.trim());
  return given(ids, optionalIds);
}

export interface ConsentCookieOptions {
  expiresDays: number;
  now?: Date;
  /** Add `Secure`: on https, so that the choice is never sent in the clear. */
  secure?: boolean;
}

/** The two `document.cookie` assignments that store a given consent. */
export function consentCookieStrings(state: ConsentState, options: ConsentCookieOptions): string[] {
  if (!state.given) return [];
  const now = options.now ?? new Date();
  const maxAge = Math.round(options.expiresDays * DAY_SECONDS);
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const attributes = `; path=/; expires=${expires}; max-age=${maxAge}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  // Ids are plain [A-Z] tokens; the comma is kept readable as the spec's "ids of enabled cookies" list.
  return [`${CONSENT_COOKIE}=1${attributes}`, `${CONSENT_IDS_COOKIE}=${state.enabledIds.join(',')}${attributes}`];
}

export function readConsentCookies(doc: Document, optionalIds: readonly string[]): ConsentState {
  return readConsent(doc.cookie, optionalIds);
}

export function writeConsentCookies(doc: Document, state: ConsentState, expiresDays: number): void {
  const secure = doc.location?.protocol === 'https:';
  for (const cookie of consentCookieStrings(state, { expiresDays, secure })) doc.cookie = cookie;
}
