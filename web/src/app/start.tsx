import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DocumentNode } from 'graphql';
import { BrowserRouter } from 'react-router';
import { knowZoneSpan, langFromPath, matchPath } from '@mall/site';
import { readBffState } from '../lib/bff-state';
import { pageClockOf } from '../lib/clock';
import { sessionEnded } from '../lib/session';
import { createI18n } from './i18n';
import { Providers } from './providers';
import { firstErrorOf } from './route-error';
import { AppRoutes, loadScreen } from './router';
import { loadNamedTexts, loadTexts, namedTextFiles, namespacesFor, setAppI18n } from './texts';
import { loadPage } from './pages';
import { createUrqlClient } from './urql-client';
import { firstHydrationStarts } from '../components/hydrate-later';
import { listenForInstallPrompt } from '../features/install-prompt';
import { loadMemberMessages } from '../features/layout/member-messages';

// main.tsx registers the service worker once the app has started and the page has loaded.
export { registerServiceWorker } from './service-worker';

// The app's start in the browser (main.tsx imports it once the page has painted). The bff sends the
// page rendered on the server with its data (the SSR entry, entry-server.tsx); the browser hydrates it
// with the same data, so the first load asks nothing.
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The browser's install offer comes once per document, as soon as it has checked the manifest and the
  // service worker: on a visit the worker already controls, that can be before hydration has ended.
  listenForInstallPrompt();
  const state = readBffState();
  const lang = langFromPath(window.location.pathname) ?? state?.lang ?? 'en';
  // The page's module (its operation's document) and its view load at once, with the texts: the files
  // the first HTML names (fetched with the app's modules: main.tsx), or those it carries, or else the
  // route's; the app renders once they are here.
  const route = matchPath(window.location.pathname)?.route.name;
  const named = state?.lang === lang ? namedTextFiles() : null;
  const [page, texts] = await Promise.all([
    route ? loadPage(route) : undefined,
    named ? loadNamedTexts(named) : state?.texts && state.lang === lang ? state.texts : namespacesFor(route).then((namespaces) => loadTexts(lang, namespaces)),
    loadScreen(matchPath(window.location.pathname)),
    // A member's header has their messages, a chunk of its own: here before hydration, as on the server.
    state?.signedIn && loadMemberMessages(),
  ]);
  const signedIn = state?.signedIn ?? false;
  const client = createUrqlClient(state, {
    pageDocument: page?.document as DocumentNode | undefined,
    // A member whose session the platform refuses signs in again (the bff has cleared the cookie).
    onUnauthenticated: signedIn ? () => sessionEnded(langFromPath(window.location.pathname) ?? lang) : undefined,
  });
  const i18n = createI18n(lang, texts);
  setAppI18n(i18n);
  // A live page whose data says its item does not exist (404) was rendered with its route's error
  // screen (entry-server.tsx): its boundary starts with the same error, so hydration matches.
  const firstError = state?.status === 404 && state.page !== null ? firstErrorOf(404, window.location.pathname, (key, values) => i18n.t(key, values)) : null;
  // The server's instant, not this browser's clock: the first render must count the days it counted.
  const clock = pageClockOf(state);
  // With the zone's offset the server read (calendar.ts): hydration counts the day without Intl.
  knowZoneSpan(clock.timeZone, state?.zone);
  const app = (
    <Providers i18n={i18n} client={client} lang={lang} signedIn={signedIn} clock={clock}>
      <BrowserRouter>
        <AppRoutes firstError={firstError} />
      </BrowserRouter>
    </Providers>
  );
  // A page served without its data (503) is rendered anew: the browser fetches and shows what it can.
  const hydrate = state !== null && (state.status === 200 || state.status === 404) && container.firstElementChild !== null;
  // A hydration mismatch is an error to see (tests fail on console errors), not a silent re-render.
  // In a transition, hydration is concurrent: React yields to the browser every few milliseconds
  // instead of hydrating the whole page in one long task, so a tap or a scroll meanwhile is answered
  // at once (Total Blocking Time on a phone; the page is already painted and readable).
  if (hydrate) firstHydrationStarts();
  if (hydrate) startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('hydration:', error) });
  });
  else createRoot(container).render(app);
}

void start();
