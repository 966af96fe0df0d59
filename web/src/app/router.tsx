import { Navigate, type RouteObject } from 'react-router';
import { detectLanguage, languages, routeTable, type Lang } from '@mall/site';
import { readBffState } from '../lib/bff-state';
import { DashboardLayout, DefaultLayout } from './layouts';
import { Root } from './root';
import { NotFound, RouteError } from './route-error';
import { screens } from './screens';

// The router is built from the route table: every live route in every language. Planned routes
// have no screen yet and fall through to the 404 screen, exactly as unknown paths do.

function languageForRoot(): Lang {
  const cookie = document.cookie.match(/(?:^|;\s*)locale=([^;]+)/)?.[1];
  return detectLanguage({
    cookie,
    acceptLanguages: [...navigator.languages],
    fallback: readBffState()?.shell?.tenant.fallbackLanguage ?? 'en',
  });
}

function RootRedirect() {
  return <Navigate to={`/${languageForRoot()}`} replace />;
}

function screenRoutes(layout: 'default' | 'dashboard'): RouteObject[] {
  return routeTable.flatMap((route) => {
    const load = screens[route.name];
    if (route.layout !== layout || route.status !== 'live' || !load) return [];
    return languages.map((lang) => ({
      id: `${route.name}:${lang}`,
      path: route.paths[lang],
      handle: { name: route.name, lang },
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await load()).default }),
    }));
  });
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      // Nothing is rendered on the server by React: the first paint waits for the lazy screen chunk.
      HydrateFallback: () => null,
      children: [
        { path: '/', element: <RootRedirect /> },
        { element: <DefaultLayout />, children: [...screenRoutes('default'), { path: '*', element: <NotFound /> }] },
        { element: <DashboardLayout />, children: screenRoutes('dashboard') },
      ],
    },
  ];
}
