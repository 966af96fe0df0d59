import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router';
import { detectLanguage, guardRedirect, languages, routeTable, type Lang, type RouteEntry } from '@mall/site';
import { readBffState } from '../lib/bff-state';
import { useSession } from '../lib/session';
import { useLang } from '../lib/use-lang';
import { DashboardLayout, DefaultLayout } from './layouts';
import { isLive, loadPage } from './pages';
import { Root } from './root';
import { ensureRouteTexts } from './texts';
import { useShell } from './shell-context';
import { NotFound, RouteError } from './route-error';

// The router is built from the route table and the page modules: every route that has a page module,
// in every language. A route without one falls through to the 404 screen, as unknown paths do.

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

/**
 * A page's view, or, when its chunk cannot be loaded (gone after a deploy), a component that throws
 * the load error: react-router renders nothing at all for a route whose lazy() rejected (it waits for
 * it as if still loading), so the route's error boundary would never see it. Thrown at render, the
 * error reaches RouteError, which reloads the target route once per 10 s (spec §8, §9).
 */
export async function loadView(view: () => Promise<{ default: ComponentType }>): Promise<ComponentType> {
  try {
    return (await view()).default;
  } catch (error) {
    return function ViewNotLoaded(): never {
      throw error;
    };
  }
}

/**
 * A guarded route's view (spec §2 "Route guards"): on client navigation the app asks the same guards
 * the server asked for the first HTML, with the layout's settings, and goes where they send the
 * visitor (login, with the way back; home) instead of showing the page.
 */
function Guarded({ route, View }: { route: RouteEntry; View: ComponentType }) {
  const { shell } = useShell();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { signedIn } = useSession();
  const location = shell ? guardRedirect(route, { lang, signedIn, settings: shell.settings, path: `${pathname}${search}` }) : null;
  if (location) return <Navigate to={location} replace />;
  return <View />;
}

function screenRoutes(layout: 'default' | 'dashboard'): RouteObject[] {
  return routeTable.flatMap((route) => {
    if (route.layout !== layout || !isLive(route.name)) return [];
    return languages.map((lang) => ({
      id: `${route.name}:${lang}`,
      path: route.paths[lang],
      handle: { name: route.name, lang },
      errorElement: <RouteError />,
      lazy: async () => {
        // The page module is its own small chunk (pages.ts); its view another.
        // Its texts load with it; texts that cannot be had fail the route as a view that cannot (loadView).
        const [Loaded, textsFailed] = await Promise.all([
          loadView(async () => (await loadPage(route.name))!.view()),
          ensureRouteTexts(lang, route.name).then(() => null, (error: unknown) => error),
        ]);
        const View: ComponentType = textsFailed
          ? function TextsNotLoaded(): never {
              throw textsFailed;
            }
          : Loaded;
        if (!('guards' in route)) return { Component: View };
        return { Component: () => <Guarded route={route} View={View} /> };
      },
    }));
  });
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        { path: '/', element: <RootRedirect /> },
        { element: <DefaultLayout />, children: [...screenRoutes('default'), { path: '*', element: <NotFound /> }] },
        { element: <DashboardLayout />, children: screenRoutes('dashboard') },
      ],
    },
  ];
}

/**
 * Loads the lazy route modules a path matches, before the router is made: the server renders the
 * screen itself, so the browser must have it too before it hydrates, or it would render nothing
 * where the server rendered the page.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
