import { returnToParam } from './guards';
import type { Lang } from './types';

// Sign-in through the identity provider (issue 10 "SSO login through the platform's firebase-login"):
// what the bff's routes and the pages' links share. "Continue with …" is a plain link to the start
// route (a full navigation: the provider is another site); the bff sends the browser to the provider
// and, once it comes back, signs the member in and sends them on, or to the login page with the
// outcome (`?sso=`), which says what went wrong.

/** `GET /auth/sso?lang=&redirect=`: starts a sign-in at the provider. */
export const ssoStartPath = '/auth/sso';
/** `GET /auth/sso/callback?id_token=&state=` (or `?error=`): where the provider sends the browser back. */
export const ssoCallbackPath = '/auth/sso/callback';

/** The login page's parameter that says why a sign-in through the provider did not happen. */
export const ssoOutcomeParam = 'sso';

/**
 * `cancelled`: the member went back from the provider; `invalid`: the answer did not belong to a
 * sign-in started here (no or another state); `failed`: the platform refused the provider's token;
 * `unavailable`: the provider or the platform could not be used.
 */
export const ssoOutcomes = ['cancelled', 'invalid', 'failed', 'unavailable'] as const;
export type SsoOutcome = (typeof ssoOutcomes)[number];

export const isSsoOutcome = (value: unknown): value is SsoOutcome => typeof value === 'string' && (ssoOutcomes as readonly string[]).includes(value);

/** The start route's address: the page's language, and where to go once signed in (a path of the site). */
export function ssoStartUrl(lang: Lang, redirect?: string | null): string {
  const query = new URLSearchParams({ lang });
  if (redirect) query.set(returnToParam, redirect);
  return `${ssoStartPath}?${query}`;
}
