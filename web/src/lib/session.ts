import { createContext, useContext } from 'react';
import { loginPathFor, sessionNoticeCookie, type Lang, type SessionNotice } from '@mall/site';

// The member's session as the page knows it (DESIGN.md "Sessions"). The token is an HttpOnly cookie
// that JavaScript never sees: what the app knows is whether the server rendered this document for a
// member (`signedIn` in the first HTML's state). Signing in and out load the next page in full, so
// that no result fetched for a visitor (or for the member) outlives the change in the client's cache,
// and the server renders that page with the new session; a session that ends mid-visit does the same.

/** The account-setup dialog's date in localStorage (spec §3 "Stored client values"; lib/account-setup.ts). */
export const ACCOUNT_SETUP_KEY = 'accountSetupModalShownAt';

/** At the end of a session (sign-out, a refused session, a deleted account): the next member starts afresh (spec §4 "Session"). */
export function forgetAccountSetup(): void {
  try {
    window.localStorage.removeItem(ACCOUNT_SETUP_KEY);
  } catch {
    // Nothing to forget where storage is refused (or on the server).
  }
}

/**
 * At the end of a session: the setup modal's date, and the member's parking pass and reward codes kept
 * for offline use (issue 24: "sign-out and session expired empty" them; offline/member-copy.ts).
 * Resolves once the copies are gone; never rejects.
 */
export function forgetSession(): Promise<void> {
  forgetAccountSetup();
  // Loaded when a session ends, not with every page: the first load's scripts have a budget
  // (first-load-budget.int.test.ts), and most visitors never sign out.
  return import('../offline/member-copy').then(({ clearMemberCopies }) => clearMemberCopies(), () => undefined);
}

// How long a page that leaves waits for what it forgets (Cache Storage answers in milliseconds): a
// storage that hangs must not keep the member on the page.
const FORGET_WAIT_MS = 1_500;
function settled(task: Promise<void>): Promise<void> {
  return Promise.race([task, new Promise<void>((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
}

export interface Session {
  signedIn: boolean;
}

export const SessionContext = createContext<Session>({ signedIn: false });

export function useSession(): Session {
  return useContext(SessionContext);
}

let leaving = false;
// Aborted once the page is leaving (signing out, a full load elsewhere): requests of this page that
// the next one makes pointless, or that the bff would now refuse, stop (the live channel's authorisation).
const leavingController = typeof AbortController === 'undefined' ? null : new AbortController();

/** A signal aborted when this page starts leaving (`reloadTo`, `signingOut`). */
export function pageLeaving(): AbortSignal | undefined {
  return leavingController?.signal;
}

function leave(): void {
  leaving = true;
  leavingController?.abort();
}

/**
 * Loads `path` in full: the next page is rendered for the session as it now is. `after`: what must be
 * done first (storage a leaving page could drop half-done); the page is leaving from now on all the same.
 */
export function reloadTo(path: string, after?: Promise<void>): void {
  if (leaving) return;
  leave();
  if (after) void settled(after).then(() => window.location.assign(path));
  else window.location.assign(path);
}

/**
 * The session is over (sign-out, a deleted account, a refused token): what the browser kept for it goes
 * too (spec §4 "Session": the setup modal's date), and `path` is loaded in full, for a visitor. `notice`:
 * what the next page tells them (app/session-notice.tsx), carried by a short-lived cookie.
 */
export function leaveSession(path: string, notice?: SessionNotice): void {
  const forgotten = forgetSession();
  if (notice) document.cookie = sessionNoticeCookie(notice);
  reloadTo(path, forgotten);
}

/**
 * The member signs out (the header's form, which the bff answers by clearing the cookie and sending
 * home): what the browser kept for the session goes, and the page is leaving. A request of this page
 * that the platform now refuses (a prefetch racing the form) must not send the member to the login
 * page as if their session had expired: the form's answer is where they go. Given the form's submit
 * event, the form goes once the offline copies are gone (a page that leaves may drop a deletion in flight).
 */
export function signingOut(event?: { preventDefault(): void; currentTarget: HTMLFormElement }): void {
  const forgotten = forgetSession();
  leave();
  if (!event) return;
  event.preventDefault();
  // Taken now: React clears an event's currentTarget once its handlers have run.
  const form = event.currentTarget;
  void settled(forgotten).then(() => form.submit());
}

/**
 * The platform refused the member's token (spec §8 "Unauthorized: clear stored token, go to login"):
 * the bff has cleared the cookie; sign in again, told why, and come back here afterwards.
 */
export function sessionEnded(lang: Lang): void {
  leaveSession(loginPathFor(lang, `${window.location.pathname}${window.location.search}`, 'expired'));
}
