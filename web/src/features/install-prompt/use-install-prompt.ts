import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { keptEvent, listenForInstallPrompt, localStorageOrNull, subscribe, takeEvent } from './install-events';
import { afterInstalled, afterNotNow, afterPageLoad, offerAllowed, readState, writeState } from './install-state';

/** One count per document: a layout mounted again by a navigation is not a page load. */
let pageLoadCounted = false;

export function resetPageLoadForTests(): void {
  pageLoadCounted = false;
}

/** Opened from the home screen already (Chromium's display mode; iOS Safari's own flag). */
function standalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

export interface InstallPrompt {
  /** Show the offer now. */
  offer: boolean;
  /** The browser's own install dialog; accepted: never offered again, dismissed: as "Not now". */
  install: () => Promise<void>;
  /** Hidden for 30 days. */
  notNow: () => void;
}

/**
 * Whether to offer installing the site: from the second visit, when the browser has offered it
 * (`beforeinstallprompt`), never while `blocked` (the cookie banner or dialog waits for the visitor's
 * choice), never in the installed app itself, not within 30 days of "Not now". Everything it reads is
 * the browser's, so it is read after hydration: the server's markup and the first render have none.
 */
export function useInstallPrompt(blocked: boolean): InstallPrompt {
  const event = useSyncExternalStore(subscribe, keptEvent, () => null);
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    listenForInstallPrompt();
    const storage = localStorageOrNull();
    let state = readState(storage);
    if (!pageLoadCounted) {
      pageLoadCounted = true;
      state = afterPageLoad(state, Date.now());
      writeState(storage, state);
    }
    setAllowed(!standalone() && offerAllowed(state, Date.now()));
  }, []);

  const notNow = useCallback(() => {
    const storage = localStorageOrNull();
    writeState(storage, afterNotNow(readState(storage), Date.now()));
    setAllowed(false);
  }, []);

  const install = useCallback(async () => {
    const kept = takeEvent();
    if (!kept) return;
    setAllowed(false);
    await kept.prompt();
    const { outcome } = await kept.userChoice;
    const storage = localStorageOrNull();
    const state = readState(storage);
    writeState(storage, outcome === 'accepted' ? afterInstalled(state) : afterNotNow(state, Date.now()));
  }, []);

  return { offer: allowed && event !== null && !blocked, install, notNow };
}
