import { isReturnPath, loginPathFor, matchPath, pathFor, type Lang } from '@mall/site';

// The `redirect-me` middleware (issue 22; the specification names it, "behaviour not shown"): a link
// from an e-mail, `/redirect-me?to=/en/rewards`, sends a member to that page and a visitor to sign in
// first, then there. `to` is only ever a page of this site: the login page's rule for its way back
// (packages/site guards.ts `isReturnPath`: one leading `/`, never `//host` or `/\host`, no scheme,
// printable ASCII, as it goes into a Location header), no backslash anywhere (a browser reads `\` as
// `/`), and a path the route table knows. Anything else goes to the home page, never elsewhere. The
// query string is decoded once, by the server's parser; `to` is never decoded again.

/** `to` when it is a page of this site, else null. */
export function redirectMeTarget(to: unknown): string | null {
  if (typeof to !== 'string' || !isReturnPath(to) || to.includes('\\')) return null;
  return matchPath(to) ? to : null;
}

export interface RedirectMeInput {
  /** The `to` parameter as the query parser gave it (a string, a list when repeated, or nothing). */
  to: unknown;
  /** Whether the visitor has a session: a member goes straight there. */
  signedIn: boolean;
  /** Whether the mall has member sign-in at all (`is_authentication_active`): without it, nobody is sent to sign in. */
  signInOpen: boolean;
  /** The visitor's language (locale cookie, browser languages, the tenant's fallback): for the login and home pages. */
  lang: Lang;
}

/** Where `/redirect-me` sends this visitor: always a path of this site. */
export function redirectMeLocation({ to, signedIn, signInOpen, lang }: RedirectMeInput): string {
  const target = redirectMeTarget(to);
  if (!target) return pathFor('home', lang);
  return signedIn || !signInOpen ? target : loginPathFor(lang, target);
}
