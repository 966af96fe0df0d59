import type { Resolvers } from '../graphql/generated';
import { gqlError } from '../graphql/errors';

// schema/tenancy.graphql: what the web needs of the tenant's config (tenancy/tenants.ts), never
// upstream addresses or secrets. The tenant itself is chosen by the tenancy plugin.
export const tenantResolvers: Pick<Resolvers, 'Query' | 'Tenant'> = {
  Query: {
    tenant: (_root, _args, ctx) => ctx.tenant,
  },
  Tenant: {
    secondLevelDomain: (t) => t.tenantSecondLevelDomain,
    gtmId: (t) => t.gtmId || null,
    metaId: (t) => t.metaId || null,
    // The tenant's realtime app (its own, or the shared one: bff/src/realtime/apps.ts), public settings only.
    realtimeAppKey: (t, _args, ctx) => ctx.reply.server.memberRealtime.forTenant(t)?.app.key ?? null,
    realtimeCluster: (t, _args, ctx) => ctx.reply.server.memberRealtime.forTenant(t)?.app.cluster ?? null,
    meta: (t, { lang }) => {
      const tags = t.pagesMetaTags[lang];
      if (!tags) throw gqlError('NOT_FOUND', `No page metadata for ${lang}.`);
      return tags.index;
    },
  },
};
