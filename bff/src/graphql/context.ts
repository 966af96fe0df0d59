import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../responses/plugin';

/** The member's session from the `token` cookie (spec §5 "Session"), or null for a visitor. */
export function sessionOf(request: FastifyRequest): { token: string } | null {
  const token = request.cookies?.[sessionCookieName];
  return typeof token === 'string' && token.length > 0 && token.length <= 4096 ? { token } : null;
}

// The GraphQL context, built once per request. Its type comes from the builder's return type
// (STYLE.md), and codegen's resolver types use it.
export function buildContext(request: FastifyRequest, reply: FastifyReply) {
  return {
    tenant: request.tenant,
    requestId: request.id,
    /** One time budget for the request's upstream work, retries included (REQUEST_BUDGET_MS). */
    deadline: request.deadline,
    log: request.log,
    data: request.server.publicData,
    now: new Date(),
    /** The member's session token, for the personal upstream variants (never through the shared cache). */
    session: sessionOf(request),
    reply,
  };
}

export type GraphQLContext = ReturnType<typeof buildContext>;
