import { use, useContext, useMemo, type ComponentType } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, type RouteObject } from 'react-router';
import { detectLanguage, guardRedirect, matchPath, pageQueryOf, type Lang, type QueryRules, type RouteEntry, type RouteMatch } from '@mall/site';
import { readBffState } from '../lib/bff-state';
import { PageQueryRules } from '../lib/page-query';
import { useSession } from '../lib/session';
import { useLang } from '../lib/use-lang';
import { DashboardLayout, DefaultLayout } from './layouts';
import { isLive, loadPage } from './pages';
import { Root } from './root';
import { ensureRouteTexts } from './texts';
import { useShell } from './shell-context';
import { FirstRouteError, NotFound, RouteBoundary, type FirstError } from './route-error';
import { readableByUse } from '../lib/readable-by-use';

// The routes are built from the route table and the page modules: every route that has a page module,
// in every language. A route without one falls through to the 404 screen, as unknown paths do.
// The router is react-router's declarative one (BrowserRouter; StaticRouter on the server): the app
// loads no data through the router (each screen runs its own operation), so its data router, which is
// twice the size in the first load's JavaScript, would only load views and catch errors, which the
// screens' own Suspense and error boundaries do here.

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
 * the load error: a view that is loaded once and kept is then the same whether it loaded or not, and
 * thrown at render, the error reaches the route's boundary, whose RouteError reloads the target route
 * once per 10 s (spec §8, §9).
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
function Guarded({ route, View, rules }: { route: RouteEntry; View: ComponentType; rules: QueryRules | undefined }) {
  const { shell } = useShell();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { signedIn } = useSession();
  // The way back keeps the query the page reads, as the server's guard does (lib/page-query.ts).
  const query = new URLSearchParams(pageQueryOf(rules, new URLSearchParams(search))).toString();
  const location = shell ? guardRedirect(route, { lang, signedIn, settings: shell.settings, path: query ? `${pathname}?${query}` : pathname }) : null;
  if (location) return <Navigate to={location} replace />;
  return <View />;
}

/**
 * The view of each live route in each language, loaded once: its page module (its own small chunk,
 * pages.ts), its view (another) and its texts. A promise that has settled carries its value as React's
 * `use` reads it (`status`, `value`), so a screen already loaded renders at once: in the first render
 * of the browser, which hydrates the server's markup, and in the server's own render.
 */
const screens = new Map<string, Promise<ComponentType>>();

function screenView(route: RouteEntry, lang: Lang): Promise<ComponentType> {
  const id = `${route.name}:${lang}`;
  let screen = screens.get(id);
  if (!screen) {
    // Never rejects: a view or texts that cannot be had become a view that throws (loadView), which
    // the route's error boundary shows (and RouteError reloads a chunk gone after a deploy).
    screen = (async (): Promise<ComponentType> => {
      let rules: QueryRules | undefined;
      const [Loaded, textsFailed] = await Promise.all([
        loadView(async () => {
          const page = (await loadPage(route.name))!;
          rules = page.query;
          return page.view();
        }),
        ensureRouteTexts(lang, route.name).then(() => null, (error: unknown) => error),
      ]);
      const Shown: ComponentType = textsFailed
        ? function TextsNotLoaded(): never {
            throw textsFailed;
          }
        : Loaded;
      // The screen reads the query its page module declares (lib/page-query.ts).
      const View: ComponentType = function WithPageQuery() {
        return (
          <PageQueryRules.Provider value={rules}>
            <Shown />
          </PageQueryRules.Provider>
        );
      };
      if (!('guards' in route)) return View;
      return function GuardedView() {
        return <Guarded route={route} View={View} rules={rules} />;
      };
    })();
    screens.set(id, readableByUse(screen));
  }
  return screen;
}

/**
 * A route's screen: it suspends until its view has loaded. Navigations run in a transition (the
 * router's), so meanwhile the page keeps showing the screen the visitor is leaving.
 */
function Screen({ route, lang }: { route: RouteEntry; lang: Lang }) {
  const View = use(screenView(route, lang));
  return <View />;
}

/** A screen inside its route's error boundary, which starts with the first HTML's error where there was one. */
function ScreenRoute({ route, lang }: { route: RouteEntry; lang: Lang }) {
  const { pathname, key } = useLocation();
  const first = useContext(FirstRouteError);
  // The first entry of the visit (key `default`) at the path the server answered with an error screen.
  const initial = first && key === 'default' && first.path === pathname ? first.error : undefined;
  return (
    <RouteBoundary pathname={pathname} initial={initial}>
      <Screen route={route} lang={lang} />
    </RouteBoundary>
  );
}

/** The root's boundary: an error of the layout itself (its shell, its providers) shows the error screen. */
function RootRoute() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary pathname={pathname}>
      <Root />
    </RouteBoundary>
  );
}

const layouts = { default: <DefaultLayout />, dashboard: <DashboardLayout /> } as const;
const underRoot = (children: RouteObject[]): RouteObject[] => [{ element: <RootRoute />, children }];
const notFound = underRoot([{ element: layouts.default, children: [{ path: '*', element: <NotFound /> }] }]);
const rootRedirect = underRoot([{ path: '/', element: <RootRedirect /> }]);

/**
 * The routes a path can match: its own screen's (the route table's matcher finds it, as the bff's
 * does for the first HTML), under the root and its layout, made once per route and language. The
 * router then matches and ranks three routes instead of every screen in every language, which it does
 * again on each render (a third of a page's server render went there).
 */
const screenTrees = new Map<string, RouteObject[]>();
export function routesFor(pathname: string): RouteObject[] {
  if (pathname === '/') return rootRedirect;
  const match = matchPath(pathname);
  if (!match || !isLive(match.route.name)) return notFound;
  const { route, lang } = match;
  const id = `${route.name}:${lang}`;
  let tree = screenTrees.get(id);
  if (!tree) {
    tree = underRoot([{ element: layouts[route.layout], children: [{ path: route.paths[lang], element: <ScreenRoute route={route} lang={lang} /> }] }]);
    screenTrees.set(id, tree);
  }
  return tree;
}

/** The app's routes, rendered under the router of the side it runs on (BrowserRouter; StaticRouter on the server). */
export function AppRoutes({ firstError }: { firstError?: FirstError | null }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routesFor(location.pathname), location) ?? matchRoutes(notFound, location), [location]);
  return <FirstRouteError.Provider value={firstError ?? null}>{renderMatches(matches)}</FirstRouteError.Provider>;
}

/**
 * Loads the screen a path shows, before the first render: the server renders the screen itself, so
 * the browser must have it too before it hydrates, or it would render nothing where the server
 * rendered the page.
 */
export async function loadScreen(match: RouteMatch | null): Promise<void> {
  if (match && isLive(match.route.name)) await screenView(match.route, match.lang);
}
