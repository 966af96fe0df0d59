import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildId } from './build/build-id.ts';
import { compressibleExtensions, precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

// In development (`npm run dev`) Vite serves the SPA with reload and forwards the bff's routes to it.
// `npm run build` makes two builds: the browser's (dist/client, served by the bff) and the server's
// (dist/server/entry-server.js, which the bff imports to render pages; never served).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild, command }) => ({
  // Brotli and gzip copies of the browser's files, sent by Accept-Encoding (not of the source maps).
  // The build's id in index.html (`<meta name="build-id">`): the SPA's update check compares it with /build.json.
  // The service worker (src/sw, issue 24) is built into dist/client/sw.js after the browser's files.
  plugins: [
    react(),
    buildId(),
    precompress({ extensions: compressibleExtensions.filter((extension) => extension !== 'map') }),
    // Not under the dev server: a page there has no build id and registers no worker.
    ...(isSsrBuild || command === 'serve' ? [] : serviceWorker(fileURLToPath(new URL('dist/client', import.meta.url)))),
  ],
  // react-router's package points every condition at its development build, whose only difference is
  // that its development warnings are on: the browser gets its production build (smaller, no warnings
  // code). The server build keeps the package's own, which renders the very same markup.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    // Maps are written for developers, but no bundle points to them; production does not serve them.
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    // A stylesheet per screen's chunk, besides the shell's (src/styles/shell.css, an entry of its own).
    // The bff inlines into a first HTML the shell's and its page's, not every screen's (about 25 KB
    // of 100 KB on a home: the browser parsed the rest before its first paint, 23 to 66 ms with a CPU
    // 4x slower), and
    // marks them loaded (ssr/web-build.ts). A navigation to another screen loads that screen's
    // stylesheet with its chunk, as Vite does for a lazy import.
    cssCodeSplit: true,
    // The bff reads the client manifest to modulepreload a page's own chunks in its first HTML.
    manifest: !isSsrBuild,
    modulePreload: {
      // Every browser the build targets preloads modules itself (the polyfill only helped older ones).
      polyfill: false,
      // A screen's chunks are imported after the entry, the app's start and the libraries have loaded:
      // naming those again in every screen's list of chunks to preload only makes the start chunk,
      // which holds the lists, larger. The entry's own import of the start keeps its list.
      resolveDependencies: (_file, deps, { hostId }) => {
        const loadedFirst = /^assets\/(index|start|vendor|rolldown-runtime)-[\w-]+\.js$/;
        return /^assets\/index-/.test(hostId) || hostId.endsWith('.html') ? deps : deps.filter((dep) => !loadedFirst.test(dep));
      },
    },
    rollupOptions: {
      // Two pages: the app's (the bff's template) and the offline page's script (the bff renders that
      // page itself, bff/src/routes/offline-page.ts, and names the entry's chunk from the manifest).
      // The shell's styles are a third entry: imported by no module, they are in no lazy import's list
      // of files to preload.
      ...(isSsrBuild ? {} : { input: { index: fileURLToPath(new URL('index.html', import.meta.url)), offline: fileURLToPath(new URL('offline.html', import.meta.url)), shell: fileURLToPath(new URL('src/styles/shell.css', import.meta.url)) } }),
      // The server's build is one file: it loads every page module at start (pages.server.ts), so the
      // browser's lazy imports of the same modules (pages.ts) split nothing there, and Vite said so
      // 61 times (INEFFECTIVE_DYNAMIC_IMPORT) on every build.
      output: isSsrBuild ? { codeSplitting: false } : {
        // The libraries, the shared package and the screens' smallest common parts in one chunk: on a phone's first load each extra
        // request may wait for a connection (HTTP/1.1 opens 6 per host), behind the hero image, and
        // one file compresses better than four.
        manualChunks(id: string) {
          // A member's live connection in one chunk of its own: pusher-js, its encryption and the
          // options (the authorisations' requests) that only it uses.
          if (/node_modules\/(pusher-js|tweetnacl)\//.test(id) || /\/web\/src\/lib\/realtime\/pusher-options\.ts$/.test(id)) return 'pusher';
          // What only some screens load stays with them, out of the first load: the JSON-LD builders
          // (page heads, which the server renders; a page's seo.ts loads them lazily), and the forms'
          // rules with zod (`@mall/site/forms`, its folder: the form screens only), and linkify (the
          // messages screen).
          if (/\/packages\/site\/src\/(structured-data\.ts$|forms\/)/.test(id) || /node_modules\/(zod|linkifyjs|linkify-react)\//.test(id)) return undefined;
          if (/node_modules\//.test(id) || /\/packages\/site\//.test(id)) return 'vendor';
          // The small parts most screens share (the image, the post cards, the carousel, the mall's
          // dates) go with them, rather than in five chunks of a few hundred bytes each: each was a
          // request of its own on the first load, with its headers (about 500 bytes each), compressed
          // worse alone, and took a home's first load past its budget (bff first-load-budget test).
          // So do the consent's rules, which the consent's provider (the app's start) and its scripts' loader
          // (a chunk of its own, loaded when there is a consent to apply) share: alone they were a third
          // chunk, and a request more on every first load.
          if (/\/web\/src\/(components\/(proxied-image|post-card|post-card-text|carousel)\.tsx?|lib\/mall-date\.ts|features\/cookie-consent\/(consent-state|cookie-definitions)\.ts)$/.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/graphql': { target: bff, changeOrigin: false },
      '/img': { target: bff, changeOrigin: false },
    },
  },
}));
