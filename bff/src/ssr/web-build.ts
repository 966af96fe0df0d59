import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { ServerEntry } from '@mall/site';

// The web's build as the bff uses it: the browser's files (web/dist/client, served as they are), the
// index.html pages are written into, and the server entry (web/dist/server/entry-server.js) that
// renders pages. Build outputs only: the bff never reads web source.

export interface WebBuild {
  clientDir: string;
  /** The built index.html, with the markers the first HTML is written into. */
  template: string;
  /** Null when the web is not built: pages answer 503 and say how to build it. */
  entry: ServerEntry | null;
  /** The operations whose results pages embed (the layout's and every page's). The response cache keeps every query of the build (page-cache/operations.ts). */
  operations: ReadonlySet<string>;
  /** The modules of the app's start and of each live route's view (see routePreloads). */
  preloads: Preloads;
  /** The build's id (`/build.json`, the SPA's update check); null when the web is not built. */
  buildId: string | null;
  /** What a link in view fetches ahead (`/build/{id}/prefetch.json`, see routePrefetches). */
  prefetches: Prefetches;
  /** The styles a first HTML carries (see pageStyles). */
  styles: PageStyles;
}

/**
 * The build's id: the one the build wrote into index.html (`<meta name="build-id">`, which the SPA
 * compares with `/build.json`), else a hash of the client manifest. Null when neither exists.
 */
export function buildIdOf(template: string, manifestText: string | null): string | null {
  const written = /<meta name="build-id" content="([A-Za-z0-9_-]{1,64})"/.exec(template)?.[1];
  if (written) return written;
  return manifestText === null ? null : createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
}

/** What a page's first HTML names of the build, beyond index.html's own tags. */
export interface Preloads {
  /** What every page needs: the app's start, which the entry imports once the page has painted. */
  app: readonly string[];
  /** Per live route, its view's own chunks. */
  routes: ReadonlyMap<string, readonly string[]>;
  /** What a member's pages need besides: the header's messages, a chunk of their own (web/src/features/layout/member-messages.tsx). */
  member: readonly string[];
}

/** The module of the header's messages, which only a member's pages load. */
const memberMessagesKey = 'src/features/layout/header-messages.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
  imports?: string[];
  /** The stylesheets of the chunk's own modules (one per chunk, as the build splits them). */
  css?: string[];
}

/** The build's stylesheet entry: the app shell's styles, which no module imports (vite.config.ts). */
export const shellStylesKey = 'src/styles/shell.css';

/**
 * The styles a first HTML carries, inlined: a stylesheet link would block the first paint for one
 * more round trip on a slow network, and the first HTML is compressed and cached whole. Not every
 * screen's (issue 23): the browser parses all it is given before its first paint, and all of them
 * were 100 KB, a task of 23 to 66 ms of its own on a home with a CPU 4x slower (Chromium's trace). The shell's styles (every page has the
 * layout), then the page's own: its view's chunks' stylesheets, each also named by a disabled link.
 * Vite loads a lazy module's stylesheets with it unless the page has a `<link rel="stylesheet">` of
 * that address; a disabled link is one that the browser neither fetches nor applies, so the page's
 * own view, imported while it hydrates, loads nothing more. A navigation to another screen loads
 * that screen's stylesheets, and waits for them, as Vite does.
 */
export interface PageStyles {
  /** For every page: the shell's styles. */
  shell: string;
  /** Per live route: its view's styles and their links. */
  routes: ReadonlyMap<string, string>;
  /**
   * For a member's pages: the header's messages' styles and their link. The chunk is a member's only
   * (Preloads.member), and its stylesheet comes with it; a member's first HTML renders the link, so
   * it carries them too, and a visitor's never does.
   */
  member: string;
}

/**
 * `</style` would end the element, and a relative url() would resolve against the page, not the
 * stylesheet: such a stylesheet (or one that cannot be read) stays a link.
 */
function inlinable(css: string | null): css is string {
  return css !== null && !/<\/style/i.test(css) && !/url\(\s*['"]?(?!data:|\/|https?:)/i.test(css);
}

/**
 * A live route's page module and its own view (the dynamic entry `<name>-screen.tsx` the module
 * imports), as manifest keys. Not the folder's other screens (shops: the detail, the category list,
 * the directory …), which this page never loads, nor the head's JSON-LD builders, which only the
 * server runs.
 */
function pageModules(manifest: Record<string, ManifestChunk>, route: string, folder: string): { page: string; views: string[] } {
  const page = `${folder}${route}.page.ts`;
  return { page, views: (manifest[page]?.dynamicImports ?? []).filter((key) => key.endsWith('-screen.tsx')) };
}

/** The stylesheets of `keys` and of what they import, imports first (the order of the cascade). */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, keys: readonly string[], seen = new Set<string>(), into: string[] = []): string[] {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stylesheetsOf(manifest, manifest[key].imports ?? [], seen, into);
    for (const file of manifest[key].css ?? []) if (!into.includes(file)) into.push(file);
  }
  return into;
}

export function pageStyles(manifest: Record<string, ManifestChunk>, pageFolders: Readonly<Record<string, string>>, readAsset: (path: string) => string | null): PageStyles {
  const inline = (files: readonly string[], marks: boolean): string => {
    const read = files.map((file) => ({ file, css: readAsset(file) }));
    const inlined = read.filter((sheet): sheet is { file: string; css: string } => inlinable(sheet.css));
    const linked = read.filter((sheet) => !inlinable(sheet.css)).map(({ file }) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const marked = marks ? inlined.map(({ file }) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`) : [];
    return [inlined.length > 0 ? `<style>${inlined.map((sheet) => sheet.css).join('')}</style>` : '', ...linked, ...marked].filter(Boolean).join('\n    ');
  };
  const shell = manifest[shellStylesKey];
  const routes = new Map<string, string>();
  for (const [route, folder] of Object.entries(pageFolders)) {
    const { page, views } = pageModules(manifest, route, folder);
    routes.set(route, inline(stylesheetsOf(manifest, [page, ...views]), true));
  }
  return { shell: shell ? inline([shell.file], false) : '', routes, member: inline(stylesheetsOf(manifest, [memberMessagesKey]), true) };
}

/**
 * The entry script at low fetch priority. The page is rendered on the server: it reads and paints
 * without it (module scripts never block the parser), so on a slow network it should not take
 * bandwidth from what the visitor sees first, the largest image above the fold, which is preloaded
 * at high priority.
 */
export function lowScriptPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** `keys` and every chunk they import (statically), added to `into`. */
function importClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[], into: Set<string>): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    importClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * The modules a page needs beyond index.html's entry, as root-relative URLs: the app's start (the
 * entry imports it once the page has painted) and the page's view (the dynamic entry
 * `<name>-screen.tsx` in the page module's folder), with what they import. The first HTML names them
 * (`<meta name="app-modules">`); the entry modulepreloads them all at once after the first paint, so
 * hydration waits for no chain of round trips, and nothing competes with the paint's own image.
 * Other lazy modules of a page's folder (the head's JSON-LD builders, which only the server runs)
 * are not the browser's business. Stylesheets are inlined (pageStyles).
 */
/**
 * The app's entry (index.html's). The build has a second one, the offline page's script
 * (web/offline.html, issue 24), which no page loads: its modules are neither loaded by every page
 * nor to be left out of a page's preloads.
 */
function appEntries(manifest: Record<string, ManifestChunk>): [string, ManifestChunk][] {
  return Object.entries(manifest).filter(([key, chunk]) => chunk.isEntry && key !== 'offline.html' && key !== shellStylesKey);
}

export function routePreloads(manifest: Record<string, ManifestChunk>, pageFolders: Readonly<Record<string, string>>): Preloads {
  const closure = (keys: readonly string[], into: Set<string>) => importClosure(manifest, keys, into);
  const files = (keys: Iterable<string>) => [...keys].map((key) => `/${manifest[key]!.file}`);
  const entries = appEntries(manifest);
  const loaded = closure(entries.map(([key]) => key), new Set());
  const starts = entries.flatMap(([, chunk]) => (chunk.dynamicImports ?? []).filter((key) => key.startsWith('src/app/')));
  const app = [...closure(starts, new Set())].filter((key) => !loaded.has(key));
  const routes = new Map<string, string[]>();
  for (const [route, folder] of Object.entries(pageFolders)) {
    const { views } = pageModules(manifest, route, folder);
    routes.set(route, files([...closure(views, new Set())].filter((key) => !loaded.has(key) && !app.includes(key))));
  }
  const member = manifest[memberMessagesKey] ? [...closure([memberMessagesKey], new Set())].filter((key) => !loaded.has(key) && !app.includes(key)) : [];
  return { app: files(app), routes, member: files(member) };
}

/**
 * What the browser fetches ahead, without running it, for a link that comes into view (issue 23:
 * code on view, data on intent): per live route its page module and that module's view with what
 * they import beyond what every page has loaded (the entry and the app's start); per feature and
 * language its text file. The SPA adds a `<link rel="prefetch">` for each, which puts the bytes in the
 * HTTP cache and evaluates nothing; the import on intent or navigation then finds them there.
 */
export interface Prefetches {
  routes: Record<string, string[]>;
  /** namespace (a feature, or `common`) → lang → its text file. */
  texts: Record<string, Record<string, string>>;
  /** What any navigation needs that the first load did not (the map of the text files). */
  shared: string[];
}

export function routePrefetches(manifest: Record<string, ManifestChunk>, pageFolders: Readonly<Record<string, string>>): Prefetches {
  const closure = (keys: readonly string[], into: Set<string>) => importClosure(manifest, keys, into);
  const entries = appEntries(manifest);
  const loaded = closure(entries.map(([key]) => key), new Set());
  closure(entries.flatMap(([, chunk]) => (chunk.dynamicImports ?? []).filter((key) => key.startsWith('src/app/'))), loaded);
  const routes: Record<string, string[]> = {};
  for (const [route, folder] of Object.entries(pageFolders)) {
    const { page, views } = pageModules(manifest, route, folder);
    if (!manifest[page]) continue;
    const modules = [...closure([page, ...views], new Set())].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
    // With their stylesheets, which the import on intent or navigation would otherwise wait for.
    routes[route] = [...modules, ...stylesheetsOf(manifest, [page, ...views]).map((file) => `/${file}`)];
  }
  const texts: Record<string, Record<string, string>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const feature = /^src\/features\/([a-z0-9-]+)\/locales\/([a-z]+)\.json$/.exec(key);
    const common = /^src\/i18n\/locales\/([a-z]+)\/common\.json$/.exec(key);
    if (feature) (texts[feature[1]!] ??= {})[feature[2]!] = `/${chunk.file}`;
    else if (common) (texts.common ??= {})[common[1]!] = `/${chunk.file}`;
  }
  const shared = [...closure(['src/app/text-files.ts'], new Set())].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
  return { routes, texts, shared };
}

declare module 'fastify' {
  interface FastifyInstance {
    webBuild: WebBuild;
  }
}

export default fp(
  async (fastify) => {
    const dist = fastify.config.WEB_DIST.replace(/\/?$/, '/');
    const clientDir = `${dist}client/`;
    const indexFile = `${clientDir}index.html`;
    const entryFile = `${dist}server/entry-server.js`;
    const built = existsSync(indexFile) && existsSync(entryFile);
    if (!built) fastify.log.warn({ dist }, 'the web app is not built (run `npm run build`); pages answer 503');
    const entry = built ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry) : null;
    const manifestFile = `${clientDir}.vite/manifest.json`;
    const manifestText = entry && existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : null;
    const manifest = manifestText === null ? {} : (JSON.parse(manifestText) as Record<string, ManifestChunk>);
    const readAsset = (path: string) => (existsSync(`${clientDir}${path}`) ? readFileSync(`${clientDir}${path}`, 'utf8') : null);
    fastify.decorate('webBuild', {
      clientDir,
      template: built ? lowScriptPriority(readFileSync(indexFile, 'utf8')) : '',
      entry,
      operations: new Set(entry?.operations ?? []),
      preloads: routePreloads(manifest, entry?.pageFolders ?? {}),
      buildId: built ? buildIdOf(readFileSync(indexFile, 'utf8'), manifestText) : null,
      prefetches: routePrefetches(manifest, entry?.pageFolders ?? {}),
      styles: pageStyles(manifest, entry?.pageFolders ?? {}, readAsset),
    });
  },
  { name: 'web-build', dependencies: ['config'] },
);
