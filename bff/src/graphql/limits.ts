import { GraphQLError, Kind, type ASTNode, type DocumentNode, type ASTVisitor, type ValidationContext } from 'graphql';

// Query limits (DESIGN.md "The GraphQL facade"; issue "Harden the gateway", finding 1). A hostile
// request must cost little and be refused fast, so every stage is bounded before its work can grow
// with the input:
// - the body (or a GET's URL) is capped in bytes (GRAPHQL_MAX_BYTES), before any parsing;
// - the parser stops after GRAPHQL_MAX_TOKENS tokens;
// - `countDocument` then walks the parsed document once, iteratively, and refuses too many fields or
//   aliases before graphql-js validation runs (some of its rules, such as overlapping fields, grow
//   faster than the input);
// - depth is mercurius' own `queryDepth`;
// - parsed documents live in LRUs of GRAPHQL_DOCUMENT_CACHE entries (mercurius keeps valid and refused
//   documents apart, so refused ones never evict the app's own).

export const limits = { depth: 8, aliases: 20, fields: 400 } as const;

export interface DocumentCount {
  fields: number;
  aliases: number;
}

/** Counts the fields and aliases of a document, stopping as soon as a limit is passed. */
export function countDocument(document: DocumentNode, max: { fields: number; aliases: number } = limits): DocumentCount {
  const count: DocumentCount = { fields: 0, aliases: 0 };
  const stack: ASTNode[] = [...document.definitions];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === Kind.FIELD) {
      count.fields += 1;
      if (node.alias) count.aliases += 1;
      if (count.fields > max.fields || count.aliases > max.aliases) return count;
    }
    if ('selectionSet' in node && node.selectionSet) stack.push(...node.selectionSet.selections);
  }
  return count;
}

/** The errors for a document over the field or alias limits; empty when it may go on to validation. */
export function documentLimitErrors(document: DocumentNode, max: { fields: number; aliases: number } = limits): GraphQLError[] {
  const count = countDocument(document, max);
  const errors: GraphQLError[] = [];
  if (count.aliases > max.aliases) {
    errors.push(new GraphQLError(`Too many aliases: at most ${max.aliases} per request.`, { extensions: { code: 'BAD_USER_INPUT' } }));
  }
  if (count.fields > max.fields) {
    errors.push(new GraphQLError(`Query too costly: at most ${max.fields} fields per request.`, { extensions: { code: 'BAD_USER_INPUT' } }));
  }
  return errors;
}

/**
 * Refuses `__schema` and `__type` (not `__typename`, which clients use). graphql-js has this rule too,
 * but it checks types by instance, and the copy of graphql this ES module gets is not the one mercurius
 * builds the schema with.
 */
export function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(new GraphQLError(`GraphQL introspection is not allowed here (field "${node.name.value}").`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
      }
    },
  };
}

/** graphql-js adds "Did you mean …?" to unknown names: a map of the schema for whoever probes it. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean .*\?$/s, '');
}

// The same limits as validation rules: they also hold for documents that reach validation some other
// way (mercurius accepts a JSON AST where the text does not parse).
export function aliasLimit(max: number = limits.aliases) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias && ++count === max + 1) {
          context.reportError(new GraphQLError(`Too many aliases: at most ${max} per request.`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}

export function fieldCostLimit(max: number = limits.fields) {
  return (context: ValidationContext): ASTVisitor => {
    let cost = 0;
    return {
      Field(node) {
        if (node.kind === Kind.FIELD && ++cost === max + 1) {
          context.reportError(new GraphQLError(`Query too costly: at most ${max} fields per request.`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}
