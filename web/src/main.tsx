import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createI18n } from './app/i18n';
import { buildRoutes } from './app/router';
import { createUrqlClient } from './app/urql-client';
import { readBffState } from './lib/bff-state';
import { langFromPath } from '@mall/site';
import './styles/global.css';

const state = readBffState();
const lang = langFromPath(window.location.pathname) ?? state?.lang ?? 'en';
const client = createUrqlClient(state);
const i18n = createI18n(lang);
const router = createBrowserRouter(buildRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <UrqlProvider value={client}>
        <RouterProvider router={router} />
      </UrqlProvider>
    </I18nextProvider>
  </StrictMode>,
);
