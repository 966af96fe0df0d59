import type { Resolvers } from '../graphql/generated';
import { unwrap } from '../graphql/upstream-data';
import { memberCall } from '../session/member-call';
import { memberChannel } from './channels';
import { CHANNEL_AUTH_PATH, USER_AUTH_PATH } from './routes';

// How the browser's pusher-js connects for this tenant and member (schema/messages.graphql
// RealtimeConnection): the tenant's app's public settings and the member's own channel. Null for a
// visitor and for a tenant without realtime: the screens then ask again on a timer.

export const realtimeResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    realtime: async (_root, _args, ctx) => {
      const realtime = ctx.reply.server.memberRealtime.forTenant(ctx.tenant);
      if (!realtime || !ctx.session) return null;
      const member = unwrap(ctx, await ctx.reply.server.memberRealtime.member.find(memberCall(ctx)));
      const { key, cluster, host, port, tls } = realtime.app;
      return {
        key,
        cluster,
        host,
        port,
        tls,
        channel: memberChannel(ctx.tenant.platformTenantId, member.id),
        channelAuthEndpoint: CHANNEL_AUTH_PATH,
        userAuthEndpoint: USER_AUTH_PATH,
      };
    },
  },
};
