import type { DocumentNode } from 'graphql';
import type { Client } from 'urql';
import { matchPath } from '@mall/site';
import { ShellDocument } from '../graphql/generated';
import { createPrefetchQueue, prefetchAllowed, type ConnectionHints, type PrefetchQueue } from '../lib/prefetch';
import type { Prefetch } from '../lib/prefetch-context';
import { isLive, loadPage } from './pages';
import { ensureRouteTexts, featureOf } from './texts';
import { prefetchContext } from './urql-client';

export interface PagePrefetchOptions {
  queue?: PrefetchQueue;
  /** Read at every prefetch: a visitor may turn Save-Data on, or lose their signal, mid-visit. */
  connection?: () => ConnectionHints | undefined;
  /** The build's list of each route's files (the bff's `/build/{id}/prefetch.json`); null: no code prefetch. */
  codeFiles?: () => Promise<CodeFiles | null>;
  /** Adds a `<link rel="prefetch">` for a file (the document's head by default). */
  prefetchFile?: (href: string) => void;
}

/** What the bff's `/build/{id}/prefetch.json` holds (bff/src/ssr/web-build.ts, routePrefetches). */
export interface CodeFiles {
  /** Per route: its modules and its view's stylesheets. */
  routes: Record<string, string[]>;
  /** namespace (a feature, or `common`) → lang → its text file. */
  texts: Record<string, Record<string, string>>;
  /** What any navigation needs that the first load did not. */
  shared: string[];
}

/** The answer's shape, checked: a file is a path of the build's assets, nothing else. */
export function readCodeFiles(body: unknown): CodeFiles | null {
  const isFile = (value: unknown): value is string => typeof value === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(value);
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(body) || !isRecord(body.routes) || !isRecord(body.texts) || !Array.isArray(body.shared) || !body.shared.every(isFile)) return null;
  const routes = Object.values(body.routes).every((files) => Array.isArray(files) && files.every(isFile));
  const texts = Object.values(body.texts).every((byLang) => isRecord(byLang) && Object.values(byLang).every(isFile));
  return routes && texts ? (body as unknown as CodeFiles) : null;
}

let buildCodeFiles: Promise<CodeFiles | null> | undefined;
/** This page's build's list, asked once (it is cached for good: its address names the build). */
function fetchCodeFiles(): Promise<CodeFiles | null> {
  buildCodeFiles ??= (async () => {
    const id = document.querySelector('meta[name="build-id"]')?.getAttribute('content');
    if (!id || !/^[\w-]{1,64}$/.test(id)) return null;
    const response = await fetch(`/build/${id}/prefetch.json`, { credentials: 'same-origin' });
    return response.ok ? readCodeFiles(await response.json()) : null;
  })().catch(() => null);
  return buildCodeFiles;
}

/** A file the page has fetched already (its first load, a navigation, a prefetch): nothing to add. */
function fetchedAlready(href: string): boolean {
  const url = new URL(href, location.href).href;
  return performance.getEntriesByName(url).length > 0 || document.querySelector(`link[href="${CSS.escape(href)}"]`) !== null;
}

function addPrefetchLink(href: string): void {
  if (fetchedAlready(href)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = href.endsWith('.css') ? 'style' : 'script';
  // As the import that will use it asks (a module script, or a screen's stylesheet as Vite links it:
  // CORS, same-origin credentials), so that the cached answer fits that request.
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

// Not in TypeScript's DOM types: the Network Information API is Chromium's only.
const browserConnection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/**
 * The app's prefetch (spec §9, issue 23). `code`, for a link in view: `<link rel="prefetch">` for the
 * page's module, view and texts, which the browser fetches at idle priority and does not run; no
 * data. `data`, on intent: the page module of the path, its view's chunk and its operation's
 * result, through the queue (4 at a time). The result lands in the client's cache, where the
 * screen's own query (cache-first) finds it: the navigation that follows asks nothing, or shares the
 * request still in flight (urql runs one operation per key).
 */
export function createPagePrefetcher(
  client: Client,
  { queue = createPrefetchQueue(), connection = browserConnection, codeFiles = fetchCodeFiles, prefetchFile = addPrefetchLink }: PagePrefetchOptions = {},
): Prefetch {
  async function query(document: DocumentNode, variables: Record<string, unknown>): Promise<void> {
    const result = await client.query(document, variables, prefetchContext).toPromise();
    // Only a result with data is cached; without one the prefetch failed and may be tried again.
    if (result.data == null) throw result.error ?? new Error('prefetch: no data');
  }

  const codeAsked = new Set<string>();
  // Each link's match, and each page's links, in a task of its own: the observer reports every link
  // in view at once, and the list's answer releases every page waiting for it at once. Done in one
  // go, that was a task of 50 to 80 ms on a home (CPU 4x slower), inside Lighthouse's blocking time.
  function code(path: string): void {
    if (!prefetchAllowed(connection())) return;
    setTimeout(() => {
      const match = matchPath(path);
      if (!match || !isLive(match.route.name)) return;
      const key = `${match.lang} ${match.route.name}`;
      if (codeAsked.has(key)) return;
      codeAsked.add(key);
      const feature = featureOf(match.route.name);
      void codeFiles().then((files) => setTimeout(() => {
        if (!files) return;
        // The page's own texts, and the app's in that language (already here when it is the page's).
        const texts = [feature && files.texts[feature]?.[match.lang], files.texts.common?.[match.lang]].filter((href): href is string => typeof href === 'string');
        for (const href of [...files.shared, ...(files.routes[match.route.name] ?? []), ...texts]) prefetchFile(href);
      }));
    });
  }

  function data(path: string): void {
    if (!prefetchAllowed(connection())) return;
    const match = matchPath(path);
    // Unknown paths and routes without a screen yet: nothing to load (the router shows the 404 screen).
    if (!match || !isLive(match.route.name)) return;
    const { lang, params } = match;
    const search = Object.fromEntries(new URL(path, 'http://site.invalid').searchParams);
    queue.add(path.split(/[?#]/)[0] ?? path, () =>
      // The page module loads inside the queue's task, so it counts among the 4 too.
      loadPage(match.route.name)!.then((page) => Promise.all([
        page.view(),
        ensureRouteTexts(lang, match.route.name),
        // A page in another language needs that language's layout too (the root's Shell query):
        // asked in the same turn, the two go as one request (urql-client.ts, joinShellExchange). The
        // current language's layout is cached already, so it asks nothing. A prefetch has at most one
        // request in flight, so 4 prefetches at most 4.
        query(page.document as unknown as DocumentNode, page.variables({ lang, params, query: search })),
        query(ShellDocument, { lang }),
      ])),
    );
  }

  return { data, code };
}
