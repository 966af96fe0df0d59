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
};

export default buildInfoRoute;
