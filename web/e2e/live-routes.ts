import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { matchPath, pathFor, routeTable, type Lang, type RouteEntry, type RouteName } from '@mall/site';
import { port, type Tenant } from './support';

// Every live route of the route table, and a real address of each on one tenant: what a test that
// must visit every screen (hydration.spec.ts) walks through. A route is live when a page module names
// it (web/src/features/<feature>/<route>.page.ts, the rule of web/src/app/pages.ts); its address is
// the route table's path, with real ids and slugs found the way a visitor finds them: by following
// the site's own links (the sandbox's data, whatever it holds today).

const featuresDir = fileURLToPath(new URL('../src/features/', import.meta.url));

/** The live routes, in the route table's order. */
export const liveRoutes: readonly RouteEntry[] = (() => {
  const named = new Set(
    readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).flatMap((file) => /(?:^|[/\\])([^/\\]+)\.page\.ts$/.exec(file)?.[1] ?? []),
  );
  return routeTable.filter((route) => named.has(route.name));
})();

/** A route's address when it needs no data: no parameters, or a list's page only (the first). Null: it needs an id, a category or a slug. */
export function staticPath(route: RouteEntry, lang: Lang): string | null {
  const pattern = route.paths[lang];
  if (pattern.includes('*')) return null;
  const required = [...pattern.matchAll(/:(\w+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1]!);
  if (required.some((name) => name !== 'page')) return null;
  return pathFor(route.name as never, lang, (required.length > 0 ? { page: '1' } : {}) as never);
}

/** A page's links into the site (path and query), as its HTML has them. */
function linksOf(html: string, lang: Lang): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((href) => href.startsWith(`/${lang}/`));
}

export interface DiscoverOptions {
  tenant: Tenant;
  lang: Lang;
  /** Read the pages with this `Cookie` (a member's session shows the member's links: their rewards, guarded lists). */
  cookie?: string;
  /**
   * Addresses no link leads to: a landing (linked from campaigns elsewhere, never from the site), a
   * route of another tenant (its 404).
   */
  known?: Partial<Record<RouteName, string>>;
  /** At most this many pages are read. */
  budget?: number;
}

/**
 * An address of every live route on the tenant: the static ones as they are, the others from the
 * first link to them that answers 200: the language's sitemap first (every public item), then the
 * links of the pages read so far, those to a route still without an address first (a list leads to
 * its categories, a shop to its place on the floor plan, the member's rewards to one of theirs).
 * Routes still without one are missing in the result: the caller says so.
 */
export async function discoverPaths(request: APIRequestContext, { tenant, lang, cookie, known = {}, budget = 120 }: DiscoverOptions): Promise<Map<RouteName, string>> {
  const host = new URL(tenant.origin).host;
  const read = async (path: string) => {
    const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host, ...(cookie ? { cookie } : {}) }, maxRedirects: 0 });
    return { status: response.status(), html: response.status() === 200 ? await response.text() : '' };
  };
  const found = new Map<RouteName, string>();
  const queue: string[] = [];
  for (const route of liveRoutes) {
    const path = known[route.name as RouteName] ?? staticPath(route, lang);
    if (path === null) continue;
    found.set(route.name as RouteName, path);
    queue.push(path);
  }
  const missing = () => liveRoutes.some((route) => !found.has(route.name as RouteName));
  // The sitemap's addresses are on the tenant's public origin: their paths are this site's.
  const sitemap = await read(`/sitemap-${lang}.xml`);
  const listed = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const firstOfEach = new Map<string, string>();
  for (const path of listed) {
    const route = matchPath(path)?.route.name;
    if (route && !found.has(route as RouteName) && !firstOfEach.has(route)) firstOfEach.set(route, path);
  }
  queue.unshift(...firstOfEach.values());
  const tried = new Set<string>();
  while (queue.length > 0 && budget-- > 0 && missing()) {
    const path = queue.shift()!;
    if (tried.has(path)) continue;
    tried.add(path);
    const { status, html } = await read(path);
    const route = matchPath(path.split('?')[0]!)?.route.name as RouteName | undefined;
    if (status !== 200) continue;
    if (route && !found.has(route)) found.set(route, path);
    for (const link of linksOf(html, lang)) {
      const linked = matchPath(link.split('?')[0]!)?.route.name as RouteName | undefined;
      // A link to a route still without an address is read next; the others' links are read later.
      if (linked && !found.has(linked) && !tried.has(link)) queue.unshift(link);
    }
  }
  return found;
}
