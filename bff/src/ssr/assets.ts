import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

// The browser's files (web/dist/client) as the build wrote them: hashed assets cached for good, the
// build's brotli and gzip copies sent by Accept-Encoding. No page is a file: pages are page-route.ts's.

export default fp(
  async (fastify) => {
    const production = fastify.config.NODE_ENV === 'production';
    const { clientDir, entry } = fastify.webBuild;
    if (!entry) return;
    await fastify.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // The ETag alone revalidates a file; hashed assets are never revalidated at all. Neither needs
      // Last-Modified, nor ranges (scripts and styles are fetched whole): fewer bytes on each answer.
      lastModified: false,
      acceptRanges: false,
      // The build's .br/.gz copies are sent by Accept-Encoding; they get no routes of their own.
      preCompressed: true,
      // The service worker has a route of its own (routes/service-worker.ts: no-cache); the offline
      // page is rendered (routes/offline-page.ts), its built HTML only names its script.
      globIgnore: ['**/*.br', '**/*.gz', 'sw.js', 'sw.js.map', 'offline.html'],
      // Source maps are for developers: production does not publish its sources.
      allowedPath: (pathName: string) => !pathName.startsWith('/.vite/') && !(production && pathName.endsWith('.map')),
      setHeaders(res, path) {
        // Vite's hashed file names change with their content: cache them for good.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  },
  { name: 'ssr-assets', dependencies: ['config', 'web-build'] },
);
