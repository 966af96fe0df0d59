import fp from 'fastify-plugin';
import { createPublicCalls, type PublicCalls } from '../upstream/public-calls';
import { createUpstreamClient, type UpstreamClient } from '../upstream/client';
import { createUpstreamMetrics } from '../upstream/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
    /** The domains' public upstream calls (each domain's calls.ts), through the shared cache. */
    publicCalls: PublicCalls;
  }
}

export default fp(
  async (fastify) => {
    const upstream = createUpstreamClient({
      timeoutMs: fastify.config.UPSTREAM_TIMEOUT_MS,
      retries: fastify.config.UPSTREAM_RETRIES,
      logger: fastify.log,
      metrics: createUpstreamMetrics(fastify.metricsRegistry),
    });
    fastify.decorate('upstream', upstream);
    const publicCalls = createPublicCalls({ cache: fastify.cache, upstream, logger: fastify.log });
    fastify.decorate('publicCalls', publicCalls);
    fastify.addHook('onClose', async () => upstream.close());
  },
  { name: 'upstream', dependencies: ['config', 'cache', 'metrics'] },
);
