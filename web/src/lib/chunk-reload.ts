// A chunk that no longer exists after a deploy (spec §8 "Chunk load errors: reload to the target
// route") is answered with one full load of the route the visitor was going to, which brings the new
// build. The guard (spec §9 "Reload guard time-to-live 10 s") allows at most one such reload per
// 10 s in a tab, whatever the route: if the new build fails too, the visitor sees the error screen
// instead of a reload loop.

export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_GUARD_KEY = 'mall:chunk-reload';

/** What browsers and Vite throw when a lazily loaded module or its styles cannot be fetched. */
const chunkErrorMessage =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorMessage.test(error.message);
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether a reload is allowed at `now`: none in the last 10 s. Without storage, never (no guard, no reload). */
export function reloadAllowed(storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
    // A clock set back counts as time passed, not as a reload in the future.
    return !Number.isFinite(last) || now - last >= RELOAD_GUARD_TTL_MS || now < last;
  } catch {
    return false;
  }
}

/** Takes the one reload of the window: true when allowed, recording it. */
export function claimReload(storage: GuardStorage | null, now: number): boolean {
  if (!storage || !reloadAllowed(storage, now)) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The tab's sessionStorage, or null where it is unavailable (some private modes throw on access). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
