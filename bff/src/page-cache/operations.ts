import fp from 'fastify-plugin';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { buildContext } from '../graphql/context';
import { graphqlPath } from '../graphql/path';
import { declaredIn, undeclaredError, undeclaredVariables } from '../graphql/variables';
import { persistedHash, persistedOperations, sha256Hex, type PersistedOperations } from '../graphql/persisted';
import { hasSession } from '../session/session';
import { toCachedResponse, type CachedResponse } from './cached-response';
import { keptKey, operationKey, type PageCacheKey } from './keys';
import { BoundedMemory } from '../shared/bounded-memory';

// Page operations in the page cache (docs/architecture.md, "The page cache"): the web build's queries
// (the layout's, every page's and the browser's own, issue 23: a visitor's query reads nothing but its
// tenant, language and variables, as only the session makes an answer personal), sent as GET (as urql
// sends them: by hash) by a visitor without a session, are answered from the cache: the whole result,
// compressed, with an ETag. Only the build's queries, so what anyone can name never fills the cache;
// and not those reading a root field of `uncachedRootFields`. A miss runs the
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

/**
 * Root fields whose results must never be served from the response cache, so no operation reading one
 * is kept: booking's free times (the `availability` family, cache/policies.ts) are never served stale,
 * and a booking drops their copy at once, which a kept response (10 s fresh, a day of stale) would not.
 */
export const uncachedRootFields: ReadonlySet<string> = new Set(['bookingOptions']);

/** What the response cache needs of a document: its variables, and its one operation's name and kind. */
export interface ReadDocument {
  declared: ReadonlySet<string>;
  /** The document's only operation, when it has exactly one (the web's operations do). */
  operation: OperationDefinitionNode | null;
}

export function readDocument(document: DocumentNode): ReadDocument {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return { declared: declaredIn(document), operation: operations.length === 1 ? (operations[0] ?? null) : null };
}

/** Whether an operation's result may be kept for every visitor: a query that reads no root field of `uncachedRootFields`. */
export function isCacheableQuery(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every((selection) => selection.kind !== Kind.FIELD || !uncachedRootFields.has(selection.name.value));
}

/** The build's operations that are kept for visitors, by name (their texts as the build persisted them). */
export function cacheableOperationNames(texts: Readonly<Record<string, string>>): Set<string> {
  const names = new Set<string>();
  for (const [name, text] of Object.entries(texts)) {
    const { operation } = readDocument(parse(text, { noLocation: true }));
    if (operation && operation.name?.value === name && isCacheableQuery(operation)) names.add(name);
  }
  return names;
}

export default fp(
  async (fastify) => {
    const config = fastify.config;
    // The build's operations, by the hash its client sends (graphql/persisted.ts).
    const texts = fastify.webBuild.entry?.persistedOperations ?? {};
    const persisted = persistedOperations(texts);
    const cacheable = cacheableOperationNames(texts);

    // Each text's variables and operation, read once (bounded: outside production any text may be sent).
    const readByText = new BoundedMemory<string, ReadDocument | null>(1000);
    const readText = (query: string): ReadDocument | null => {
      try {
        return readDocument(parse(query, { maxTokens: config.GRAPHQL_MAX_TOKENS, noLocation: true }));
      } catch {
        return null; // mercurius answers the syntax error
      }
    };
    const read = (query: string): ReadDocument | null => readByText.answer(query, readText);

    /** Remembered per URL (bounded: URLs come from outside). */
    const operationsByUrl = new BoundedMemory<string, CacheableOperation | UndeclaredVariables | null>(1000);
    const parseUrl = (url: string) => parseCacheableOperation(url, cacheable, persisted, !config.GRAPHQL_PERSISTED_ONLY, read);
    const cacheableOperation = (url: string): CacheableOperation | UndeclaredVariables | null => operationsByUrl.answer(url, parseUrl);
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
      const found = cacheableOperation(url);
      if (!found) return;
      // Variables the operation does not declare (issue 17: 5,000 GETs with one made 5,004 cached
      // copies): refused before any cache is touched.
      if ('undeclared' in found) return reply.code(400).type(json).header('cache-control', 'no-store').send({ errors: [undeclaredError(found.undeclared)] });
      const { query, operation, variables, key } = found;
      const result = await fastify.cache.get<CachedResponse, NotCached>(
        keptKey(request.tenant, key, Date.now()),
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
 * variables, if the operation is one of `operations`. A text's operation is the one its document
 * defines (issue 23: the name was read with a pattern, which a comment before `query` defeated, and
 * such a LoginPage ran on every request).
 */
export function parseCacheableOperation(
  url: string,
  operations: ReadonlySet<string>,
  persisted: PersistedOperations,
  textAllowed: boolean,
  read: (query: string) => ReadDocument | null,
): CacheableOperation | UndeclaredVariables | null {
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const text = params.get('query');
  let query: string;
  if (text) {
    // Any text other than the build's is mercurius' to answer (or refuse).
    if (!persisted.byText(text) && !textAllowed) return null;
    query = text;
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
  }
  const document = read(query);
  // A document with errors, or with several operations, is mercurius' to answer.
  if (document === null || document.operation === null) return null;
  const operation = document.operation.name?.value;
  const named = params.get('operationName');
  if (!operation || !operations.has(operation) || !isCacheableQuery(document.operation) || (named !== null && named !== operation)) return null;
  let variables: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(params.get('variables') ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    variables = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const undeclared = undeclaredVariables(document.declared, variables);
  if (undeclared.length > 0) return { undeclared };
  return { query, operation, variables, key: operationKey(operation, sha256Hex(query), variables) };
}
