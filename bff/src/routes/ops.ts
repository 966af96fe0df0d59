import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { opsAllowed } from '../plugins/ops-auth';

// Liveness, readiness and the ops' cache purge. Readiness reports the cache's state: with Redis down
// the bff still serves (in-process cache and upstream), so it stays ready and says it is degraded.
// Under pressure (load shedding) it answers 503, so the load balancer sends new work elsewhere; liveness
// stays 200 then, or an orchestrator would restart a process that is only busy. Neither is ever shed.
const opsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', { logLevel: 'warn', config: { shed: false } }, async () => ({ ok: true }));
  fastify.get('/readyz', { logLevel: 'warn', config: { shed: false } }, async (_request, reply) => {
    const cache = fastify.cacheStatus();
    const load = fastify.loadState();
    const body = { ok: !load.underPressure, cache, degraded: cache === 'redis-down', load };
    if (!load.underPressure) return body;
    return reply.code(503).header('retry-after', String(fastify.config.LOAD_RETRY_AFTER_S)).send(body);
  });

  const purgeBody = z.object({ tenant: z.string().min(1) });
  fastify.post('/ops/cache/purge', async (request, reply) => {
    if (!opsAllowed(fastify, request)) return reply.code(404).send({ error: 'NOT_FOUND' });
    const parsed = purgeBody.safeParse(request.body);
    if (!parsed.success || !fastify.tenants.byId(parsed.data.tenant)) {
      return reply.code(400).send({ error: 'BAD_USER_INPUT', message: 'tenant must be one of the configured tenants' });
    }
    try {
      const removed = await fastify.cache.purgeTenant(parsed.data.tenant);
      request.log.info({ purged: parsed.data.tenant, removed }, 'cache purged');
      return { tenant: parsed.data.tenant, removed };
    } catch (error) {
      // This process's copies are gone, but Redis could not be purged: say so rather than succeed.
      request.log.error({ err: error, tenant: parsed.data.tenant }, 'cache purge failed');
      return reply.code(503).send({ error: 'CACHE_UNAVAILABLE', message: 'Redis could not be purged; try again.' });
    }
  });
};

export default opsRoutes;
