import { Agent, request, errors as undiciErrors, type Dispatcher } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Tenant } from '../tenancy/tenants';
import { endpointTemplate } from './endpoint';
import type { UpstreamMetrics } from './metrics';
import { queryEntries, type Query } from './query';
import { fail, ok, type Result, type UpstreamFailure, type UpstreamFailureKind } from './result';

// The upstream client (DESIGN.md "Upstream contract"): JSON under {baseUrl}/v1, `Origin: <tenant
// origin>`, a member's `Authorization: Bearer`. GET replies `{ data }` and we use `data`; POST/PATCH
// replies are used whole. `"status": "error"` is a failure whatever the HTTP code, and
// `"httpStatus": "Unauthorized"` means the session is over. Retries: GET only, bounded, and only for
// failures that may pass (network, timeout, 5xx).

// The query type lives with its encoding (query.ts); callers keep naming it with the client.
export type { Query };

export interface UpstreamOptions {
  timeoutMs: number;
  retries: number;
  logger: FastifyBaseLogger;
  /** Each attempt's duration by endpoint template and status (/metrics). */
  metrics?: UpstreamMetrics;
  /** Tests only: another dispatcher in place of the client's own pool. */
  dispatcher?: Dispatcher;
}

/**
 * One call made on a request's behalf: its tenant, its id for the logs, its time budget, and for a
 * member's call (`CallContext & { token: string }`, session/member-get.ts) the token. A public call
 * (upstream/public-get.ts) never sends a token, even when given one.
 */
export interface CallContext {
  tenant: Tenant;
  /** A member's token; only for personal calls, which never go through the shared cache. */
  token?: string;
  requestId?: string;
  /**
   * When the request's time budget ends (epoch ms): every attempt, retries included, ends by then
   * (issue "Harden the gateway", finding 5). Without it each attempt has the whole timeout.
   */
  deadline?: number;
  /**
   * A write's idempotency key (booking's `Idempotency-Key`, issue 21): the platform answers the same
   * key again with the first answer, never a second effect. Sent only when set.
   */
  idempotencyKey?: string;
}

/** A retry is not started with less time left than this: it could not answer anyway. */
const MIN_ATTEMPT_MS = 100;

function budgetSpent(path: string): UpstreamFailure {
  return { kind: 'timeout', message: 'upstream timed out (request time budget spent)', retryable: true, path };
}

/**
 * What /readyz asks of the client (issue 17: a replica whose upstream calls cannot complete is not
 * ready). `stuck`: calls still unsettled inside undici past their own time limit (the watchdog has
 * answered their callers already). `inFlight`: calls under way now.
 */
export interface UpstreamHealth {
  inFlight: number;
  stuck: number;
}

export interface UpstreamClient {
  get<S extends z.ZodType>(ctx: CallContext, path: string, schema: S, query?: Query): Promise<Result<z.output<S>, UpstreamFailure>>;
  send<S extends z.ZodType>(
    ctx: CallContext,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<Result<z.output<S>, UpstreamFailure>>;
  health(): UpstreamHealth;
  close(): Promise<void>;
}

/** The pool's size: per upstream origin, the connections undici keeps. */
export const UPSTREAM_CONNECTIONS = 64;

/**
 * Past its time limit (AbortSignal.timeout) a call's promise settles; the watchdog waits this much
 * longer before it answers the caller itself, for a call that undici never settles.
 */
const WATCHDOG_GRACE_MS = 250;
/** How long close() lets calls under way finish before it destroys the pool. */
const CLOSE_WAIT_MS = 2000;

// undici's own rule for a header value (lib/core/util.js headerCharRegex): tab, visible ASCII, and
// the bytes 0x80–0xFF. undici refuses any other value when it dispatches, and in 7.x such a refusal
// inside a pool leaves that pool's client marked busy for good: a handful of them starve every call
// of the origin (issue 17). So a value it would refuse is never handed to it.
const invalidHeaderValue = /[^\t\x20-\x7e\x80-\xff]/;

/** The first header whose value undici would refuse, or undefined. */
export function invalidHeader(headers: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(headers)) if (invalidHeaderValue.test(value)) return name;
  return undefined;
}

const reasonToKind: Record<string, UpstreamFailureKind> = {
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not-found',
  UnprocessableEntity: 'validation',
};

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(`/v1/${path.replace(/^\/+/, '')}`, baseUrl);
  for (const [key, value] of queryEntries(query)) url.searchParams.set(key, value);
  return url.toString();
}

interface ErrorBody {
  status?: unknown;
  httpStatus?: unknown;
  message?: unknown;
  errors?: unknown;
  reason?: unknown;
  code?: unknown;
}

/** Classifies a parsed reply: `status: 'error'` fails whatever the HTTP code (spec §7). */
export function classifyReply(path: string, status: number, body: unknown): UpstreamFailure | null {
  const b = (body ?? {}) as ErrorBody;
  const isError = (typeof body === 'object' && body !== null && b.status === 'error') || status >= 400;
  if (!isError) return null;
  const reason = typeof b.httpStatus === 'string' ? b.httpStatus : undefined;
  const byStatus: UpstreamFailureKind | undefined =
    status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 404 ? 'not-found' : status === 422 ? 'validation' : undefined;
  const kind: UpstreamFailureKind = (reason ? reasonToKind[reason] : undefined) ?? byStatus ?? 'http';
  const message = typeof b.message === 'string' ? b.message : `upstream answered ${status}`;
  const failure: UpstreamFailure = { kind, message, status, path, retryable: kind === 'http' && (status >= 500 || status === 429) };
  if (b.errors && typeof b.errors === 'object') {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(b.errors as Record<string, unknown>)) {
      fieldErrors[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    }
    failure.fieldErrors = fieldErrors;
  }
  if (typeof b.reason === 'string' && /^[a-z_]{1,64}$/.test(b.reason)) failure.reason = b.reason;
  if (typeof b.code === 'string' && /^[A-Z][A-Z_]{0,63}$/.test(b.code)) failure.code = b.code;
  return failure;
}

function networkFailure(path: string, error: unknown): UpstreamFailure {
  const err = error as { name?: string; code?: string; message?: string };
  const timedOut =
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError;
  return {
    kind: timedOut ? 'timeout' : 'network',
    message: timedOut ? 'upstream timed out' : `upstream unreachable (${err.code ?? err.message ?? 'error'})`,
    retryable: true,
    path,
  };
}

export function createUpstreamClient(options: UpstreamOptions): UpstreamClient {
  const agent = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: UPSTREAM_CONNECTIONS, connectTimeout: Math.min(options.timeoutMs, 2000) });
  let inFlight = 0;
  let stuck = 0;

  /**
   * `attempt`'s outcome, or a timeout failure once its time limit and the grace have passed: every
   * call settles for its caller, whatever undici does. A call the watchdog answered is counted as
   * stuck until undici settles it (health()).
   */
  function watched<T>(attempt: Promise<T>, timeoutMs: number, path: string, tenant: string, onTimeout: () => T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const watchdog = new Promise<T>((resolve) => {
      timer = setTimeout(() => {
        gaveUp = true;
        stuck++;
        options.logger.error({ tenant, path, timeoutMs }, 'upstream call did not settle within its time limit');
        resolve(onTimeout());
      }, timeoutMs + WATCHDOG_GRACE_MS);
    });
    const settled = () => {
      clearTimeout(timer);
      if (gaveUp) stuck--;
    };
    attempt.then(settled, settled);
    return Promise.race([attempt, watchdog]);
  }

  async function once<S extends z.ZodType>(
    ctx: CallContext,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    schema: S,
    query: Query | undefined,
    body: unknown,
  ): Promise<Result<z.output<S>, UpstreamFailure>> {
    const headers: Record<string, string> = { origin: ctx.tenant.origin, accept: 'application/json' };
    if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
    if (ctx.requestId) headers['x-request-id'] = ctx.requestId;
    if (ctx.idempotencyKey) headers['idempotency-key'] = ctx.idempotencyKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const refused = invalidHeader(headers);
    if (refused !== undefined) {
      // Never dispatched (see invalidHeader). A token that cannot be sent is no session.
      options.logger.warn({ tenant: ctx.tenant.id, path, header: refused }, 'upstream call refused: a header value cannot be sent');
      return fail({
        kind: refused === 'authorization' ? 'unauthorized' : 'protocol',
        message: `the ${refused} header cannot be sent`,
        retryable: false,
        path,
      });
    }
    const started = performance.now();
    const timeoutMs = ctx.deadline === undefined ? options.timeoutMs : Math.min(options.timeoutMs, ctx.deadline - Date.now());
    if (timeoutMs <= 0) return fail(budgetSpent(path));
    // The HTTP status once one came back; the failure's kind otherwise (set in the catch below).
    let status = 'network';
    inFlight++;
    try {
      const exchange = async () => {
        const response = await request(buildUrl(ctx.tenant.upstreamUrl, path, query), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          dispatcher: agent,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = String(response.statusCode);
        return { statusCode: response.statusCode, text: await response.body.text() };
      };
      const timedOut = Symbol('timed out');
      const exchanged = await watched<Awaited<ReturnType<typeof exchange>> | typeof timedOut>(exchange(), timeoutMs, path, ctx.tenant.id, () => timedOut);
      if (exchanged === timedOut) {
        status = 'timeout';
        return fail({ kind: 'timeout', message: 'upstream timed out (the call did not settle)', retryable: true, path });
      }
      const response = exchanged;
      const text = response.text;
      let parsed: unknown;
      try {
        parsed = text.length > 0 ? JSON.parse(text) : null;
      } catch {
        const failure = classifyReply(path, response.statusCode, null) ?? {
          kind: 'protocol' as const,
          message: 'upstream reply is not JSON',
          retryable: false,
          path,
          status: response.statusCode,
        };
        return fail(failure);
      }
      options.logger.debug(
        { tenant: ctx.tenant.id, method, path, status: response.statusCode, ms: Math.round(performance.now() - started) },
        'upstream call',
      );
      const failure = classifyReply(path, response.statusCode, parsed);
      if (failure) return fail(failure);
      // GET uses the reply's `data`; POST/PATCH/DELETE use the whole reply (spec §7).
      const payload = method === 'GET' ? (parsed as { data?: unknown } | null)?.data : parsed;
      const checked = schema.safeParse(payload);
      if (!checked.success) {
        options.logger.warn({ tenant: ctx.tenant.id, path, issues: checked.error.issues.slice(0, 5) }, 'upstream reply has an unexpected shape');
        return fail({ kind: 'protocol', message: 'upstream reply has an unexpected shape', retryable: false, path, status: response.statusCode });
      }
      return ok(checked.data);
    } catch (error) {
      const failure = networkFailure(path, error);
      if (status === 'network') status = failure.kind;
      return fail(failure);
    } finally {
      inFlight--;
      options.metrics?.observe({ tenant: ctx.tenant.id, method, endpoint: endpointTemplate(path), status }, (performance.now() - started) / 1000);
    }
  }

  return {
    async get(ctx, path, schema, query) {
      let result = await once(ctx, 'GET', path, schema, query, undefined);
      for (let attempt = 1; attempt <= options.retries && !result.ok && result.error.retryable; attempt++) {
        const backoff = 50 * 2 ** (attempt - 1);
        if (ctx.deadline !== undefined && ctx.deadline - Date.now() < backoff + MIN_ATTEMPT_MS) break;
        await new Promise((resolve) => setTimeout(resolve, backoff));
        options.logger.info({ tenant: ctx.tenant.id, path, attempt, kind: result.error.kind }, 'retrying upstream GET');
        result = await once(ctx, 'GET', path, schema, query, undefined);
      }
      return result;
    },
    send: (ctx, method, path, schema, body) => once(ctx, method, path, schema, undefined, body),
    health: () => ({ inFlight, stuck }),
    // A call undici never settles would hold a graceful close for ever: past a short wait, destroy.
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const graceful = agent.close().then(() => true);
      const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), stuck > 0 ? 0 : CLOSE_WAIT_MS)));
      const closed = await Promise.race([graceful, waited]);
      clearTimeout(timer);
      if (!closed) await agent.destroy();
    },
  };
}
