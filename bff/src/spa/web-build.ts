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
  /** The operations whose results pages embed (the layout's and every page's): the public ones to cache. */
  operations: ReadonlySet<string>;
  /** Per live route, the `<link>` lines of its view's own chunks (modulepreload) and styles. */
  preloads: ReadonlyMap<string, readonly string[]>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The chunks a page's view needs beyond what index.html already loads: its dynamic entry (the view,
 * under the page module's folder) and what that imports, as modulepreload links, plus its styles.
 * Without them the browser learns of the view only after the main script ran: one more round trip
 * before the page can hydrate.
 */
/**
 * The template with its stylesheets inlined: the page's styles are small (about 3 KB compressed), and
 * a stylesheet link blocks the first paint for one more round trip on a slow network. The first HTML
 * is compressed and cached whole, so the styles cost little there.
 */
export function inlineStylesheets(template: string, readAsset: (path: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, path: string) => {
    const css = readAsset(path);
    // `</style` would end the element, and a relative url() would resolve against the page, not the
    // stylesheet: keep the link then.
    const unsafe = css === null || /<\/style/i.test(css) || /url\(\s*['"]?(?!data:|\/|https?:)/i.test(css);
    return unsafe ? link : `<style>${css}</style>`;
  });
}

export function routePreloads(manifest: Record<string, ManifestChunk>, pageFolders: Readonly<Record<string, string>>): Map<string, string[]> {
  const closure = (keys: readonly string[], into: Set<string>) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  const loaded = closure(entries, new Set());
  const preloads = new Map<string, string[]>();
  for (const [route, folder] of Object.entries(pageFolders)) {
    const views = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith(folder)).map(([key]) => key);
    const needed = [...closure(views, new Set())].filter((key) => !loaded.has(key));
    const links = needed.flatMap((key) => {
      const chunk = manifest[key]!;
      return [`<link rel="modulepreload" crossorigin href="/${chunk.file}">`, ...(chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)];
    });
    preloads.set(route, links);
  }
  return preloads;
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
    const manifest = entry && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
    fastify.decorate('webBuild', {
      clientDir,
      template: built ? inlineStylesheets(readFileSync(indexFile, 'utf8'), (path) => (existsSync(`${clientDir}${path}`) ? readFileSync(`${clientDir}${path}`, 'utf8') : null)) : '',
      entry,
      operations: new Set(entry?.operations ?? []),
      preloads: routePreloads(manifest, entry?.pageFolders ?? {}),
    });
  },
  { name: 'web-build', dependencies: ['config'] },
);
