import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { buildContext } from './context';
import { aliasLimit, documentLimitErrors, fieldCostLimit, limits, noIntrospection, withoutSuggestions } from './limits';
import { resolvers } from './resolvers';

export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadSchema(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'))
    .join('\n');
}

const knownCodes = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'UPSTREAM_UNAVAILABLE', 'RATE_LIMITED']);

export const graphqlPath = '/graphql';

/** A refusal before execution, in the shape mercurius' error formatter reads (`errors` of a 400). */
class DocumentRefused extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: GraphQLError[]) {
    super(errors[0]?.message ?? 'Document refused.');
  }
}

export default fp(
  async (fastify) => {
    const config = fastify.config;
    const maxBytes = config.GRAPHQL_MAX_BYTES;

    // A GET carries its document in the URL: the same byte limit as a POST body, before anything is read.
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.url.length <= maxBytes || !request.url.startsWith(graphqlPath)) return;
      const path = request.url.slice(0, request.url.indexOf('?') >>> 0);
      if (path !== graphqlPath) return;
      return reply
        .code(414)
        .send({ data: null, errors: [{ message: `Request too large: at most ${maxBytes} bytes.`, extensions: { code: 'BAD_USER_INPUT' } }] });
    });

    const validationRules = [aliasLimit(), fieldCostLimit()];
    if (!config.GRAPHQL_INTROSPECTION) validationRules.push(noIntrospection);

    await fastify.register(mercurius, {
      schema: loadSchema(),
      resolvers: resolvers as never,
      context: buildContext,
      path: graphqlPath,
      graphiql: false,
      queryDepth: limits.depth,
      validationRules,
      graphql: { parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS, noLocation: true }, validateOptions: { maxErrors: 10 } },
      cache: config.GRAPHQL_DOCUMENT_CACHE > 0 ? config.GRAPHQL_DOCUMENT_CACHE : false,
      additionalRouteOptions: { bodyLimit: maxBytes },
      csrfPrevention: true,
      allowBatchedQueries: false,
      // Compile a query after its first use: the same few queries (one per screen) run all day.
      jit: 1,
      // Every error leaves with a code; anything without one of ours is an internal error whose
      // message is hidden (the log keeps it).
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        const errors = (formatted.response.errors ?? []).map((error) => {
          const code = error.extensions?.code;
          if (typeof code === 'string' && knownCodes.has(code)) return error;
          // No path: the document itself was refused (syntax, validation, limits), never executed.
          if (error.path === undefined) {
            const message = config.GRAPHQL_INTROSPECTION ? error.message : withoutSuggestions(error.message);
            return { ...error, message, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } };
          }
          return { message: 'Internal error.', path: error.path, locations: error.locations, extensions: { code: 'INTERNAL' } };
        });
        // A refused document is a bad request however many errors it has (mercurius answers 200 for several).
        const refused = formatted.response.data == null && errors.length > 0 && errors.every((error) => error.path === undefined);
        const statusCode = refused && formatted.statusCode < 400 ? 400 : formatted.statusCode;
        return { statusCode, response: { ...formatted.response, errors } };
      },
    });

    // mercurius reads a source that is not GraphQL as a JSON AST, which skips the parser's token
    // limit; the app never sends one. (`{` followed by `"` is never valid GraphQL.)
    fastify.graphql.addHook('preParsing', async (_schema, source) => {
      if (/^\s*\{\s*"/.test(source)) {
        throw new DocumentRefused([new GraphQLError('Syntax Error: the query must be GraphQL text.', { extensions: { code: 'BAD_USER_INPUT' } })]);
      }
    });
    // Field and alias counts before validation, whose cost grows faster than the document.
    fastify.graphql.addHook('preValidation', async (_schema, document) => {
      const errors = documentLimitErrors(document);
      if (errors.length > 0) throw new DocumentRefused(errors);
    });
  },
  { name: 'graphql', dependencies: ['upstream', 'tenancy', 'config', 'budget'] },
);
