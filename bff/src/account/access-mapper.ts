import { languages, type Lang } from '@mall/site';
import type { RegisterInput, ResetPasswordInput } from '@mall/site/forms';
import { z } from 'zod';
import { signJson, verifyJson } from '../security/signing';
import type { UpstreamFailure } from '../upstream/result';

// Getting into an account (issue 10): the platform's bodies from the checked form values, its field
// names as the forms', and the identity provider's request (sandbox/CONTRACT.md "Accounts").

/** POST register; `locale` is the language of the platform's e-mails (its codes are the URLs' languages). */
export function registerBody(input: RegisterInput, lang: Lang) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    password: input.password,
    password_confirmation: input.passwordConfirmation,
    newsletter: input.newsletter,
    terms: input.terms,
    locale: lang,
  };
}

/** POST register/email-resend and POST forget-password: the address, and the e-mail's language. */
export function codeRequestBody(email: string, lang: Lang) {
  return { email, locale: lang };
}

/** POST change-forget-password. */
export function newPasswordBody(input: Pick<ResetPasswordInput, 'password' | 'passwordConfirmation'>) {
  return { password: input.password, password_confirmation: input.passwordConfirmation };
}

/** The platform's field names that differ from the forms'. */
const formFieldNames: Readonly<Record<string, string>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  password_confirmation: 'passwordConfirmation',
};

/** A failure with the platform's field names as the forms' (`first_name` → `firstName`). */
export function withFormFieldNames(failure: UpstreamFailure): UpstreamFailure {
  if (!failure.fieldErrors) return failure;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors)) (fieldErrors[formFieldNames[field] ?? field] ??= []).push(...messages);
  return { ...failure, fieldErrors };
}

/** The platform refused the sign-in because the address is not confirmed yet. */
export const needsVerification = (failure: UpstreamFailure): boolean => failure.kind === 'validation' && failure.reason === 'email_not_verified';

export interface AuthorizeRequest {
  /** SSO_AUTHORIZE_URL. */
  authorizeUrl: string;
  /** The site as the provider knows it: the tenant's public origin. */
  clientId: string;
  /** This site's callback, on the host the browser is on (so the state cookie comes back with it). */
  redirectUri: string;
  state: string;
  nonce: string;
  lang: Lang;
}

/** OpenID Connect's `ui_locales` of a URL language (Czech is `cs`). */
const uiLocale = (lang: Lang) => (lang === 'cz' ? 'cs' : lang);

/** The provider's authorize address (OpenID Connect implicit flow: an ID token comes back in the query). */
export function authorizeLocation(request: AuthorizeRequest): string {
  const url = new URL(request.authorizeUrl);
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('ui_locales', uiLocale(request.lang));
  return url.toString();
}

/** What the start route keeps for the callback, in a short-lived HttpOnly cookie. */
export interface SsoPending {
  state: string;
  nonce: string;
  lang: Lang;
  /** Where to go once signed in: a path of this site. */
  to: string;
}

/**
 * How long a started sign-in waits for the provider's answer: the pending cookie's Max-Age, the
 * expiry signed into it, and how long its nonce is remembered as used (the nonce cannot come back
 * in a valid cookie after that).
 */
export const ssoPendingLifetimeS = 600;

const randomPart = z.string().regex(/^[\w-]{16,64}$/);
const signedPending = z.object({
  state: randomPart,
  nonce: randomPart,
  lang: z.enum(languages),
  to: z.string().max(2000),
  /** The tenant it was started for: a cookie carried to another mall's host is no pending sign-in there. */
  t: z.string().max(100),
  /** Expiry, in seconds since the epoch: a cookie kept past its Max-Age is refused all the same. */
  exp: z.number().int(),
});

/**
 * The pending cookie's value: signed with the server's secret (issue 17, Medium 1: an unsigned one
 * could be written by whoever held a victim's ID token, with its nonce), for this tenant, until
 * `ssoPendingLifetimeS` from `nowMs`.
 */
export function encodePending(secret: string, tenant: string, pending: SsoPending, nowMs = Date.now()): string {
  return signJson(secret, 'sso-pending', { ...pending, t: tenant, exp: Math.floor(nowMs / 1000) + ssoPendingLifetimeS });
}

/** The pending sign-in of a cookie, or null when it is missing, not signed by this server, for another tenant, expired or malformed. */
export function decodePending(secret: string, tenant: string, value: string | undefined, nowMs = Date.now()): SsoPending | null {
  const parsed = signedPending.safeParse(verifyJson(secret, 'sso-pending', value));
  if (!parsed.success || parsed.data.t !== tenant || parsed.data.exp * 1000 <= nowMs) return null;
  const { state, nonce, lang, to } = parsed.data;
  return { state, nonce, lang, to };
}
