import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsGraphQLResponse, graphqlResponseType } from '../graphql/contract';
import { graphqlPath } from '../graphql/plugin';
import { requestIdFrom } from '../logging';
import { sessionCookieName } from './plugin';
import { matchesEtag, representation, type StoredResponse } from './stored-response';

// The fast path of cached page operations (DESIGN.md "The first HTML", issue "The page pipeline",
// point 7). The results of public page operations are the hottest answers the bff gives (one per
// client navigation, prefetches included) and, once cached, the cheapest to make: a copy in memory.
// Through Fastify a hit still ran every hook of every request (tenancy, budget, cookies, security
// headers, load shedding, routing, the media type, compression's onSend, metrics), which cost two
// thirds of its time. Here a hit this process holds fresh is answered from the server's own request
// event, before routing, with the very headers the Fastify path sends for it (responses.int.test.ts
// compares both). Anything else, and every request this path is not sure of, goes to Fastify as
// before: a session, another method or path, an operation that is not cacheable, a copy that is
// stale, or one this process must first check with Redis, the load shedder's pressure.

/** The headers of a GraphQL answer on any path (app.ts): JSON, fetched by the page's own scripts. */
const graphqlHeaders = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' } as const;

const sessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookieName}=[^;\\s]`);

/** Whether a request carries a session (the `token` cookie, not empty), read without parsing every cookie. */
export function carriesSession(cookie: string | undefined): boolean {
  return cookie !== undefined && sessionCookie.test(cookie);
}

export interface FastPath {
  /** Answers `raw` when it is a fresh hit this process holds; false: Fastify answers it. */
  serve(raw: IncomingMessage, res: ServerResponse): boolean;
}

export function createFastPath(fastify: FastifyInstance): FastPath {
  const prefix = `${graphqlPath}?`;
  // Fastify logs every answer at info ("request completed"); so does this path, at the same level.
  const logsRequests = ['trace', 'debug', 'info'].includes(fastify.log.level);
  return {
    serve(raw, res) {
      const started = performance.now();
      const url = raw.url;
      const headers = raw.headers;
      if (raw.method !== 'GET' || url === undefined || !url.startsWith(prefix)) return false;
      // mercurius' CSRF prevention wants one of these on a GET; without it, let it answer.
      if (headers['mercurius-require-preflight'] === undefined && headers['x-apollo-operation-name'] === undefined) return false;
      if (carriesSession(headers.cookie)) return false;
      if (fastify.isUnderPressure()) return false;
      const cacheable = fastify.cacheableOperation(url);
      if (!cacheable) return false;
      const tenant = fastify.tenants.forHost(headers.host);
      const stored = fastify.cache.peekFresh<StoredResponse>({ tenant: tenant.id, family: 'response', ...cacheable.key });
      // Only kept answers are stored (200s): anything else was never cached.
      if (!stored) return false;

      const requestId = requestIdFrom(headers['x-request-id']);
      res.setHeader('x-request-id', requestId);
      res.setHeader('x-content-type-options', graphqlHeaders['x-content-type-options']);
      res.setHeader('cross-origin-resource-policy', graphqlHeaders['cross-origin-resource-policy']);
      const type = stored.type.startsWith('application/json') && acceptsGraphQLResponse(headers.accept) ? `${graphqlResponseType}; charset=utf-8` : stored.type;
      res.setHeader('content-type', type);
      for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
      res.setHeader('etag', stored.etag);
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('vary', 'Accept-Encoding, Accept');
      res.setHeader('x-cache', 'hit');
      let status = stored.status;
      if (status === 200 && matchesEtag(headers['if-none-match'] as string | undefined, stored.etag)) {
        status = 304;
        res.statusCode = 304;
        res.end();
      } else {
        const chosen = representation(stored, headers['accept-encoding']);
        if (chosen.encoding !== 'identity') res.setHeader('content-encoding', chosen.encoding);
        res.setHeader('content-length', chosen.body.length);
        res.statusCode = status;
        res.end(chosen.body);
      }
      const seconds = (performance.now() - started) / 1000;
      fastify.observeRequest(tenant.id, graphqlPath, status, seconds);
      if (logsRequests) {
        fastify.log.info({ reqId: requestId, tenant: tenant.id, req: { method: 'GET', url: graphqlPath }, res: { statusCode: status }, responseTime: seconds * 1000, cache: 'memory' }, 'request completed');
      }
      return true;
    },
  };
}

/**
 * Puts the fast path in front of Fastify's own handler of the server's requests, once the app is
 * ready (every plugin it reads is registered then). `app.inject` does not pass the server's request
 * event: tests of the Fastify path inject, tests of this one speak HTTP.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onReady', (done) => {
      const server = fastify.server;
      const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      const fastPath = createFastPath(fastify);
      server.removeAllListeners('request');
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (fastPath.serve(req, res)) return;
        for (const handler of handlers) handler(req, res);
      });
      done();
    });
  },
  { name: 'responses-fast-path', dependencies: ['responses', 'cache', 'metrics', 'load-shedding'] },
);
