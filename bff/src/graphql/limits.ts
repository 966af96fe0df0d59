import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';

// Query limits (DESIGN.md "The GraphQL facade": depth, alias and cost limits). Depth is mercurius'
// own `queryDepth`; these two rules bound aliases (a cheap way to multiply work) and the number of
// fields a single document may select (a simple cost: every field costs 1, list or not).

export const limits = { depth: 8, aliases: 20, fields: 400 } as const;

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
