import type { FastifyPluginAsync } from 'fastify';

// The id of the web build this process serves (spec §9 "Build manifest polled every 60 minutes"):
// the SPA compares it with the id it was built with and offers a reload when they differ. Never
// cached on the way: after a deploy the next poll must see the new id.
const buildInfoRoute: FastifyPluginAsync = async (fastify) => {
  fastify.get('/build.json', { logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache, no-store, must-revalidate');
    const { buildId } = fastify.webBuild;
    if (!buildId) return reply.code(404).send({ error: 'NOT_FOUND', message: 'The web app is not built.' });
    return { buildId };
  });

  // What links in view fetch ahead (web-build.ts, routePrefetches). Named by the build's id, so it is
  // cached for good: a new build has a new address. Another id is not this process's build: 404.
  fastify.get<{ Params: { id: string } }>('/build/:id/prefetch.json', { logLevel: 'warn' }, async (request, reply) => {
    const { buildId, prefetches } = fastify.webBuild;
    if (!buildId || request.params.id !== buildId) {
      void reply.header('cache-control', 'no-store');
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such build.' });
    }
    void reply.header('cache-control', 'public, max-age=31536000, immutable');
    return prefetches;
  });
};

export default buildInfoRoute;
