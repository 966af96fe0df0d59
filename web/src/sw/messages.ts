// Messages between the page (web/src/app/service-worker.ts) and its worker (sw.ts). Its own module:
// the page's side is part of the app's start and must not bring the worker's rules with it.
export const messages = {
  /** The page: activate the waiting worker (the update notice's reload). */
  skipWaiting: 'SKIP_WAITING',
  /**
   * The page: a member is signed in (`signedIn` in the first HTML). Only `true` is believed from a
   * page, which may be a kept visitor's copy; the network's answers say the rest (rules.ts sessionFromPage).
   */
  session: 'SESSION',
} as const;
