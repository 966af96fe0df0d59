import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheState } from '../cache';
import { matchesEtag, representation, type CachedResponse } from './cached-response';
import { keptKey, type PageCacheKey } from './keys';

// The page cache (docs/architecture.md, "The page cache"): for a request without a session, the first
// HTML of a page and the result of a public page operation are cached whole (a `CachedResponse`) in the
// shared cache's `response` family (both levels, per tenant: purged with the tenant's data on every
// replica), fresh for a short time, then stale-while-revalidate and stale-if-error. A request with a
// session never reads or writes it: it is rendered for itself and answered `private, no-store`.
// Its other parts: keys.ts (one key for every path in), memory-hits.ts (fresh copies answered before
// routing), operations.ts (page operations), reused-documents.ts (a page refreshed from the same inputs).

/** What a render gave: a response to cache (200, 404, 301), or one to send but not cache (503). */
export interface Rendered {
  cache: boolean;
  response: CachedResponse;
}

interface NotCached {
  retryable: true;
  response: CachedResponse;
}

export interface PageCache {
  /** The cached response for `key`, or `render`'s, sent with ETag, 304 and the client's encoding. */
  serve(request: FastifyRequest, reply: FastifyReply, key: PageCacheKey, render: () => Promise<Rendered>, cacheControl: string): Promise<FastifyReply>;
  /** Sends a response made for this request only. */
  send(request: FastifyRequest, reply: FastifyReply, response: CachedResponse, cacheControl: string, state?: CacheState | 'pass' | 'bypass'): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

export default fp(
  async (fastify) => {
    const send: PageCache['send'] = (request, reply, response, cacheControl, state = 'bypass') => {
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

    const serve: PageCache['serve'] = async (request, reply, key, render, cacheControl) => {
      const result = await fastify.cache.get<CachedResponse, NotCached>(keptKey(request.tenant, key, Date.now()), async () => {
        const rendered = await render();
        return rendered.cache ? { ok: true, value: rendered.response } : { ok: false, error: { retryable: true, response: rendered.response } };
      });
      return result.ok ? send(request, reply, result.value, cacheControl, result.state) : send(request, reply, result.error.response, 'no-store', 'pass');
    };

    fastify.decorate('pageCache', { serve, send });
  },
  { name: 'page-cache', dependencies: ['cache'] },
);
