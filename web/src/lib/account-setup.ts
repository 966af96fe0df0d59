// The account-setup modal's date (spec §3 "Stored client values: a key for the date the account-setup
// modal appeared"; §4 "Session": logout, or an Unauthorized reply, clears it). Our rule (README "Account
// setup"): a member whose profile lacks what the modal asks for (phone, birth date) is asked on the
// dashboard once, and again at most every 30 days, remembered by the date it last appeared in this
// browser's localStorage (per site: each mall's host has its own).

// The key and its removal at the end of a session are in session.ts: the layout's sign-out and the
// login page need them on every page, the rest only the dashboard does.
import { ACCOUNT_SETUP_KEY } from './session';

export { ACCOUNT_SETUP_KEY, forgetAccountSetup } from './session';
export const ACCOUNT_SETUP_INTERVAL_DAYS = 30;

const DAY = 86_400_000;

/**
 * Whether the modal appears now: something is missing, and it never appeared, or appeared
 * `ACCOUNT_SETUP_INTERVAL_DAYS` or more ago. A stored value that is no date, or a date in the future
 * (the clock was put back), counts as never.
 */
export function accountSetupDue(missing: readonly string[], shownAt: string | null, now: Date): boolean {
  if (missing.length === 0) return false;
  const shown = shownAt === null ? Number.NaN : Date.parse(shownAt);
  if (Number.isNaN(shown) || shown > now.getTime()) return true;
  return now.getTime() - shown >= ACCOUNT_SETUP_INTERVAL_DAYS * DAY;
}

/** localStorage, or null where the browser refuses it (storage off, some private modes) or on the server. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** When the modal last appeared, as stored (an ISO date-time), or null. */
export function accountSetupShownAt(): string | null {
  try {
    return storage()?.getItem(ACCOUNT_SETUP_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberAccountSetupShown(now: Date): void {
  try {
    storage()?.setItem(ACCOUNT_SETUP_KEY, now.toISOString());
  } catch {
    // A full or refused storage: the modal may appear again next time, nothing worse.
  }
}
