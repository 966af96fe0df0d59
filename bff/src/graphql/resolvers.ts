import { GraphQLScalarType } from 'graphql';
import { domains } from '../domains/generated';
import type { Resolvers } from './generated';

// Where the domains' resolvers meet (each domain's `resolvers`, in its domain.ts; the domains are found
// by domains/generated.ts). Each domain resolves its own Query fields and types; two domains resolving
// the same field is a start-up error, not a silent override.

export function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [type, resolvers] of Object.entries(part)) {
      if (resolvers === undefined) continue;
      const into = merged[type];
      if (resolvers instanceof GraphQLScalarType || into instanceof GraphQLScalarType) {
        if (into !== undefined) throw new Error(`Two domains resolve ${type}.`);
        merged[type] = resolvers;
        continue;
      }
      const fields: Record<string, unknown> = (into as Record<string, unknown> | undefined) ?? {};
      for (const [field, resolver] of Object.entries(resolvers as Record<string, unknown>)) {
        if (field in fields) throw new Error(`Two domains resolve ${type}.${field}.`);
        fields[field] = resolver;
      }
      merged[type] = fields;
    }
  }
  return merged as Resolvers;
}

// Each part is typed `Pick<Resolvers, …>` in its own file; the domain's module holds it as a plain object
// (domains/define-domain.ts says why), so it is a Resolvers again here.
export const resolvers = mergeResolvers(domains.flatMap((domain) => (domain.resolvers === undefined ? [] : [domain.resolvers].flat()) as Resolvers[]));
