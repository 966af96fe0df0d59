import fp from 'fastify-plugin';
import { createPublicData, type PublicData } from '../upstream/public-data';
import { createUpstreamClient, type UpstreamClient } from '../upstream/client';
import { createUpstreamMetrics } from '../upstream/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
    publicData: PublicData;
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
    fastify.decorate('publicData', createPublicData({ cache: fastify.cache, upstream, logger: fastify.log }));
    fastify.addHook('onClose', async () => upstream.close());
  },
  { name: 'upstream', dependencies: ['config', 'cache', 'metrics'] },
);
