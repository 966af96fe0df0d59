import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { opsAllowed } from '../plugins/ops-auth';
import type { UpstreamHealth } from '../upstream/client';

// Liveness, readiness and the ops' cache purge. Readiness reports the cache's state: with Redis down
// the bff still serves (in-process cache and upstream), so it stays ready and says it is degraded.
// Upstream calls that cannot complete (a wedged pool) or cache loads that never settle make it not
// ready.
// Under pressure (load shedding) it answers 503, so the load balancer sends new work elsewhere; liveness
// stays 200 then, or an orchestrator would restart a process that is only busy. Neither is ever shed.
/**
 * Upstream calls still unsettled past their time limit before the replica says it is not ready: a
 * wedged pool gathers them by the dozen, while one late call on a machine too busy to run its timers
 * in time must not take a replica out.
 */
export const STUCK_CALLS_LIMIT = 4;

/** Whether upstream calls cannot complete: calls stuck past their time limit, or loads that never settle. */
export function isWedged(upstream: UpstreamHealth, loads: { stuckLoads: number }): boolean {
  return upstream.stuck >= STUCK_CALLS_LIMIT || loads.stuckLoads > 0;
}

const opsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', { logLevel: 'warn', config: { shed: false } }, async () => ({ ok: true }));
  fastify.get('/readyz', { logLevel: 'warn', config: { shed: false } }, async (_request, reply) => {
    const cache = fastify.cacheStatus();
    const load = fastify.loadState();
    const upstream = fastify.upstream.health();
    const loads = fastify.cache.health();
    // Calls the pool cannot complete, or loads that never settle (issue 17): this replica would answer
    // 503 after its time budget to every page that needs the platform. Not ready, so the load
    // balancer sends the work to a replica that can do it.
    const wedged = isWedged(upstream, loads);
    const ok = !load.underPressure && !wedged;
    const body = { ok, cache, degraded: cache === 'redis-down', load, upstream: { ...upstream, wedged }, loads };
    if (ok) return body;
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
