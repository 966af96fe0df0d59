// The shared package's files, not its index: the index brings react-router's matcher (match.ts),
// 40 KB a worker that matches five routes by the table's own paths does not need.
import { imageProxyPath } from '../../../packages/site/src/images';
import { routeTable, type RouteName } from '../../../packages/site/src/route-table';
import { languages, type Lang } from '../../../packages/site/src/types';

// The service worker's cache rules (issue 24, "A service worker"; docs/offline.md), pure so that they
// are tested without a worker: which request goes to which cache, what may be stored, how long, and
// which offline page answers a navigation that failed. sw.ts only wires these to Serwist's strategies.
// Paths come from the shared route table (all four languages), matched by patterns made from it.

/** The screens a visitor can open offline once visited (issue 24): their pages and their operations. */
export const offlineRoutes = ['opening-hours', 'parking', 'map-way', 'floorplan', 'cinema'] as const satisfies readonly RouteName[];
export type OfflineRoute = (typeof offlineRoutes)[number];

/**
 * Each offline screen's page operation (its page module's document; page-operations.test.ts checks
 * the names against the modules), plus the layout's `Shell`, which a navigation in another language
 * asks for. Public all of them: the bff answers them the same to every visitor.
 */
export const offlineOperations: Readonly<Record<OfflineRoute, string>> = {
  'opening-hours': 'OpeningHoursPage',
  parking: 'ParkingPage',
  'map-way': 'MapWayPage',
  floorplan: 'FloorplanPage',
  cinema: 'CinemaPage',
};
/** With each its joined form, `…WithShell` (the page's and the layout's in one request: app/shell-merge.ts's `joinedName`), which a switch of language asks for. */
const cacheableOperations = new Set<string>([...Object.values(offlineOperations).flatMap((name) => [name, `${name}WithShell`]), 'Shell']);

/** A route table path (`/en/floorplan/:id`, `:page?`) as a whole-path pattern, case-insensitive as the router matches. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.+';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:[^/]+)?' : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/')
    // An optional last segment takes its slash with it.
    .replace(/\/\(\?:\[\^\/\]\+\)\?/g, '(?:/[^/]+)?');
  return new RegExp(`^${source}/?$`, 'i');
}

const offlinePagePatterns = routeTable
  .filter((route) => (offlineRoutes as readonly string[]).includes(route.name))
  .flatMap((route) => languages.map((lang) => pathPattern(route.paths[lang])));

/** Member screens (guarded `member` in the route table): never cached, whoever asks. */
const memberPagePatterns = routeTable
  .filter((route) => 'guards' in route && (route.guards as readonly string[]).includes('member'))
  .flatMap((route) => languages.map((lang) => pathPattern(route.paths[lang])));

/** Whether a path is one of the offline screens' pages, in any of the four languages. */
export function isOfflinePage(pathname: string): boolean {
  return offlinePagePatterns.some((pattern) => pattern.test(pathname));
}

export function isMemberPage(pathname: string): boolean {
  return memberPagePatterns.some((pattern) => pattern.test(pathname));
}

export const graphqlPath = '/graphql';

/**
 * The operation a GraphQL GET names (urql sends `operationName` beside the persisted query's hash),
 * or null. A POST is never asked about: its body is not a cache key, and mutations go by POST.
 */
export function operationOf(url: URL): string | null {
  if (url.pathname !== graphqlPath) return null;
  return url.searchParams.get('operationName');
}

export type CacheKind = 'pages' | 'operations' | 'assets' | 'images' | 'network';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `request.mode === 'navigate'`: a page the browser opens. */
  navigation: boolean;
  /** The SW's own origin: another origin's request is never cached. */
  origin: string;
  /** The page told the SW a member is signed in (the session cookie is HttpOnly: the SW cannot see it). */
  member: boolean;
}

/**
 * Which cache a request belongs to. Only same-origin GETs are ever cached; a member's requests are
 * network only (their session cookie goes with them, so their answers are theirs), except hashed
 * assets and image variants, which are the same bytes for everyone.
 */
export function cacheFor({ url, method, navigation, origin, member }: RequestFacts): CacheKind {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  // Hashed by content (Vite's names): the same bytes for good, and never personal.
  if (url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map')) return 'assets';
  if (url.pathname === imageProxyPath && url.searchParams.has('url')) return 'images';
  if (member) return 'network';
  if (navigation) return isOfflinePage(url.pathname) && !isMemberPage(url.pathname) ? 'pages' : 'network';
  const operation = operationOf(url);
  if (operation !== null && cacheableOperations.has(operation)) return 'operations';
  return 'network';
}

/**
 * Whether an answer may be stored. `private` or `no-store` (the bff's answer to any request with a
 * session, and to member pages), a `Set-Cookie`, `Vary: Cookie` or anything but a plain 200 never is.
 * The bff's own hashed assets and cached pages answer `public`/`no-cache`.
 */
export function isStorable(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/.test(cacheControl)) return false;
  if (response.headers.has('set-cookie')) return false;
  if (/(?:^|[\s,])cookie(?:$|[\s,])/i.test(response.headers.get('vary') ?? '')) return false;
  return true;
}

/**
 * What a page's answer from the network says of the visitor's session (the cookie is HttpOnly: the
 * worker cannot read it). The bff answers any page `private, no-store` to a request with a session
 * and caches the same page for visitors (`no-cache`): true, false, or null when the page says
 * nothing (a member page is private for everyone; an error, a redirect).
 */
export function sessionFromPage(pathname: string, response: Pick<Response, 'status' | 'headers'>): boolean | null {
  if (response.status !== 200 || isMemberPage(pathname)) return null;
  return /(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(response.headers.get('cache-control') ?? '');
}

/** The build a page names (`<meta name="build-id">`, web/build/build-id.ts), or null. */
export function pageBuildId(html: string): string | null {
  const meta = /<meta\s+name="build-id"\s+content="([A-Za-z0-9_-]{1,64})"/.exec(html) ?? /<meta\s+content="([A-Za-z0-9_-]{1,64})"\s+name="build-id"/.exec(html);
  return meta?.[1] ?? null;
}

/**
 * A page may be kept only by the worker of the build that rendered it: it names that build's
 * scripts, which the worker has. A page of another build (a deploy happened while this worker
 * still controls the tab) is shown once from the network and never kept: no mixed build.
 */
export function pageMatchesBuild(html: string, buildId: string): boolean {
  return pageBuildId(html) === buildId;
}

/** The offline page's language: the path's first segment, else the tenant's fallback, else English. */
export function offlineLanguage(pathname: string, fallback?: string | null): Lang {
  const first = pathname.split('/')[1]?.toLowerCase();
  if ((languages as readonly string[]).includes(first ?? '')) return first as Lang;
  if ((languages as readonly string[]).includes(fallback ?? '')) return fallback as Lang;
  return 'en';
}

export function offlinePagePath(lang: Lang): string {
  return `/offline/${lang}.html`;
}

/** Whether a path is the offline page's, in a language (offlinePagePath; not the screens isOfflinePage names). */
export function isOfflinePagePath(pathname: string): boolean {
  return (languages as readonly string[]).some((lang) => pathname === offlinePagePath(lang as Lang));
}

/**
 * The image variants an offline page shows (the mall's logo): the worker keeps them with the page, which
 * must stand alone when it is shown. Only this origin's image route, with a source; at most 4.
 */
export function offlinePageImages(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)) {
    const src = match[1]!.replace(/&amp;/g, '&');
    const url = new URL(src, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid' || url.pathname !== imageProxyPath || !url.searchParams.has('url')) continue;
    found.add(`${url.pathname}${url.search}`);
    if (found.size === 4) break;
  }
  return [...found];
}

/** Every cache of one build: named by its id, so that a worker deletes the other builds' on activate. */
export function cacheNames(buildId: string) {
  const prefix = `mall-${buildId}`;
  return {
    prefix,
    precache: `${prefix}-precache`,
    offline: `${prefix}-offline`,
    pages: `${prefix}-pages`,
    operations: `${prefix}-operations`,
    assets: `${prefix}-assets`,
    images: `${prefix}-images`,
    state: `${prefix}-state`,
  };
}

/** The caches a worker of `buildId` deletes on activate: every other build's (and nothing not ours). */
export function outdatedCaches(existing: readonly string[], buildId: string): string[] {
  const own = `${cacheNames(buildId).prefix}-`;
  return existing.filter((name) => name.startsWith('mall-') && !name.startsWith(own));
}

const DAY_S = 24 * 60 * 60;

/**
 * Limits of the cache-first caches (entries, then age), and of the stale-while-revalidate ones, so
 * that a phone's storage holds what a visit in the car park needs and no more.
 */
export const cacheLimits = {
  // A build has about 150 chunks; the screens visited and their texts are a fraction of it.
  assets: { maxEntries: 120, maxAgeSeconds: 30 * DAY_S },
  // Image variants: the pictures of the screens visited (hero, floor plan, parking), at their widths.
  images: { maxEntries: 80, maxAgeSeconds: 7 * DAY_S },
  // Five screens in four languages, plus floor plans by id.
  pages: { maxEntries: 40, maxAgeSeconds: 7 * DAY_S },
  operations: { maxEntries: 60, maxAgeSeconds: 7 * DAY_S },
} as const;
