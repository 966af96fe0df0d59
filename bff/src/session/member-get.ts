import type { z } from 'zod';
import type { CallContext, Query, UpstreamClient } from '../upstream/client';
import { withinBudget } from '../upstream/public-get';
import type { Result, UpstreamFailure } from '../upstream/result';

// Personal upstream GETs (spec: "when a token exists, event and news requests use the personal
// variants"): the member's `Authorization: Bearer` goes upstream, and the answer NEVER touches the
// shared cache, in memory or in Redis (it is the member's, not the tenant's). Same upstream client as
// the public calls (timeouts, retries, metrics), same request time budget.

export type MemberGet = <S extends z.ZodType>(call: CallContext & { token: string }, path: string, schema: S, query?: Query) => Promise<Result<z.output<S>, UpstreamFailure>>;

export function createMemberGet(upstream: UpstreamClient): MemberGet {
  return (call, path, schema, query) =>
    withinBudget(upstream.get({ tenant: call.tenant, token: call.token, requestId: call.requestId, deadline: call.deadline }, path, schema, query), call.deadline, path);
}
