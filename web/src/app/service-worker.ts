import { pageBuildId } from '../features/update-check/build-id';
import { waitingWorkerEvent } from '../features/update-check/waiting-worker';
import { readBffState } from '../lib/bff-state';
import { messages } from '../sw/messages';

// The page's side of the service worker (issue 24; the worker is web/src/sw/sw.ts): it registers the
// worker once the app has started and the page has loaded (main.tsx: nothing of it before the first
// paint or during hydration), tells it whether a member is signed in, and knows when a new build's
// worker is waiting (the window event `waitingWorkerEvent`), which the update notice offers to
// activate (spec §4 "Application update"). Part of the app's start (start.tsx re-exports the
// registration for main.tsx), not a chunk of its own: one request less on the first load.

export const serviceWorkerUrl = '/sw.js';

let waiting: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;

function setWaiting(worker: ServiceWorker | null): void {
  // Only a worker that waits behind one controlling this page is an update; the first one takes
  // the page at once (clientsClaim).
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  window.dispatchEvent(new Event(waitingWorkerEvent));
}

/** Whether this browser has service workers and this page came from a build (not Vite's dev server). */
export function serviceWorkersAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && pageBuildId() !== null;
}

/** Asks the server for a newer worker (the update check found a new build id): it installs, then waits. */
export async function lookForUpdate(): Promise<boolean> {
  if (!registration) return false;
  await registration.update();
  return true;
}

/**
 * Activates the waiting worker and reloads once it controls the page, so the page that follows is
 * the new build's with the new build's worker (no mixed build). Without one, a plain reload.
 */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  const worker = waiting;
  if (!worker || !('serviceWorker' in navigator)) {
    reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage({ type: messages.skipWaiting });
}

export async function registerServiceWorker(): Promise<void> {
  if (!serviceWorkersAvailable()) return;
  try {
    // `updateViaCache: 'none'`: the browser asks the server for sw.js itself on every check.
    registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    // spec §8: what fails in the background goes to the console only; the site works without it.
    console.warn('service worker registration failed', error);
    return;
  }
  // A browser that blocks workers (a policy, Playwright's `serviceWorkers: 'block'`) may answer
  // without a registration.
  const current = registration as ServiceWorkerRegistration | undefined;
  if (!current) {
    registration = null;
    return;
  }
  setWaiting(current.waiting);
  current.addEventListener('updatefound', () => {
    const installing = current.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') setWaiting(current.waiting ?? installing);
    });
  });
  // The session cookie is HttpOnly: the worker learns from the page whether a member is signed in,
  // and then keeps nothing of theirs (web/src/sw/rules.ts, cacheFor).
  // Only a member says so: a visitor's page may be the worker's own kept copy (rules.ts, messages).
  if (readBffState()?.signedIn !== true) return;
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: messages.session, signedIn: true });
}
