import type { Resolvers } from '../graphql/generated';
import { memberCall } from '../session/member-call';
import { unwrap } from '../graphql/upstream-data';
import { createMemberGet } from '../session/member-get';
import { toParkingPass } from './mapper';
import { parkingPassSchema } from './upstream';

// The member's parking code on the dashboard's overview. It is one card among others: where the mall
// has no car park (the platform's 404), or the platform cannot give it now, the card is left out rather
// than the whole overview failing; a refused session stays UNAUTHENTICATED (and ends).

export const parkingPassResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    parkingPass: async (_root, _args, ctx) => {
      const get = createMemberGet(ctx.reply.server.upstream);
      const result = await get(memberCall(ctx), 'me/parking/show-qr-code', parkingPassSchema);
      if (!result.ok && result.error.kind === 'not-found') return null;
      if (!result.ok && result.error.kind !== 'unauthorized') {
        ctx.log.warn({ kind: result.error.kind, status: result.error.status }, 'parking code unavailable');
        return null;
      }
      const pass = await toParkingPass(unwrap(ctx, result), ctx.tenant.timeZone);
      if (!pass) ctx.log.warn('parking code with invalid dates, left out');
      return pass;
    },
  },
};
