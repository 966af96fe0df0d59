import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PersistedQueryProvider } from 'mercurius';
import { refused } from './errors';
import { persistedHash, type PersistedOperations } from './persisted';

// The GraphQL-over-HTTP contract of /graphql beyond what mercurius does itself (issue "The edge", the
// GraphQL contract; graphql-http's server audit runs against it in contract.int.test.ts):
// - the media type the client asked for: `application/graphql-response+json` when its Accept lists it,
//   `application/json` otherwise;
// - `extensions: null` is the same as no extensions (mercurius' body schema wants an object);
// - persisted operations: a request may name one of the build's operations by the SHA-256 of its text
//   (`extensions.persistedQuery`), and with GRAPHQL_PERSISTED_ONLY it must.

export const graphqlResponseType = 'application/graphql-response+json';

/** Whether an Accept header lists `application/graphql-response+json` (with a weight above 0). */
export function acceptsGraphQLResponse(accept: string | undefined): boolean {
  if (!accept || !accept.toLowerCase().includes(graphqlResponseType)) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === graphqlResponseType && !params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
  });
}

/** onSend of the GraphQL routes: answers in the media type the client asked for. */
export async function negotiatedMediaType(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('application/json') && acceptsGraphQLResponse(request.headers.accept)) {
    reply.header('content-type', `${graphqlResponseType}; charset=utf-8`);
  }
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept');
  else if (!/(^|,)\s*accept\s*(,|$)/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept`);
  return payload;
}

/** preValidation of the POST route: `"extensions": null` means none (GraphQL over HTTP allows null). */
export async function nullExtensionsAsNone(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && body.extensions === null) delete body.extensions;
}

/**
 * mercurius' provider for the build's operations. A request is persisted when it names a hash and
 * sends no text (a client that sends both, as urql does after a miss, is read by its text).
 */
export function persistedQueryProvider(persisted: PersistedOperations): PersistedQueryProvider {
  return {
    isPersistedQuery: (request) => !request.query && persistedHash(request.extensions) !== null,
    isPersistedQueryRetry: () => false,
    getHash(request) {
      const hash = persistedHash(request.extensions);
      if (!hash) throw refused('BAD_USER_INPUT', 'extensions.persistedQuery must be {"version": 1, "sha256Hash": "<SHA-256 of the text, 64 hex digits>"}.');
      return hash;
    },
    async getQueryFromHash(hash) {
      const found = persisted.byHash(hash);
      // The message is the one persisted-query clients (urql, Apollo) look for.
      if (!found) throw refused('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
      return found.query;
    },
  };
}

/**
 * preHandler of the GraphQL routes with GRAPHQL_PERSISTED_ONLY: a text is accepted only when it is one
 * of the build's operations (the hash is the usual way; the same text is the same operation).
 */
export function persistedOnly(persisted: PersistedOperations) {
  return async (request: FastifyRequest): Promise<void> => {
    // A malformed request: mercurius answers it.
    if (request.validationError) return;
    const params = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | null | undefined;
    const query = params?.query;
    if (typeof query !== 'string' || query === '' || persisted.byText(query)) return;
    throw refused('PERSISTED_QUERY_ONLY', 'Only the operations of this site are accepted here: send the hash of one (extensions.persistedQuery).');
  };
}
