import { pathFor } from './paths';
import type { Guard, Lang } from './types';

// The route guards of the specification (§2 "Route guards", §6), decided in one place: the bff's
// first HTML answers a guarded path with a redirect before rendering it, and the app decides the
// same on client navigation. Only the tenant's settings and whether the visitor is signed in count.

/** The settings the guards read (the layout's Shell operation carries them). */
export interface GuardSettings {
  isAuthenticationActive: boolean;
  isMobileAppActive: boolean;
  isOffersVisibleOnlyWhenLoggedIn: boolean;
  isRewardsVisibleOnlyWhenLoggedIn: boolean;
}

export interface GuardContext {
  lang: Lang;
  /** Whether the visitor has a session (the `token` cookie; the page is then never shared). */
  signedIn: boolean;
  settings: GuardSettings;
  /** The guarded page's path with its query: where login sends the visitor back after signing in. */
  path: string;
}

/** The query parameter of the login page that names where to go after signing in. */
export const returnToParam = 'redirect';

/** The login page's parameter that says why the visitor is there: `expired`, a session that ended. */
export const sessionParam = 'session';

/**
 * The login page's parameter that says why a guard sent the visitor there (issue 18: Galerie Harfa's
 * offers opened a sign-in form with no word of why): `members-only`, a page the mall shows to its
 * members only (offers, rewards: spec §2 "Route guards"). The login page says so, with a way to register.
 */
export const loginReasonParam = 'reason';
export const loginReasons = ['members-only'] as const;
export type LoginReason = (typeof loginReasons)[number];

/**
 * The login page, told to send the visitor back to `path` afterwards; with `expired`, it says the
 * session has ended (spec §8: an Unauthorized reply sends the member to login); with a guard's
 * `reason`, why the page asked for is behind a sign-in.
 */
export function loginPathFor(lang: Lang, path: string, why?: 'expired' | { reason: LoginReason }): string {
  const query = new URLSearchParams({ [returnToParam]: path });
  if (why === 'expired') query.set(sessionParam, why);
  else if (why) query.set(loginReasonParam, why.reason);
  return `${pathFor('login', lang)}?${query}`;
}

/** The registration page, keeping the way back (a new member goes on to the page they came for once confirmed). */
export function registerPathFor(lang: Lang, returnPath?: string | null): string {
  return returnPath ? `${pathFor('register', lang)}?${new URLSearchParams({ [returnToParam]: returnPath })}` : pathFor('register', lang);
}

/** The longest way back kept (a guarded page's path with its query; longer ones are no page of the site). */
const maxReturnPathLength = 2000;

/**
 * Where a member goes once signed in (by the login form, a code, a new password or SSO): the
 * `redirect` parameter when it is a path of this site, else the dashboard. A path of this site starts
 * with one `/` (never `//evil.example`, `/\evil.example` or a scheme) and is printable ASCII without
 * spaces, as the paths the site itself makes are (their query percent-encoded): it goes into a
 * `Location` header, where Node refuses any character but tab, 0x20-0x7E and 0x80-0xFF
 * (`node:http` validateHeaderValue, ERR_INVALID_CHAR: `/Ā` once made the SSO callback answer 500 after
 * the platform had issued a session) and sends 0x80-0xFF as Latin-1, not the UTF-8 a browser reads.
 */
export function returnPathFrom(search: string, lang: Lang): string {
  const target = new URLSearchParams(search).get(returnToParam);
  if (target && isReturnPath(target)) return target;
  return pathFor('dashboard', lang);
}

/** Whether a way back is a path of this site as `returnPathFrom` reads it (the bff's `/redirect-me` reads it too). */
export function isReturnPath(target: string): boolean {
  return target.length <= maxReturnPathLength && /^\/(?![/\\])[\x21-\x7e]*$/.test(target);
}

const membersOnly = { reason: 'members-only' } as const;

function decide(guard: Guard, { lang, signedIn, settings, path }: GuardContext): string | null {
  switch (guard) {
    case 'member':
      return signedIn ? null : loginPathFor(lang, path);
    case 'guest-only':
      return signedIn || !settings.isAuthenticationActive ? pathFor('home', lang) : null;
    case 'offers-visibility':
      return settings.isOffersVisibleOnlyWhenLoggedIn && !signedIn ? loginPathFor(lang, path, membersOnly) : null;
    case 'rewards-visibility':
      return settings.isRewardsVisibleOnlyWhenLoggedIn && !signedIn ? loginPathFor(lang, path, membersOnly) : null;
    case 'mobile-app':
      return settings.isMobileAppActive ? null : pathFor('home', lang);
  }
}

/** Where a guard of the route sends this visitor instead (a path of the site), or null: the page shows. */
export function guardRedirect(route: { readonly guards?: readonly Guard[] } | object, context: GuardContext): string | null {
  const guards: readonly Guard[] = 'guards' in route && route.guards ? route.guards : [];
  for (const guard of guards) {
    const location = decide(guard, context);
    if (location !== null) return location;
  }
  return null;
}
