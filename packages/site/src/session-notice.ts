// What the member is told once a session has ended on purpose (issue 18): "You have been signed out",
// "Your account has been deleted". Both end with a full page load for a visitor, the sign-out through
// a plain form the bff answers with a redirect (it works without JavaScript), so the notice crosses a
// page load: in a short-lived cookie that scripts may read (not HttpOnly), set by the bff's answer to
// the form or by the page before it leaves. The next page is the one everyone gets (home, kept in the
// shared cache): the cookie is read and cleared in the browser after hydration, so that no notice ever
// enters a cached page or its key (docs/caching.md, "The page cache"). It carries one of two words,
// never a name or an address.

export const sessionNoticeCookieName = 'session_notice';

/** Long enough for the redirect and the next page's load on a slow phone, short enough not to greet a later visit. */
export const sessionNoticeMaxAgeSeconds = 60;

export const sessionNotices = ['signed-out', 'account-deleted'] as const;
export type SessionNotice = (typeof sessionNotices)[number];

export const isSessionNotice = (value: unknown): value is SessionNotice => typeof value === 'string' && (sessionNotices as readonly string[]).includes(value);

/** The notice a `Cookie` header (or `document.cookie`) carries, if any; anything else in the cookie is none. */
export function sessionNoticeOf(cookieHeader: string): SessionNotice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === sessionNoticeCookieName) {
      const value = rest.join('=');
      return isSessionNotice(value) ? value : null;
    }
  }
  return null;
}

/** The cookie as `document.cookie` sets it (path `/`, SameSite=Lax); `null` clears it. */
export function sessionNoticeCookie(notice: SessionNotice | null): string {
  return notice === null
    ? `${sessionNoticeCookieName}=; path=/; max-age=0; SameSite=Lax`
    : `${sessionNoticeCookieName}=${notice}; path=/; max-age=${sessionNoticeMaxAgeSeconds}; SameSite=Lax`;
}
