import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { GraphQLError, type DocumentNode } from 'graphql';
import mercurius, { type MercuriusOptions } from 'mercurius';
import { endSession } from '../session/session';
import { buildContext, type GraphQLContext } from './context';
import { negotiatedMediaType, nullExtensionsAsNone, persistedOnly, persistedQueryProvider } from './contract';
import { estimateCost } from './cost';
import { DocumentRefused, refused } from './errors';
import { aliasLimit, documentLimitErrors, fieldCostLimit, limits, noIntrospection, withoutSuggestions } from './limits';
import { persistedOperations } from './persisted';
import { graphqlPath } from './path';
import { resolvers } from './resolvers';
import { declaredIn, undeclaredError, undeclaredVariables, wellFormedValue, withVariableDefaults } from './variables';

export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadSchema(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'))
    .join('\n');
}

const knownCodes = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ONLY',
  'QUERY_TOO_COSTLY',
]);

export { graphqlPath } from './path';

export default fp(
  async (fastify) => {
    const config = fastify.config;
    const maxBytes = config.GRAPHQL_MAX_BYTES;
    // The build's operations, by the hash its client sends (persisted.ts).
    const persisted = persistedOperations(fastify.webBuild.entry?.persistedOperations ?? {});
    if (config.GRAPHQL_PERSISTED_ONLY && fastify.webBuild.entry && persisted.size === 0) {
      fastify.log.warn('the web build names no persisted operations (an older build?): every GraphQL request over HTTP will be refused; rebuild the web');
    }

    // A GET carries its document in the URL: the same byte limit as a POST body, before anything is read.
    // (Callback style: it runs for every request, and an async hook costs a promise each time.)
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.url.length <= maxBytes || !request.url.startsWith(graphqlPath)) return done();
      const path = request.url.slice(0, request.url.indexOf('?') >>> 0);
      if (path !== graphqlPath) return done();
      // Answered here: a hook that sends does not call done().
      reply.code(414).send({ errors: [{ message: `Request too large: at most ${maxBytes} bytes.`, extensions: { code: 'BAD_USER_INPUT' } }] });
    });

    const validationRules = [aliasLimit(), fieldCostLimit()];
    if (!config.GRAPHQL_INTROSPECTION) validationRules.push(noIntrospection);

    // Every error leaves with a code; anything without one of ours is an internal error whose message
    // is hidden (the log keeps it).
    const formatErrors: NonNullable<MercuriusOptions['errorFormatter']> = (execution, context) => {
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
      // A refused document is a bad request however many errors it has (mercurius answers 200 for several),
      // and its answer has no data entry: nothing was executed (GraphQL spec, "Response Format";
      // GraphQL over HTTP, application/graphql-response+json).
      const notExecuted = formatted.response.data == null && errors.length > 0 && errors.every((error) => error.path === undefined);
      if (!notExecuted) return { statusCode: formatted.statusCode, response: { ...formatted.response, errors } };
      return { statusCode: formatted.statusCode < 400 ? 400 : formatted.statusCode, response: { errors } as typeof formatted.response };
    };

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
      // The GraphQL contract (contract.ts): null extensions, only the build's operations when
      // GRAPHQL_PERSISTED_ONLY, the media type the client asked for; operations named by hash.
      additionalRouteOptions: {
        bodyLimit: maxBytes,
        preValidation: nullExtensionsAsNone,
        ...(config.GRAPHQL_PERSISTED_ONLY ? { preHandler: persistedOnly(persisted) } : {}),
        onSend: negotiatedMediaType,
      },
      persistedQueryProvider: persistedQueryProvider(persisted),
      csrfPrevention: true,
      allowBatchedQueries: false,
      // Compile a query after its first use: the same few queries (one per screen) run all day.
      jit: 1,
      // Every error leaves with a code; anything without one of ours is an internal error whose
      // message is hidden (the log keeps it).
      errorFormatter: formatErrors,
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
    // The cost estimate (cost.ts), per request: a size may come from the variables. A document whose
    // sizes are all literal costs the same every time (mercurius hands over its cached document).
    const costs = new WeakMap<DocumentNode, number>();
    fastify.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
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
    fastify.graphql.addHook('onResolution', async (execution, context) => {
      const ctx = context as unknown as GraphQLContext;
      if (ctx.session && execution.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) endSession(ctx.reply);
    });
  },
  { name: 'graphql', dependencies: ['upstream', 'tenancy', 'config', 'budget', 'web-build', 'page-operations'] },
);

