import fp from 'fastify-plugin';
import type { Tenant, Tenants } from './tenants';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: Tenants;
  }
  interface FastifyRequest {
    /** The tenant of the request's Host (DESIGN.md "Tenants"); set before any handler runs. */
    tenant: Tenant;
  }
}

// The tenant is chosen by the request's Host only; unknown hosts are the default tenant.
export default fp<{ tenants: Tenants }>(
  async (fastify, { tenants }) => {
    fastify.decorate('tenants', tenants);
    fastify.decorateRequest('tenant', null as unknown as Tenant);
    fastify.addHook('onRequest', (request, _reply, done) => {
      request.tenant = tenants.forHost(request.headers.host);
      done();
    });
  },
  { name: 'tenancy' },
);
