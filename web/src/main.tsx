import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { langFromPath } from '@mall/site';
import { createI18n } from './app/i18n';
import { Providers } from './app/providers';
import { buildRoutes, loadRouteModules } from './app/router';
import { loadTexts } from './app/texts';
import { createUrqlClient } from './app/urql-client';
import { readBffState } from './lib/bff-state';
import './styles/global.css';

// The browser's entry. The bff sends the page rendered on the server with its data (the SSR entry,
// entry-server.tsx); the browser hydrates it with the same data, so the first load asks nothing.
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const state = readBffState();
  const lang = langFromPath(window.location.pathname) ?? state?.lang ?? 'en';
  const client = createUrqlClient(state);
  const i18n = createI18n(lang, state?.texts && state.lang === lang ? state.texts : await loadTexts(lang));
  const routes = buildRoutes();
  await loadRouteModules(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <Providers i18n={i18n} client={client} lang={lang}>
      <RouterProvider router={router} />
    </Providers>
  );
  // A page served without its data (503) is rendered anew: the browser fetches and shows what it can.
  const hydrate = state !== null && (state.status === 200 || state.status === 404) && container.firstElementChild !== null;
  // A hydration mismatch is an error to see (tests fail on console errors), not a silent re-render.
  if (hydrate) hydrateRoot(container, app, { onRecoverableError: (error) => console.error('hydration:', error) });
  else createRoot(container).render(app);
}

void start();
