import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { buildContext } from './context';
import { aliasLimit, fieldCostLimit, limits } from './limits';
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

export default fp(
  async (fastify) => {
    await fastify.register(mercurius, {
      schema: loadSchema(),
      resolvers: resolvers as never,
      context: buildContext,
      path: '/graphql',
      graphiql: false,
      queryDepth: limits.depth,
      validationRules: [aliasLimit(), fieldCostLimit()],
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
          if (error.path === undefined) return { ...error, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } };
          return { message: 'Internal error.', path: error.path, locations: error.locations, extensions: { code: 'INTERNAL' } };
        });
        return { statusCode: formatted.statusCode, response: { ...formatted.response, errors } };
      },
    });
  },
  { name: 'graphql', dependencies: ['upstream', 'tenancy'] },
);
