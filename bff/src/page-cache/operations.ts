import fp from 'fastify-plugin';
import { parse } from 'graphql';
import { buildContext } from '../graphql/context';
import { graphqlPath } from '../graphql/path';
import { declaredIn, undeclaredError, undeclaredVariables } from '../graphql/variables';
import { persistedHash, persistedOperations, sha256Hex, type PersistedOperations } from '../graphql/persisted';
import { hasSession } from '../session/session';
import { toCachedResponse, type CachedResponse } from './cached-response';
import { operationKey, type PageCacheKey } from './keys';

// Page operations in the page cache (docs/architecture.md, "The page cache"): the public operations
// the first HTML embeds (the layout's and every page's), sent as GET (as urql sends them: by hash) by
// a visitor without a session, are answered from the cache: the whole result, compressed, with an
// ETag. Only those operations, so what anyone can name never fills the cache. A miss runs the
// operation through mercurius's own execution (`reply.graphql`: its hooks, limits and error
// formatting); a result with errors is sent, never cached; a document mercurius refuses is answered
// by mercurius's error handler, as on its own route.

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A GET /graphql URL's operation when it is one the first HTML embeds (cacheable), with its cache
     * key; or the variables it names that the operation does not declare (refused with 400).
     */
    cacheableOperation(url: string): CacheableOperation | UndeclaredVariables | null;
  }
}

export interface CacheableOperation {
  query: string;
  operation: string;
  variables: Record<string, unknown>;
  key: PageCacheKey;
}

/** A request naming variables its operation does not declare. */
export interface UndeclaredVariables {
  undeclared: readonly string[];
}

/** Not cached: a result with errors (sent as it is), or a document mercurius refused (thrown). */
type NotCached = { retryable: true; response: CachedResponse } | { retryable: true; thrown: unknown };

export default fp(
  async (fastify) => {
    const config = fastify.config;
    // The build's operations, by the hash its client sends (graphql/persisted.ts).
    const persisted = persistedOperations(fastify.webBuild.entry?.persistedOperations ?? {});

    // The variables each known operation declares, read from its text once (bounded: outside
    // production any text may be sent).
    const declaredByText = new Map<string, ReadonlySet<string> | null>();
    function declaredVariables(query: string): ReadonlySet<string> | null {
      let declared = declaredByText.get(query);
      if (declared === undefined) {
        try {
          declared = declaredIn(parse(query, { maxTokens: config.GRAPHQL_MAX_TOKENS, noLocation: true }));
        } catch {
          declared = null; // mercurius answers the syntax error
        }
        if (declaredByText.size >= 1000) declaredByText.clear();
        declaredByText.set(query, declared);
      }
      return declared;
    }

    /** Remembered per URL (bounded: URLs come from outside). */
    const operationsByUrl = new Map<string, CacheableOperation | UndeclaredVariables | null>();
    function cacheableOperation(url: string): CacheableOperation | UndeclaredVariables | null {
      const known = operationsByUrl.get(url);
      if (known !== undefined) return known;
      const found = parseCacheableOperation(url, fastify.webBuild.operations, persisted, !config.GRAPHQL_PERSISTED_ONLY, declaredVariables);
      if (operationsByUrl.size >= 1000) operationsByUrl.clear();
      operationsByUrl.set(url, found);
      return found;
    }
    fastify.decorate('cacheableOperation', cacheableOperation);

    const json = 'application/json; charset=utf-8';
    fastify.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (url !== graphqlPath && !url.startsWith(`${graphqlPath}?`)) return;
      // A member's answers are theirs alone: no browser cache keeps them, no proxy shares them.
      if (hasSession(request)) {
        void reply.header('cache-control', 'private, no-store');
        return;
      }
      if (request.method !== 'GET') return;
      // mercurius' CSRF prevention refuses a GET without one of these; let it answer.
      if (request.headers['mercurius-require-preflight'] === undefined && request.headers['x-apollo-operation-name'] === undefined) return;
      const cacheable = cacheableOperation(url);
      if (!cacheable) return;
      // Variables the operation does not declare (issue 17: 5,000 GETs with one made 5,004 cached
      // copies): refused before any cache is touched.
      if ('undeclared' in cacheable) return reply.code(400).type(json).header('cache-control', 'no-store').send({ errors: [undeclaredError(cacheable.undeclared)] });
      const { query, operation, variables, key } = cacheable;
      const result = await fastify.cache.get<CachedResponse, NotCached>(
        { tenant: request.tenant.id, family: 'response', ...key },
        async () => {
          try {
            // mercurius's execution: its hooks (limits, cost), its JIT, its error formatter, which sets
            // the reply's status for a result with errors.
            const executed = await reply.graphql(query, { ...buildContext(request, reply), app: fastify } as never, variables, operation);
            const response = toCachedResponse(executed.errors?.length ? reply.statusCode : 200, json, JSON.stringify(executed));
            return executed.errors?.length ? { ok: false, error: { retryable: true, response } } : { ok: true, value: response };
          } catch (thrown) {
            return { ok: false, error: { retryable: true, thrown } };
          }
        },
      );
      // A document mercurius refused (its hooks throw): its error handler answers, as on its own route.
      if (result.ok) return fastify.pageCache.send(request, reply, result.value, 'no-cache', result.state);
      const failed = result.error;
      if ('thrown' in failed) {
        void reply.header('cache-control', 'no-store');
        throw failed.thrown;
      }
      return fastify.pageCache.send(request, reply, failed.response, 'no-store', 'pass');
    });
  },
  { name: 'page-operations', dependencies: ['page-cache', 'cache', 'config', 'web-build', 'tenancy'] },
);

/**
 * Reads a GET /graphql URL: its document (by hash, or as text when `textAllowed`), operation and
 * variables, if the operation is one of `operations`.
 */
export function parseCacheableOperation(
  url: string,
  operations: ReadonlySet<string>,
  persisted: PersistedOperations,
  textAllowed: boolean,
  declaredVariables: (query: string) => ReadonlySet<string> | null,
): CacheableOperation | UndeclaredVariables | null {
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const text = params.get('query');
  let query: string;
  let operation: string | undefined;
  if (text) {
    const known = persisted.byText(text);
    // Any other text is mercurius' to answer (or refuse).
    if (!known && !textAllowed) return null;
    query = text;
    operation = known?.operation ?? params.get('operationName') ?? /^\s*query\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1];
  } else {
    let extensions: unknown;
    try {
      extensions = JSON.parse(params.get('extensions') ?? 'null');
    } catch {
      return null;
    }
    const hash = persistedHash(extensions);
    const known = hash ? persisted.byHash(hash) : undefined;
    if (!known) return null;
    query = known.query;
    operation = known.operation;
  }
  const named = params.get('operationName');
  if (!operation || !operations.has(operation) || (named !== null && named !== operation)) return null;
  let variables: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(params.get('variables') ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    variables = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const declared = declaredVariables(query);
  if (declared === null) return null;
  const undeclared = undeclaredVariables(declared, variables);
  if (undeclared.length > 0) return { undeclared };
  return { query, operation, variables, key: operationKey(operation, sha256Hex(query), variables) };
}
