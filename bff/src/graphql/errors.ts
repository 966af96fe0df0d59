import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import type { UpstreamFailure } from '../upstream/result';

// GraphQL errors carry a machine code in extensions.code (DESIGN.md "The GraphQL facade"). An upstream
// 401 is never turned into a generic 500.

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  // Refusals of a request before execution (the GraphQL contract: persisted operations, cost).
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_ONLY'
  | 'QUERY_TOO_COSTLY';

/** A refusal before execution, in the shape mercurius' error formatter reads (`errors` of a 400). */
export class DocumentRefused extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: GraphQLError[]) {
    super(errors[0]?.message ?? 'Document refused.');
  }
}

/** A request refused before execution with one coded error (400). */
export function refused(code: ErrorCode, message: string): DocumentRefused {
  return new DocumentRefused([new GraphQLError(message, { extensions: { code } })]);
}

export function gqlError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): Error {
  return new mercurius.ErrorWithProps(message, { code, ...extra });
}

export function codeForFailure(failure: UpstreamFailure): ErrorCode {
  switch (failure.kind) {
    case 'unauthorized':
      return 'UNAUTHENTICATED';
    case 'forbidden':
      return 'FORBIDDEN';
    case 'not-found':
      return 'NOT_FOUND';
    case 'validation':
      return 'BAD_USER_INPUT';
    default:
      return 'UPSTREAM_UNAVAILABLE';
  }
}

/** Never leaks upstream internals: the message is ours, the kind goes to the log. */
export function upstreamError(failure: UpstreamFailure): Error {
  const code = codeForFailure(failure);
  const message =
    code === 'UPSTREAM_UNAVAILABLE'
      ? 'The mall platform is not available right now.'
      : code === 'UNAUTHENTICATED'
        ? 'Your session has ended. Please sign in again.'
        : code === 'NOT_FOUND'
          ? 'Not found.'
          : code === 'BAD_USER_INPUT'
            ? 'Some fields are not valid.'
            : 'Not allowed.';
  return gqlError(code, message, failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {});
}
