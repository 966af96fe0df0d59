import { afterInstalled, readState, writeState } from './install-state';

// The browser's install offer (Chromium's `beforeinstallprompt`, not standard, so typed here) kept for
// the page's life: the event comes once per document, whenever the browser has checked the manifest
// (and the service worker), and a layout that mounts again (the default and the dashboard frames) must
// still find it. Its default (Chromium's own mini-infobar on Android) is prevented: the site offers
// installing itself, discreetly and only from the second visit (install-state.ts).

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let listening = false;

const emit = () => {
  for (const listener of listeners) listener();
};

export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Starts listening, once per page: at the app's start (start.tsx), before hydration; the prompt's first effect again (tests mount it alone). */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    emit();
  });
  addEventListener('appinstalled', () => {
    const storage = localStorageOrNull();
    writeState(storage, afterInstalled(readState(storage)));
    kept = null;
    emit();
  });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const keptEvent = () => kept;

/** Hands the event out for its one `prompt()`: it cannot be used twice. */
export function takeEvent(): BeforeInstallPromptEvent | null {
  const event = kept;
  kept = null;
  emit();
  return event;
}

/** Tests start each case from a page that has seen nothing. */
export function resetInstallEventsForTests(): void {
  kept = null;
  emit();
}
