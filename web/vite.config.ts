import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressibleExtensions, precompress } from './build/precompress.ts';

// In development (`npm run dev`) Vite serves the SPA with reload and forwards the bff's routes to it.
// `npm run build` makes two builds: the browser's (dist/client, served by the bff) and the server's
// (dist/server/entry-server.js, which the bff imports to render pages; never served).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of the browser's files, sent by Accept-Encoding (not of the source maps).
  plugins: [react(), precompress({ extensions: compressibleExtensions.filter((extension) => extension !== 'map') })],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    // Maps are written for developers, but no bundle points to them; production does not serve them.
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    // The bff reads the client manifest to modulepreload a page's own chunks in its first HTML.
    manifest: !isSsrBuild,
    rollupOptions: {
      output: isSsrBuild ? {} : {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id)) return 'react';
          if (/node_modules\/(urql|@urql|wonka|graphql|graphql-tag)\//.test(id)) return 'graphql';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
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
