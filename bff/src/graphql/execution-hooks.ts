import { GraphQLError, type DocumentNode } from 'graphql';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { endSession } from '../session/session';
import type { GraphQLContext } from './context';
import { estimateCost } from './cost';
import { DocumentRefused, refused } from './errors';
import { documentLimitErrors } from './limits';
import { declaredIn, undeclaredError, undeclaredVariables, wellFormedValue, withVariableDefaults } from './variables';

// mercurius's hooks around every execution, on its route as in the page render and the page cache:
// the limits that grow with the document, the variables' checks, the cost estimate, and a refused
// session's end.

export function addExecutionHooks(graphql: FastifyInstance['graphql'], config: Pick<Config, 'GRAPHQL_MAX_COST'>): void {
    // mercurius reads a source that is not GraphQL as a JSON AST, which skips the parser's token
    // limit; the app never sends one. (`{` followed by `"` is never valid GraphQL.)
    graphql.addHook('preParsing', async (_schema, source) => {
      if (/^\s*\{\s*"/.test(source)) {
        throw new DocumentRefused([new GraphQLError('Syntax Error: the query must be GraphQL text.', { extensions: { code: 'BAD_USER_INPUT' } })]);
      }
    });
    // Field and alias counts before validation, whose cost grows faster than the document.
    graphql.addHook('preValidation', async (_schema, document) => {
      const errors = documentLimitErrors(document);
      if (errors.length > 0) throw new DocumentRefused(errors);
    });
    // The cost estimate (cost.ts), per request: a size may come from the variables. A document whose
    // sizes are all literal costs the same every time (mercurius hands over its cached document).
    const costs = new WeakMap<DocumentNode, number>();
    graphql.addHook('preExecution', async (schema, document, _context, variables) => {
      const undeclared = undeclaredVariables(declaredIn(document), variables ?? {});
      if (undeclared.length > 0) throw new DocumentRefused([undeclaredError(undeclared)]);
      // Text that is not well-formed Unicode (a lone surrogate, which JSON can carry) is no one's
      // input, and no encoder downstream can write it (a search answered INTERNAL, issue 17).
      const malformed = Object.keys(variables ?? {}).find((name) => !wellFormedValue(variables![name]));
      if (malformed !== undefined) throw refused('BAD_USER_INPUT', `Variable "$${malformed.slice(0, 64)}" is not well-formed text.`);
      // Defaults of left-out variables are filled in here: the compiled query (graphql-jit 0.8) refuses
      // a left-out non-null variable even when the document gives it a default, as graphql-js does not.
      const filled = withVariableDefaults(document, variables ?? {});
      let cost = costs.get(document);
      if (cost === undefined) {
        const estimate = estimateCost(schema, document, variables ?? {});
        cost = estimate.cost;
        if (!estimate.usesVariables) costs.set(document, cost);
      }
      if (cost > config.GRAPHQL_MAX_COST) {
        throw refused('QUERY_TOO_COSTLY', `Query too costly: its estimated cost is ${Number.isFinite(cost) ? Math.round(cost) : 'unbounded'}, at most ${config.GRAPHQL_MAX_COST} per request.`);
      }
      return filled === variables ? undefined : { variables: filled };
    });
    // A session the platform refused (spec §8 "Unauthorized: clear stored token, go to login") ends in
    // the browser too: whatever the field, an UNAUTHENTICATED answer to a request that carried a token
    // clears its cookie. The app then sends the member to sign in.
    graphql.addHook('onResolution', async (execution, context) => {
      const ctx = context as unknown as GraphQLContext;
      if (ctx.session && execution.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) endSession(ctx.reply);
    });
}
