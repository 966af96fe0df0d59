import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { opsAllowed } from './ops-auth';

declare module 'fastify' {
  interface FastifyInstance {
    metricsRegistry: Registry;
    /** Records one answered request (the responses' fast path answers outside Fastify's hooks). */
    observeRequest(tenant: string, route: string, statusCode: number, seconds: number): void;
  }
}

// Prometheus metrics (DESIGN.md: ops see hit, miss, stale and error counts per tenant and data
// family). One registry per app instance, so tests can build several apps in one process.
export default fp(
  async (fastify) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'bff_http_request_duration_seconds',
      help: 'HTTP request duration by tenant, route and status class',
      labelNames: ['tenant', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    fastify.decorate('metricsRegistry', registry);
    // The labelled child of each label set is found once, not hashed again on every request (tenants,
    // route templates and status classes are small closed sets).
    const children = new Map<string, { observe(value: number): void }>();
    const observeRequest = (tenant: string, route: string, statusCode: number, seconds: number) => {
      const status = `${Math.floor(statusCode / 100)}xx`;
      const key = `${tenant}\u0000${route}\u0000${status}`;
      let child = children.get(key);
      if (!child) children.set(key, (child = duration.labels({ tenant, route, status })));
      child.observe(seconds);
    };
    fastify.decorate('observeRequest', observeRequest);
    fastify.addHook('onResponse', (request, reply, done) => {
      observeRequest(request.tenant?.id ?? 'none', request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    fastify.get('/metrics', { logLevel: 'warn', config: { shed: false } }, async (request, reply) => {
      if (!opsAllowed(fastify, request)) return reply.code(404).send({ error: 'NOT_FOUND' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
