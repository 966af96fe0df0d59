import type { ComponentType } from 'react';
import type { PageModule, RouteName } from '@mall/site';

// Every page module of the app (`features/<feature>/<route>.page.ts`), found by the build: a route is
// live exactly when one of them names it, and nothing else is registered by hand (DESIGN.md "Pages").
// In the browser each page module is its own small chunk, loaded with its screen: the first load
// carries the module (and the operation document) of its own screen only, however many screens the
// app has. A module's file is named after its route, so which routes are live is known without
// loading any of them (the server's registry, pages.server.ts, checks the names).

export type AppPage = PageModule<unknown, Record<string, unknown>, ComponentType>;

const loaders = import.meta.glob<AppPage>('../features/*/*.page.ts', { import: 'default' });

/** The route a page module's file names (`../features/shops/shop.page.ts` → `shop`). */
export function routeOfPageFile(file: string): string {
  return /([^/]+)\.page\.ts$/.exec(file)?.[1] ?? file;
}

const byRoute = new Map(Object.entries(loaders).map(([file, load]) => [routeOfPageFile(file), { file, load }]));

/** Whether a route has a page module (it is live; every other route answers 404). */
export const isLive = (route: RouteName | string): boolean => byRoute.has(route);

/** The live routes. */
export const liveRoutes: readonly string[] = [...byRoute.keys()];

const loaded = new Map<string, Promise<AppPage>>();

/**
 * A live route's page module, loaded once (undefined for a route that is not live). A module that
 * names another route than its file is a mistake: it fails here, and in the registry's test.
 */
export function loadPage(route: RouteName | string): Promise<AppPage> | undefined {
  const entry = byRoute.get(route);
  if (!entry) return undefined;
  let page = loaded.get(route);
  if (!page) {
    page = entry.load().then((module) => {
      if (module.route !== route) throw new Error(`${entry.file} names the route ${module.route}, not ${route}`);
      return module;
    });
    // A failed load (a chunk gone after a deploy) may be tried again.
    page.catch(() => loaded.delete(route));
    loaded.set(route, page);
  }
  return page;
}

/**
 * The source folder of each page module (`src/features/home/`): the build's manifest names a page's
 * chunks by their sources, so the first HTML can modulepreload what the page's view needs.
 */
export const pageFolders: Readonly<Record<string, string>> = Object.fromEntries(
  [...byRoute.entries()].map(([route, { file }]) => [route, `src/${file.replace(/^\.\.\//, '').replace(/[^/]+$/, '')}`]),
);
