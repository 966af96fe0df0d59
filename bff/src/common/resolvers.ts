import type { Resolvers } from '../graphql/generated';

// schema/common.graphql: the facade's liveness field (its enums and the JSON scalar need no resolver).
export const commonResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    ok: () => true,
  },
};
