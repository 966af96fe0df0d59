import type { Lang } from '@mall/site';
import type { DisplayContext } from '../shared/translation';
import type { CallContext } from '../upstream/client';
import type { Result, UpstreamFailure } from '../upstream/result';
import type { GraphQLContext } from './context';
import { upstreamError } from './errors';

// What every domain's resolvers need to read upstream data: the call made on the request's behalf,
// the result or the GraphQL error it fails with, the languages to display in, and data warnings.

/** The public call for this request: its tenant, its id for the logs, its time budget. */
export const publicCall = (ctx: GraphQLContext): CallContext => ({ tenant: ctx.tenant, requestId: ctx.requestId, deadline: ctx.deadline });

/**
 * The value, or the failure logged and thrown as a GraphQL error with a code (never its internals),
 * for public and member calls alike. A session the platform refuses (Unauthorized) is logged at info:
 * it is a member's session ending, not a fault; it is UNAUTHENTICATED, and the GraphQL plugin then
 * ends the session.
 */
export function unwrap<T>(ctx: GraphQLContext, result: Result<T, UpstreamFailure>): T {
  if (result.ok) return result.value;
  const level = result.error.kind === 'unauthorized' ? 'info' : 'warn';
  ctx.log[level]({ kind: result.error.kind, path: result.error.path, status: result.error.status }, 'upstream call failed');
  throw upstreamError(result.error);
}

export function displayContext(ctx: GraphQLContext, lang: Lang): DisplayContext {
  return { lang, fallbackLang: ctx.tenant.fallbackLanguage };
}

// The cache hands out the same raw object while a copy is current, so a data problem (invalid JSON)
// is logged once per cached copy, not on every request. Outside GraphQL (a route of a domain's own), the
// request's log and tenant stand for the context.
const warnedCopies = new WeakMap<object, Set<string>>();

export function warnOncePerCopy(ctx: Pick<GraphQLContext, 'log' | 'tenant'>, copy: object) {
  return (message: string, context: Record<string, unknown>) => {
    let seen = warnedCopies.get(copy);
    if (!seen) warnedCopies.set(copy, (seen = new Set()));
    if (seen.has(message)) return;
    seen.add(message);
    ctx.log.warn({ ...context, tenant: ctx.tenant.id }, message);
  };
}
