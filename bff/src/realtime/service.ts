import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../tenancy/tenants';
import { resolveRealtimeApps, type TenantRealtime } from './apps';
import { createMemberLookup, type MemberLookup } from './member';

// The realtime service the `realtime` query and the authorisation routes share (issue 20): each
// tenant's app and signer, resolved once at start-up, and who the session's member is.

export interface RealtimeService {
  /** The tenant's realtime app and signer; null: the tenant has none (its screens ask on a timer). */
  forTenant(tenant: Tenant): TenantRealtime | null;
  member: MemberLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    memberRealtime: RealtimeService;
  }
}

async function realtimeService(fastify: FastifyInstance): Promise<void> {
  const apps = resolveRealtimeApps(fastify.config, fastify.tenants.all);
  const member = createMemberLookup(fastify.upstream);
  fastify.decorate('memberRealtime', { forTenant: (tenant) => apps.get(tenant.id) ?? null, member } satisfies RealtimeService);
}

export default fp(realtimeService, { name: 'realtime', dependencies: ['config', 'tenancy', 'upstream'] });
