import { matchRoutes, type RouteObject } from 'react-router';
import { routeTable, type RouteEntry } from './route-table';
import { languages, type Lang } from './types';
import { langFromPath } from './language';
import { pathFor } from './paths';

export interface RouteMatch {
  route: RouteEntry;
  lang: Lang;
  /** Decoded parameter values; an optional parameter that is absent from the path is absent here. */
  params: Readonly<Record<string, string>>;
}

interface Target {
  route: RouteEntry;
  lang: Lang;
}

// Built once: one flat react-router route list per language (every path starts with its language
// prefix, so a path can only match routes of its own language), plus what each id stands for.
const targets = new Map<string, Target>();
const routesByLang = Object.fromEntries(languages.map((lang) => [lang, [] as RouteObject[]])) as Record<
  Lang,
  RouteObject[]
>;
for (const route of routeTable) {
  for (const lang of languages) {
    const id = `${lang}:${route.name}`;
    targets.set(id, { route, lang });
    routesByLang[lang].push({ id, path: route.paths[lang] });
  }
}

/** A path's first segment after its language (`/sk/obchod/1021` → `obchod`), as written; empty for a home. */
function segmentAfterLanguage(path: string): string {
  return path.split('/').filter(Boolean)[1] ?? '';
}

/** A path's segment as react-router compares it: percent-decoded, in lower case; null if it cannot be decoded. */
function comparable(segment: string): string | null {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Per language, the routes a path may match by its first segment after the language: those whose
 * own first segment is that text, and those whose first segment matches any text (a parameter, a
 * splat, an optional segment), in the table's order (react-router breaks a tie in rank by it).
 * matchRoutes flattens, ranks and compiles every route it is given on every call: given the whole
 * language (61 routes) it took 3 to 10 ms of a phone's main thread for each new path, and the app
 * matches every link in view to prefetch its page's code (issue 23: 12 % of a home's main-thread
 * work in a CPU profile at a slowdown of 4). Given these, one to a dozen.
 */
const routesBySegment = Object.fromEntries(
  languages.map((lang) => {
    const anyFirst: RouteObject[] = [];
    const byFirst = new Map<string, RouteObject[]>();
    for (const route of routesByLang[lang]) {
      const first = segmentAfterLanguage(route.path ?? '');
      const key = /^[:*]|\?$/.test(first) ? null : comparable(first);
      if (key === null) anyFirst.push(route);
      else byFirst.set(key, [...(byFirst.get(key) ?? []), route]);
    }
    const order = new Map(routesByLang[lang].map((route, index) => [route, index]));
    const inOrder = (routes: RouteObject[]) => routes.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return [lang, { byFirst: new Map([...byFirst].map(([key, routes]) => [key, inOrder([...routes, ...anyFirst])])), anyFirst }];
  }),
) as Record<Lang, { byFirst: Map<string, RouteObject[]>; anyFirst: RouteObject[] }>;

/** The routes of `lang` that `path` may match (routesBySegment); every route of the language when in doubt. */
function candidates(lang: Lang, path: string): RouteObject[] {
  // A doubled slash or a segment that cannot be decoded: react-router's own rules, over the whole language.
  if (path.includes('//')) return routesByLang[lang];
  const key = comparable(segmentAfterLanguage(path));
  if (key === null) return routesByLang[lang];
  const index = routesBySegment[lang];
  return index.byFirst.get(key) ?? index.anyFirst;
}

/**
 * The route a pathname belongs to, with react-router's own ranking (a static segment beats a
 * dynamic one) and matching rules (case-insensitive, percent-decoded parameters). A query string,
 * a hash and trailing slashes are ignored. An empty article permalink (`/en/a`) is no match: the
 * splat must name a page. Null means an unknown path (HTTP 404).
 */
export function matchPath(pathname: string): RouteMatch | null {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/(?<=.)\/+$/, '');
  // The bff asks for every page request, the app for every link it prefetches: results are
  // remembered (bounded: paths come from outside).
  if (memo.has(path)) return memo.get(path) ?? null;
  const result = matchUncached(path);
  if (memo.size >= memoLimit) memo.clear();
  memo.set(path, result);
  return result;
}

const memoLimit = 2000;
const memo = new Map<string, RouteMatch | null>();

function matchUncached(path: string): RouteMatch | null {
  const lang = langFromPath(path);
  if (!lang) return null;
  const found = matchRoutes(candidates(lang, path), path)?.at(-1);
  const target = found?.route.id === undefined ? undefined : targets.get(found.route.id);
  if (!found || !target) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(found.params)) {
    if (value !== undefined) params[key] = value;
  }
  if (target.route.paths[lang].endsWith('*') && !params['*']) return null;
  return { route: target.route, lang: target.lang, params };
}

/**
 * The one spelling of the page a path names (issue 17: `/EN/shops-services`, `/en/shops-services/`
 * and `/en//shops-services` were each a second copy of the page): the route table's own path in the
 * path's language, with its parameters as they were given (re-encoded the way links encode them).
 * Null for a path no route matches. A page asked by another spelling is answered with a 301 to this.
 */
export function canonicalPath(pathname: string): string | null {
  const match = matchPath(collapseSlashes(pathname));
  return match ? pathOfMatch(match) : null;
}

/** A path with its doubled slashes made one (`/en//shops` → `/en/shops`), as the route table spells it. */
export function collapseSlashes(pathname: string): string {
  return (pathname.split(/[?#]/)[0] ?? '').replace(/\/{2,}/g, '/');
}

/** The route table's own spelling of a matched path (canonicalPath, from a match already made). */
export function pathOfMatch(match: RouteMatch): string {
  return (pathFor as (name: string, lang: Lang, params: Readonly<Record<string, string>>) => string)(match.route.name, match.lang, match.params);
}
