import { randomUUID } from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { symbols as pinoSymbols, type Logger } from 'pino';
import { BoundedMemory } from './shared/bounded-memory';

// What a log line may carry of a request (issue "Harden the gateway", finding 6): a request id we can
// trust, and a URL without secrets.

/** A request id from the proxy in front (`X-Request-Id`) is kept only when it looks like one. */
const requestIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && requestIdPattern.test(value) ? value : randomUUID();
}

/** Query parameters whose values never reach a log line, on any route. */
const secretParam = /pass|token|secret|code|key|auth|session|email|phone/i;

/**
 * The URL as logged: a GraphQL request's query string (its document and variables, where a password
 * may be typed) is left out whole; elsewhere the values of secret-looking parameters are hidden.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  if (path === '/graphql' || path.startsWith('/graphql/')) return `${path}?…`;
  // A page's pictures are asked for again and again: each URL is read once (bounded, as a client can send anything).
  return url.length > loggedMaxLength ? withSecretsHidden(url) : logged.answer(url, withSecretsHidden);
}

function withSecretsHidden(url: string): string {
  const mark = url.indexOf('?');
  return hiddenSecrets(url.slice(0, mark), url.slice(mark + 1));
}

const logged = new BoundedMemory<string, string>(1024);
/** Longer URLs are read each time, not kept (at most about 4 MB held). */
const loggedMaxLength = 2048;

function hiddenSecrets(path: string, query: string): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of [...params]) {
    if (secretParam.test(name)) params.set(name, '…');
    // A URL given as a parameter (the image proxy's source) may be signed: its own query is left out.
    else if (/^https?:\/\//i.test(value) && value.includes('?')) params.set(name, `${value.slice(0, value.indexOf('?'))}?…`);
  }
  return `${path}?${params.toString()}`;
}

interface LoggableRequest {
  method: string;
  url: string;
  ip: string;
  host: string;
}

/** pino's `req` serializer: the client address is the socket's unless a configured proxy vouches for another. */
export function serializeRequest(request: LoggableRequest) {
  return { method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip };
}

/**
 * One line per answer, when it has gone: the request as `serializeRequest` gives it (its address, the
 * URL without secrets), the status and the time taken. Fastify's own controller writes two ("incoming
 * request", then "request completed" without the request): a third of a kept answer's time in the
 * bench's profile. The memory hits (page-cache/memory-hits.ts) write the same line for theirs.
 * Fastify's other lines (errors, a route not found) stay as they are.
 */
export class OneLineLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: { statusCode: reply.statusCode }, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** What the memory hits' line says of one answer (the fields of Fastify's "request completed"). */
export interface MemoryHitLine {
  reqId: string;
  tenant: string;
  url: string;
  statusCode: number;
  /** Milliseconds, as Fastify's `responseTime`. */
  responseTime: number;
}

/**
 * The memory hits' "request completed" line (page-cache/memory-hits.ts), or null when the logger
 * does not write info lines. It is the line pino writes for
 * `log.info({ reqId, tenant, req: { method: 'GET', url }, res: { statusCode }, responseTime, cache: 'memory' }, 'request completed')`
 * (logging.test.ts compares the two), made as one string, and the lines of one turn of the event loop
 * go to the logger's own stream in one write, once the turn's answers have gone (setImmediate).
 * Under load a turn answers many requests. With a write, a system call, per line, a kept page was
 * answered about 33,000 times a second; with a turn's lines in one write, 40,000; with no line and no
 * metrics, 46,000 (wrk, 50 connections, the server on a core of its own: docs/capacity.md, run E).
 * Made alone, the string costs 1.4–2.5 µs, pino's line for the same fields (serializers, redaction,
 * JSON of any shape) about 0.6 µs more. `url` is already as logged (`loggedUrl`). A hit's line may
 * come after a line pino wrote later in the same turn; each carries its own time.
 */
export function memoryHitLine(logger: FastifyBaseLogger): ((fields: MemoryHitLine) => void) | null {
  if (!['trace', 'debug', 'info'].includes(logger.level)) return null;
  const pinoLogger = logger as FastifyBaseLogger & Partial<Pick<Logger, 'levels'>> & Record<symbol, unknown>;
  const stream = pinoLogger[pinoSymbols.streamSym] as { write(line: string): unknown } | undefined;
  // The logger's bindings as pino writes them (`,"pid":…,"hostname":"…"` and any child's).
  const bindings = pinoLogger[pinoSymbols.chindingsSym];
  const level = pinoLogger.levels?.values.info;
  if (stream === undefined || typeof stream.write !== 'function' || typeof bindings !== 'string' || level === undefined) {
    // Not pino (Fastify's own logger always is): the same fields through the logger.
    return ({ reqId, tenant, url, statusCode, responseTime }) =>
      logger.info({ reqId, tenant, req: { method: 'GET', url }, res: { statusCode }, responseTime, cache: 'memory' }, 'request completed');
  }
  const tenants = new Map<string, string>();
  let pending = '';
  const flush = () => {
    const text = pending;
    pending = '';
    stream.write(text);
  };
  return ({ reqId, tenant, url, statusCode, responseTime }) => {
    let quotedTenant = tenants.get(tenant);
    if (quotedTenant === undefined) tenants.set(tenant, (quotedTenant = JSON.stringify(tenant)));
    if (pending === '') setImmediate(flush);
    pending +=
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},"tenant":${quotedTenant},` +
      `"req":{"method":"GET","url":${JSON.stringify(url)}},"res":{"statusCode":${statusCode}},` +
      `"responseTime":${responseTime},"cache":"memory","msg":"request completed"}\n`;
  };
}
