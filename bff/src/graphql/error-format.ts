import mercurius, { type MercuriusOptions } from 'mercurius';
import { withoutSuggestions } from './limits';

// Every error leaves with a code; anything without one of ours is an internal error whose message is
// hidden (the log keeps it). mercurius runs this on its route, in `fastify.graphql` and `reply.graphql`.

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

/** mercurius's `errorFormatter`; `introspection`: "did you mean" hints are kept (GRAPHQL_INTROSPECTION). */
export function errorFormatter(introspection: boolean): NonNullable<MercuriusOptions['errorFormatter']> {
  return (execution, context) => {
    const formatted = mercurius.defaultErrorFormatter(execution, context);
    const errors = (formatted.response.errors ?? []).map((error) => {
      const code = error.extensions?.code;
      if (typeof code === 'string' && knownCodes.has(code)) return error;
      // No path: the document itself was refused (syntax, validation, limits), never executed.
      if (error.path === undefined) {
        const message = introspection ? error.message : withoutSuggestions(error.message);
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
}
