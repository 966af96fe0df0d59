import { UPLOAD_TYPES } from '@mall/site/uploads';
import type { Resolvers } from '../graphql/generated';

// What an upload may be (schema/uploads.graphql): the types of spec §5 and the configured size limit.
// The same for every member and tenant: no upstream call, nothing personal.

export const uploadsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    uploadRules: (_root, _args, ctx) => ({ maxBytes: ctx.reply.server.config.UPLOAD_MAX_BYTES, types: [...UPLOAD_TYPES] }),
  },
};
