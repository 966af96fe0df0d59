import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { buildContext } from './context';
import { negotiatedMediaType, nullExtensionsAsNone, persistedOnly, persistedQueryProvider } from './contract';
import { errorFormatter } from './error-format';
import { addExecutionHooks } from './execution-hooks';
import { aliasLimit, fieldCostLimit, limits, noIntrospection } from './limits';
import { persistedOperations } from './persisted';
import { graphqlPath } from './path';
import { resolvers } from './resolvers';

export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadSchema(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'))
    .join('\n');
}


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

    const formatErrors = errorFormatter(config.GRAPHQL_INTROSPECTION);

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

    addExecutionHooks(fastify.graphql, config);
  },
  { name: 'graphql', dependencies: ['upstream', 'tenancy', 'config', 'budget', 'web-build', 'page-operations'] },
);

