import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { Resolvers } from '../graphql/generated';

// What a bff domain gives the app, from its own folder; nothing outside it lists the domain.
// - `<domain>/domain.ts`, default export `defineDomain({ resolvers, routes })`: its resolvers (merged by
//   graphql/resolvers.ts) and its Fastify plugins (registered by app.ts).
// - `<domain>/calls.ts` (when it reads public upstream data), default export `(get: PublicGet) => calls`:
//   its public calls, gathered into `fastify.publicCalls`, the GraphQL context's `calls` (upstream/public-calls.ts).
// scripts/bff-domains.mjs finds both after codegen and writes domains/generated.ts. The public calls are a
// module of their own because the context's type is made from them, and the resolvers' types are made
// from the context: inferred from one object with the resolvers, that type would be a circle.

/** One domain's resolvers object: `Pick<Resolvers, …>` where it is written, which makes a wrong shape a compile error there. */
export type DomainResolvers = { readonly [Type in keyof Resolvers]?: object };

export interface Domain {
  /** Its part of the schema (schema/<domain>.graphql): Query fields and types. Two domains resolving one field is a start-up error. */
  resolvers?: DomainResolvers | readonly DomainResolvers[];
  /** Its Fastify plugins: HTTP routes of its own, or a service its resolvers read. Registered in this order. */
  routes?: readonly (FastifyPluginAsync | FastifyPluginCallback)[];
}

export function defineDomain(domain: Domain): Domain {
  return domain;
}
