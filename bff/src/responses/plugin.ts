import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheQuery, CacheState } from '../cache';
import { matchesEtag, representation, type StoredResponse } from './stored-response';

// Cached responses (DESIGN.md "The first HTML"): for a request without a session, the first HTML of a
// page and the result of a public page operation are kept whole in the shared cache (both levels, per
// tenant: purged with the tenant's data on every replica), under the `response` family's short fresh
// time, with stale-while-revalidate and stale-if-error. A request with a session never reads or
// writes them: it is rendered for itself and answered `private, no-store`.

export interface ResponseKey {
  /** `page:/sk` or `graphql:HomePage`. */
  path: string;
  lang?: string;
  query?: CacheQuery;
}

/** What a render gave: a response to keep (200, 404, 301), or one to send but not keep (503). */
export interface Rendered {
  keep: boolean;
  response: StoredResponse;
}

interface NotKept {
  retryable: true;
  response: StoredResponse;
}

export interface ResponseCache {
  /** The cached response for `key`, or `render`'s, sent with ETag, 304 and the client's encoding. */
  serve(request: FastifyRequest, reply: FastifyReply, key: ResponseKey, render: () => Promise<Rendered>, cacheControl: string): Promise<FastifyReply>;
  /** Sends a response made for this request only. */
  send(request: FastifyRequest, reply: FastifyReply, response: StoredResponse, cacheControl: string, state?: CacheState | 'pass' | 'bypass'): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    responses: ResponseCache;
  }
}

export default fp(
  async (fastify) => {
    const send: ResponseCache['send'] = (request, reply, response, cacheControl, state = 'bypass') => {
      reply
        .code(response.status)
        .type(response.type)
        .headers(response.headers)
        .header('etag', response.etag)
        .header('cache-control', cacheControl)
        // Added to what the route already varies on (a page without a language varies on the visitor's).
        .header('vary', reply.hasHeader('vary') ? `${String(reply.getHeader('vary'))}, Accept-Encoding` : 'Accept-Encoding')
        .header('x-cache', state);
      if (response.status === 200 && matchesEtag(request.headers['if-none-match'], response.etag)) return reply.code(304).send();
      const chosen = representation(response, request.headers['accept-encoding']);
      if (chosen.encoding !== 'identity') reply.header('content-encoding', chosen.encoding);
      return reply.send(chosen.body);
    };

    const serve: ResponseCache['serve'] = async (request, reply, key, render, cacheControl) => {
      const result = await fastify.cache.get<StoredResponse, NotKept>({ tenant: request.tenant.id, family: 'response', ...key }, async () => {
        const rendered = await render();
        return rendered.keep ? { ok: true, value: rendered.response } : { ok: false, error: { retryable: true, response: rendered.response } };
      });
      return result.ok ? send(request, reply, result.value, cacheControl, result.state) : send(request, reply, result.error.response, 'no-store', 'pass');
    };

    fastify.decorate('responses', { serve, send });
  },
  { name: 'responses', dependencies: ['cache'] },
);
