import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from '../session/session';

// The GraphQL context, built once per request. Its type comes from the builder's return type
// (STYLE.md), and codegen's resolver types use it.
export function buildContext(request: FastifyRequest, reply: FastifyReply) {
  return {
    tenant: request.tenant,
    requestId: request.id,
    /** One time budget for the request's upstream work, retries included (REQUEST_BUDGET_MS). */
    deadline: request.deadline,
    log: request.log,
    /** The domains' public upstream calls (each domain's calls.ts), through the shared cache. */
    calls: request.server.publicCalls,
    now: new Date(),
    /** The member's session token, for the personal upstream variants (never through the shared cache). */
    session: sessionOf(request),
    reply,
  };
}

export type GraphQLContext = ReturnType<typeof buildContext>;
