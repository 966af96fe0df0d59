import { routeTable, type RouteEntry, type RouteName } from './route-table';
import { toHtmlLang } from './language';
import { languages, type Lang } from './types';

// Building concrete paths from the route table. Components, the language switcher, hreflang and the
// sitemap use these instead of concatenating strings (STYLE.md).

export type ParamValue = string | number;

/** Parameters as they come from a match or a caller that does not know the route statically. */
export type LooseParams = Readonly<Record<string, ParamValue | null | undefined>>;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredKey<S> = S extends `:${string}?` ? never : S extends `:${infer K}` ? K : S extends '*' ? '*' : never;
type OptionalKey<S> = S extends `:${infer K}?` ? K : never;

/** The parameters of a react-router path pattern: `/en/events/:page?` → `{ page?: ParamValue }`. */
export type PathParams<P extends string> = { [K in RequiredKey<Segments<P>>]: ParamValue } & {
  [K in OptionalKey<Segments<P>>]?: ParamValue;
};

/** A route's parameters (the same in every language, which the route table's test checks). */
export type RouteParams<N extends RouteName> = PathParams<Extract<RouteEntry, { name: N }>['paths']['en']>;

// `{}` on purpose: a route whose parameters are all optional (or none) accepts an empty object.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the conditional needs the empty object type itself
type PathForArgs<N extends RouteName> = {} extends RouteParams<N> ? [params?: RouteParams<N>] : [params: RouteParams<N>];

const routesByName: ReadonlyMap<string, RouteEntry> = new Map(routeTable.map((route) => [route.name, route]));

export function isRouteName(name: string): name is RouteName {
  return routesByName.has(name);
}

/** The route table's entry for a name; throws on an unknown name. */
export function getRoute(name: RouteName): RouteEntry {
  const route = routesByName.get(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return route;
}

/** A route's name for people in a language (the route table's `label`). */
export function routeLabel(name: RouteName, lang: Lang): string {
  return getRoute(name).label[lang];
}

function present(value: ParamValue | null | undefined): value is ParamValue {
  return value !== undefined && value !== null && String(value) !== '';
}

/**
 * Fills a pattern. Values are percent-encoded per segment (matchPath decodes them again); a splat
 * value keeps its slashes. An optional parameter that is not given drops its segment; a missing
 * required one (or an empty splat) throws.
 */
function fillPattern(pattern: string, params: LooseParams, describe: () => string): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment === '*') {
      const value = params['*'];
      const splat = present(value) ? String(value).replace(/^\/+|\/+$/g, '') : '';
      if (splat === '') throw new Error(`${describe()}: missing param "*"`);
      segments.push(splat.split('/').map(encodeURIComponent).join('/'));
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (present(value)) segments.push(encodeURIComponent(String(value)));
      else if (!optional) throw new Error(`${describe()}: missing param "${key}"`);
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

/**
 * A concrete path: `pathFor('shop', 'cz', { id: 12, title: 'hm' })` → `/cz/obchod/12/hm`.
 * The article's permalink is the splat: `pathFor('article', 'en', { '*': 'about/history' })`.
 */
export function pathFor<N extends RouteName>(name: N, lang: Lang, ...[params]: PathForArgs<N>): string {
  const route = getRoute(name);
  return fillPattern(route.paths[lang], (params ?? {}) as LooseParams, () => `pathFor("${name}", "${lang}")`);
}

/**
 * The same page in every language, for hreflang alternates and the language switcher. Parameters
 * are kept as they are: a detail page's title slug is that of the current language, and the detail
 * page redirects (301) to its own language's slug (DESIGN.md).
 */
export function alternates(name: RouteName, params: LooseParams = {}): Record<Lang, string> {
  const route = getRoute(name);
  const result = {} as Record<Lang, string>;
  for (const lang of languages) {
    result[lang] = fillPattern(route.paths[lang], params, () => `alternates("${name}", "${lang}")`);
  }
  return result;
}

/**
 * The hreflang links of one page: each language's path under its hreflang code (`cz` → `cs`, spec
 * §9), plus `x-default`, the tenant's fallback language. The head and the sitemap both use it, so the
 * two never disagree on the codes. `offered`: the tenant's languages (all four unless told).
 */
export function hreflangPaths(paths: Readonly<Record<Lang, string>>, fallback: Lang, offered: readonly Lang[] = languages): Record<string, string> {
  // Only the languages the tenant offers (issue 22); x-default is the fallback when offered, else the first offered.
  const result: Record<string, string> = {};
  for (const lang of languages) if (offered.includes(lang)) result[toHtmlLang(lang)] = paths[lang];
  const xDefault = offered.includes(fallback) ? fallback : (languages.find((lang) => offered.includes(lang)) ?? fallback);
  result['x-default'] = paths[xDefault];
  return result;
}
