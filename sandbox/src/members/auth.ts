import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area';
import { sendError } from '../envelope';
import type { Account } from './store';

// How the member side's routes know their member: `Authorization: Bearer <token>`, checked against
// the store for the request's tenant. Without a valid one the platform answers 401 Unauthorized,
// which the bff reads as "the session is over" (DESIGN.md "Upstream contract").

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The request's member, or null after answering 401. */
export function requireMember(request: FastifyRequest, reply: FastifyReply, ctx: AreaContext): Account | null {
  const account = ctx.members.forToken(ctx.tenant(request).id, bearerToken(request));
  if (!account) {
    void sendError(reply, 401, 'Unauthenticated.');
    return null;
  }
  return account;
}
