import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serwist } from '@serwist/vite';
import type { Plugin } from 'vite';

// The service worker's build (issue 24; docs/offline.md says why Serwist): @serwist/vite compiles
// src/sw/sw.ts with this Vite (rolldown) into dist/client/sw.js once the browser's build is written,
// with its precache list injected (`self.__SW_MANIFEST`). Two things are the build's own here: which
// files are precached (the app shell, not every chunk), and the build's id the worker names its
// caches by.

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** `key` and what it imports statically, as manifest keys. */
function closure(manifest: Record<string, ManifestChunk>, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * The app shell: what the first HTML names and every page runs (the entry, the app's start its
 * first paint imports, with their static imports), the UI texts every page reads (`common` and the
 * layout's features', those without a page module: the cookie consent, the notifications …, in the
 * four languages: a few KB each, and a visitor may switch language offline; a first HTML names its
 * texts' files rather than carrying them, bff ssr/text-files.ts), and the offline page's own script.
 * Screens' chunks and their texts are cached as they are used (cache-first, rules.ts). Paths without
 * the leading slash, as the precache list's URLs are relative to the build's folder.
 */
export function appShellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const entries = ['index.html', 'offline.html'].filter((key) => manifest[key]?.isEntry);
  const starts = (manifest['index.html']?.dynamicImports ?? []).filter((key) => key.startsWith('src/app/'));
  const pageFeatures = new Set(Object.keys(manifest).flatMap((key) => /^src\/features\/([a-z0-9-]+)\/[^/]+\.page\.ts$/.exec(key)?.[1] ?? []));
  const texts = Object.keys(manifest).filter(
    (key) => /^src\/i18n\/locales\/[a-z]+\/common\.json$/.test(key) || (/^src\/features\/([a-z0-9-]+)\/locales\/[a-z]+\.json$/.test(key) && !pageFeatures.has(key.split('/')[2]!)),
  );
  const keys = closure(manifest, [...entries, ...starts, ...texts]);
  return new Set([...keys].map((key) => manifest[key]!.file));
}

/**
 * What the worker precaches: the app shell, and every stylesheet (about 80 KB, 15 KB compressed). A
 * screen's chunk that the worker cached as it was used cannot load offline without its stylesheet:
 * the import waits for it.
 */
export function precached(file: string, shell: ReadonlySet<string>): boolean {
  return shell.has(file) || file.endsWith('.css');
}

/** The build's id as index.html carries it (web/build/build-id.ts wrote it there). */
export function buildIdOfIndex(html: string): string {
  const id = /<meta name="build-id" content="([A-Za-z0-9_-]+)"/.exec(html)?.[1];
  if (!id) throw new Error('sw: index.html has no <meta name="build-id">');
  return id;
}

export function serviceWorker(outDir: string): Plugin[] {
  const readManifest = () => JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  // Given to the worker's own build (runs after the browser's has written index.html).
  const buildIdInWorker: Plugin = {
    name: 'mall:sw-build-id',
    transform(code, id) {
      if (!id.endsWith('/src/sw/sw.ts')) return null;
      const buildId = buildIdOfIndex(readFileSync(join(outDir, 'index.html'), 'utf8'));
      return { code: code.replaceAll('__MALL_BUILD_ID__', JSON.stringify(buildId)), map: null };
    },
  };
  return serwist({
    swSrc: 'src/sw/sw.ts',
    swDest: 'sw.js',
    swUrl: '/sw.js',
    globDirectory: outDir,
    globPatterns: ['assets/**/*.{js,css}'],
    // A classic worker: every browser with service workers runs it.
    rollupFormat: 'iife',
    plugins: [buildIdInWorker],
    manifestTransforms: [
      (entries) => {
        const shell = appShellFiles(readManifest());
        return { manifest: entries.filter((entry) => precached(entry.url.replace(/^\//, ''), shell)), warnings: [] };
      },
    ],
  }) as Plugin[];
}
