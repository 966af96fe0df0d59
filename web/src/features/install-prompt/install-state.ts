// When the "add to home screen" offer may show (issue 24, "Install": discreet, on the second visit).
// Pure rules over what the browser keeps in localStorage, so each is tested on its own:
// - A visit is a page load (a document, not a navigation inside the app) at least 30 minutes after
//   the last page load seen: the usual session rule (analytics tools end a session after 30 minutes
//   without activity). Someone who reloads or opens a second tab a minute later is still on their
//   first visit; someone back the next day is on their second.
// - "Not now" hides the offer for 30 days; after that it may show again on a visit.
// - Installed (the browser said so): never again on this device.

export const VISIT_GAP_MS = 30 * 60 * 1000;
export const SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
/** The visit from which the offer may show. */
export const FIRST_OFFER_VISIT = 2;

export const STORAGE_KEY = 'install-prompt';

export interface InstallState {
  visits: number;
  /** The last page load, epoch ms. */
  lastSeen: number;
  /** "Not now" was chosen at this time, epoch ms. */
  snoozedAt?: number;
  installed?: boolean;
}

const EMPTY: InstallState = { visits: 0, lastSeen: 0 };

/** What the storage holds; a missing, unreadable or foreign value counts as nothing kept yet. */
export function readState(storage: Pick<Storage, 'getItem'> | null): InstallState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { visits, lastSeen, snoozedAt, installed } = value as Record<string, unknown>;
    if (typeof visits !== 'number' || typeof lastSeen !== 'number' || !Number.isFinite(visits) || !Number.isFinite(lastSeen)) return EMPTY;
    return {
      visits,
      lastSeen,
      ...(typeof snoozedAt === 'number' && Number.isFinite(snoozedAt) ? { snoozedAt } : {}),
      ...(installed === true ? { installed } : {}),
    };
  } catch {
    return EMPTY;
  }
}

/** Keeps the state; a browser that refuses (storage full, private mode, blocked) just never counts a second visit. */
export function writeState(storage: Pick<Storage, 'setItem'> | null, state: InstallState): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Nothing to do: the offer is a nicety.
  }
}

/** The state after a page load at `now`: a new visit when the last load is 30 minutes old or more. */
export function afterPageLoad(state: InstallState, now: number): InstallState {
  const newVisit = state.visits === 0 || now - state.lastSeen >= VISIT_GAP_MS;
  return { ...state, visits: newVisit ? state.visits + 1 : state.visits, lastSeen: now };
}

export function afterNotNow(state: InstallState, now: number): InstallState {
  return { ...state, snoozedAt: now };
}

export function afterInstalled(state: InstallState): InstallState {
  return { ...state, installed: true };
}

/** Whether the visitor's own history allows the offer now (the browser's event, consent and display mode are the hook's). */
export function offerAllowed(state: InstallState, now: number): boolean {
  if (state.installed) return false;
  if (state.visits < FIRST_OFFER_VISIT) return false;
  return state.snoozedAt === undefined || now - state.snoozedAt >= SNOOZE_MS;
}
