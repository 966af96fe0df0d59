import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Cache, Family } from '../cache';
import type { CallContext, Query, UpstreamClient } from './client';
import type { Result, UpstreamFailure } from './result';

// Public, non-personal upstream GETs, each through the shared cache under its data family
// (DESIGN.md "Caching"). Upstream data is cached untranslated: one copy per tenant serves every
// language, and the facade picks the translation per request. A call here takes no member's token:
// personal calls must never come through this module. The domains name their calls with it
// (`<domain>/calls.ts`); public-calls.ts gathers them.

export interface PublicCallsDeps {
  cache: Cache;
  upstream: UpstreamClient;
  logger: FastifyBaseLogger;
}

/**
 * Waits for `work` until `deadline`. The request answers then; the work goes on (a shared load
 * fills the cache for the next visitor, and its own attempts end by the same deadline).
 */
export async function withinBudget<T>(work: Promise<Result<T, UpstreamFailure>>, deadline: number | undefined, path: string): Promise<Result<T, UpstreamFailure>> {
  if (deadline === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<Result<T, UpstreamFailure>>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, error: { kind: 'timeout', message: 'request time budget spent', retryable: true, path } }),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work, spent]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One public GET through the shared cache, within the request's time budget. The upstream call is
 * built from the tenant, the request id and the deadline only: a token in `call` is never sent.
 */
export type PublicGet = <S extends z.ZodType>(call: CallContext, family: Family, path: string, schema: S, query?: Query) => Promise<Result<z.output<S>, UpstreamFailure>>;

export function createPublicGet({ cache, upstream }: Pick<PublicCallsDeps, 'cache' | 'upstream'>): PublicGet {
  return (call, family, path, schema, query) => {
    const result = cache
      .get<z.output<typeof schema>, UpstreamFailure>({ tenant: call.tenant.id, family, path, query: query ?? {} }, () =>
        upstream.get({ tenant: call.tenant, requestId: call.requestId, deadline: call.deadline }, path, schema, query),
      )
      .then((r): Result<z.output<typeof schema>, UpstreamFailure> => (r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error }));
    return withinBudget(result, call.deadline, path);
  };
}
