import type { z } from 'zod';
import { gqlError } from '../graphql/errors';
import { unwrap } from '../graphql/upstream-data';
import type { GraphQLContext } from '../graphql/context';
import type { CallContext } from '../upstream/client';
import { createMemberGet } from './member-get';
import type { Query } from '../upstream/query';
import type { Result, UpstreamFailure } from '../upstream/result';

// Every personal call of the member side (issue 10), read or write, goes through here: the member's
// token upstream as `Authorization: Bearer`, never the shared cache, the request's time budget. A
// visitor without a session is UNAUTHENTICATED before anything is sent; a session the platform refuses
// (Unauthorized) is UNAUTHENTICATED too, and the GraphQL plugin then ends it (clears the cookie).

/** The call for this request's member, or UNAUTHENTICATED for a visitor. */
export function memberCall(ctx: GraphQLContext): CallContext & { token: string } {
  if (!ctx.session) throw gqlError('UNAUTHENTICATED', 'Please sign in.');
  return { tenant: ctx.tenant, token: ctx.session.token, requestId: ctx.requestId, deadline: ctx.deadline };
}

/** A personal GET (`me/…`): uncached, the member's own. */
export async function memberGet<S extends z.ZodType>(ctx: GraphQLContext, path: string, schema: S, query?: Query): Promise<z.output<S>> {
  const get = createMemberGet(ctx.reply.server.upstream);
  return unwrap(ctx, await get(memberCall(ctx), path, schema, query));
}

/**
 * A personal POST, PATCH or DELETE: never retried, never cached. The raw result: a form reads its field
 * refusals. With an idempotency key, it goes upstream as the `Idempotency-Key` header.
 */
export function memberSend<S extends z.ZodType>(
  ctx: GraphQLContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
  options: { idempotencyKey?: string } = {},
): Promise<Result<z.output<S>, UpstreamFailure>> {
  return ctx.reply.server.upstream.send({ ...memberCall(ctx), ...options }, method, path, schema, body);
}
