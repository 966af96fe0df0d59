import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsGraphQLResponse, graphqlResponseType } from '../graphql/contract';
import { graphqlPath } from '../graphql/path';
import { loggedUrl, memoryHitLine, requestIdFrom } from '../logging';
import type { HeaderList } from '../plugins/security-headers';
import { keptKey, pageQueryOf, pageKey, pagesRoute, pathLanguage, type PageCacheKey } from './keys';
import { mallDayAt } from '../shared/mall-time';
import type { Tenant } from '../tenancy/tenants';
import { handOnMatch, routeMatchOf } from './route-match';
import { matchPath } from '@mall/site';
import { carriesSession } from '../session/session';
import { imageVariantHeaders } from '../routes/images';
import { imageProxyPath } from '../shared/images';
import { matchesEtag, representation, type CachedResponse } from './cached-response';
import { BoundedMemory } from '../shared/bounded-memory';

// Memory hits (docs/architecture.md, "The page cache"): a visitor's first HTML and the results of
// public page operations are the hottest answers the bff gives (every first visit; one per client
// navigation) and, once cached, the cheapest to make: a copy in memory. Through Fastify a hit still ran
// every hook of every request (tenancy, budget, cookies, security headers, load shedding, routing, the
// media type, compression's onSend, metrics), two thirds of its time. Here a fresh copy this process
// holds is answered from the server's own request event, before routing, with the very headers the
// Fastify path sends for it (page-cache.int.test.ts compares both). Anything else, and every request
// this path is not sure of, goes to Fastify: a session, another method or path, an operation that is
// not cacheable, a page path the tenant's redirect rules name (or whose rules this process does not
// hold fresh), a copy that is stale, or one this process must first check with Redis, the load
// shedder's pressure.

export interface MemoryHits {
  /** Answers `raw` when it is a fresh hit this process holds; false: Fastify answers it. */
  serve(raw: IncomingMessage, res: ServerResponse): boolean;
}

const pageLike = /^\/[a-z]{2}(?:[/?]|$)/;

// A URL of these characters only, and without dot segments, is already in the form the URL parser
// gives (the form the page route keys a page by), so it is split, not parsed. Anything else (a dot
// segment, `%2e%2e`, any escape in the path) is another spelling of some page, which the page route
// answers with a 301 to its own: never a memory hit, or `/sk/../en` would answer /en's page as its own.
const plainUrl = /^\/[\w\-.~/]*(?:\?[\w\-.~=&%+]*)?$/;

function pathAndQuery(url: string): { pathname: string; params: URLSearchParams } | null {
  if (!plainUrl.test(url) || url.includes('/.')) return null;
  const mark = url.indexOf('?');
  return mark === -1 ? { pathname: url, params: new URLSearchParams() } : { pathname: url.slice(0, mark), params: new URLSearchParams(url.slice(mark + 1)) };
}

/** What a page's URL names (memory hits' `pagePlans`). */
interface PagePlan {
  pathname: string;
  /** The name of its key in the cache. */
  name: string;
  /** The URL as its log line shows it. */
  logged: string;
}

/** URLs remembered per tenant: enough for a mall's pages in its languages and their operations. */
const URLS_PER_TENANT = 4096;

/**
 * `make`'s answer for a tenant and a URL on the mall's day, remembered (bounded per tenant, as a
 * client can send any URL): the same few URLs come again and again, and their answers depend on
 * nothing else. A new day in the tenant's zone starts the tenant's memory afresh (its keys are the
 * day's, keys.ts `keptKey`).
 */
function perTenantAndUrl<V>(make: (tenant: Tenant, url: string, at: number) => V): (tenant: Tenant, url: string) => V {
  const tenants = new Map<string, { day: string; memory: BoundedMemory<string, V>; make: (url: string) => V }>();
  return (tenant, url) => {
    const at = Date.now();
    const day = mallDayAt(at, tenant.timeZone);
    let own = tenants.get(tenant.id);
    if (own?.day !== day) tenants.set(tenant.id, (own = { day, memory: new BoundedMemory<string, V>(URLS_PER_TENANT), make: (each) => make(tenant, each, at) }));
    return own.memory.answer(url, own.make);
  };
}

/** What a stored answer is sent with, besides its own type, headers and body. */
interface Sending {
  requestId: string;
  tenant: string;
  /** The metrics' route label, as Fastify gives the same answer. */
  route: string;
  /** The log line's path (a GraphQL request's query string is never logged). */
  loggedUrl: string;
  type: string;
  vary: string;
  /** The headers of this kind of answer (a document's security headers, or a script's few). */
  kindHeaders: HeaderList;
}

/** The headers of a GraphQL answer on any path (app.ts): JSON, fetched by the page's own scripts. */
const graphqlHeaders: HeaderList = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** What app.ts and the image route send with every variant, besides its request id, validator and body. */
const imageHeaders = [
  'x-content-type-options', 'nosniff',
  'cross-origin-resource-policy', 'same-origin',
  'vary', imageVariantHeaders.vary,
  'cache-control', imageVariantHeaders.cacheControl,
];

export function createMemoryHits(fastify: FastifyInstance): MemoryHits {
  const prefix = `${graphqlPath}?`;
  const imagePrefix = `${imageProxyPath}?`;
  const entry = fastify.webBuild.entry;
  // Fastify logs every answer at info ("request completed"); so does this path, at the same level,
  // with the same line made cheaper (logging.ts).
  const logLine = memoryHitLine(fastify.log);
  const nameOf = (tenant: Tenant, key: PageCacheKey, at: number) => fastify.cache.nameOf(keptKey(tenant, key, at));
  // An operation's key, named once per tenant and URL: naming encodes its variables' JSON, a few
  // microseconds of each hit.
  const operationNames = perTenantAndUrl((tenant, url, at) => {
    const cacheable = fastify.cacheableOperation(url);
    return cacheable && !('undeclared' in cacheable) ? nameOf(tenant, cacheable.key, at) : null;
  });
  // What a page URL names, once per tenant and URL: its path, its key's name and the URL as logged
  // (null: not a page's plain URL). The tenant's redirect rules are not in it: they are read each time.
  const pagePlans = perTenantAndUrl((tenant, url, at): PagePlan | null => {
    const plain = pathAndQuery(url);
    if (plain === null) return null;
    const { pathname, params } = plain;
    const lang = pathLanguage(pathname);
    if (lang === null) return null;
    const key = pageKey(pathname, lang, pageQueryOf(entry, matchPath(pathname), params), fastify.webBuild.buildId);
    return { pathname, name: nameOf(tenant, key, at), logged: loggedUrl(url) };
  });

  // The headers go out in one list, written once (each setHeader checks and stores one more).
  function send(raw: IncomingMessage, res: ServerResponse, stored: CachedResponse, sending: Sending, started: number): true {
    const headers: string[] = ['x-request-id', sending.requestId];
    for (const [name, value] of sending.kindHeaders) headers.push(name, value);
    headers.push('content-type', sending.type);
    for (const [name, value] of Object.entries(stored.headers)) headers.push(name, value);
    headers.push('etag', stored.etag, 'cache-control', 'no-cache', 'vary', sending.vary, 'x-cache', 'hit');
    let status = stored.status;
    if (status === 200 && matchesEtag(raw.headers['if-none-match'], stored.etag)) {
      status = 304;
      res.writeHead(304, headers).end();
    } else {
      const chosen = representation(stored, raw.headers['accept-encoding']);
      if (chosen.encoding !== 'identity') headers.push('content-encoding', chosen.encoding);
      headers.push('content-length', String(chosen.body.length));
      res.writeHead(status, headers).end(chosen.body);
    }
    const seconds = (performance.now() - started) / 1000;
    fastify.observeRequest(sending.tenant, sending.route, status, seconds);
    logLine?.({ reqId: sending.requestId, tenant: sending.tenant, url: sending.loggedUrl, statusCode: status, responseTime: seconds * 1000 });
    return true;
  }

  /** A page operation's result (`GET /graphql?…`). */
  function operation(raw: IncomingMessage, res: ServerResponse, url: string, started: number): boolean {
    const headers = raw.headers;
    // mercurius' CSRF prevention wants one of these on a GET; without it, let it answer.
    if (headers['mercurius-require-preflight'] === undefined && headers['x-apollo-operation-name'] === undefined) return false;
    const tenant = fastify.tenants.forHost(headers.host);
    const name = operationNames(tenant, url);
    if (name === null) return false;
    const stored = fastify.cache.peekFreshNamed<CachedResponse>(name, { tenant: tenant.id, family: 'response' });
    // Only results without errors are cached (200s): anything else never was.
    if (!stored) return false;
    const type = stored.type.startsWith('application/json') && acceptsGraphQLResponse(headers.accept) ? `${graphqlResponseType}; charset=utf-8` : stored.type;
    const requestId = requestIdFrom(headers['x-request-id']);
    return send(raw, res, stored, { requestId, tenant: tenant.id, route: graphqlPath, loggedUrl: graphqlPath, type, vary: 'Accept-Encoding, Accept', kindHeaders: graphqlHeaders }, started);
  }

  /**
   * A page's first HTML (`GET /{lang}/…`): the page route (ssr/page-route.ts) caches it under the
   * same key (keys.ts). A page cached for a path is a page: no other route of Fastify's answers a
   * path that starts with a language. The tenant's redirect rules come first there, so here too.
   */
  function page(raw: IncomingMessage, res: ServerResponse, url: string, started: number): boolean {
    const tenant = fastify.tenants.forHost(raw.headers.host);
    const plan = pagePlans(tenant, url);
    if (plan === null) return false;
    const { pathname } = plan;
    if (fastify.pathFreeOfRedirects(tenant, pathname) !== true) return false;
    const stored = fastify.cache.peekFreshNamed<CachedResponse>(plan.name, { tenant: tenant.id, family: 'response' });
    if (!stored) {
      handOnMatch(raw, pathname, routeMatchOf(raw, pathname));
      return false;
    }
    const requestId = requestIdFrom(raw.headers['x-request-id']);
    return send(raw, res, stored, { requestId, tenant: tenant.id, route: pagesRoute, loggedUrl: plan.logged, type: stored.type, vary: 'Accept-Encoding', kindHeaders: fastify.documentHeaders }, started);
  }

  /**
   * A kept image variant (`GET /img?…`, routes/images.ts): a page's pictures are most of its
   * requests, and a kept variant is a copy in memory too. The route's own checks decide what is kept
   * (`keptImageVariant`); the headers are the route's and app.ts's for `/img` (images.int.test.ts
   * compares both paths).
   */
  function image(raw: IncomingMessage, res: ServerResponse, url: string, started: number): boolean {
    const kept = fastify.keptImageVariant(url, raw.headers);
    if (!kept) return false;
    const { variant } = kept;
    const requestId = requestIdFrom(raw.headers['x-request-id']);
    const headers: string[] = [
      'x-request-id', requestId,
      ...imageHeaders,
      'etag', variant.etag,
      'x-cache', 'hit',
    ];
    let status = 200;
    if (matchesEtag(raw.headers['if-none-match'], variant.etag)) {
      status = 304;
      res.writeHead(304, headers).end();
    } else {
      headers.push('content-type', variant.type, 'content-length', String(variant.body.length));
      res.writeHead(200, headers).end(variant.body);
    }
    const seconds = (performance.now() - started) / 1000;
    fastify.observeRequest(kept.tenant, imageProxyPath, status, seconds);
    logLine?.({ reqId: requestId, tenant: kept.tenant, url: loggedUrl(url), statusCode: status, responseTime: seconds * 1000 });
    return true;
  }

  return {
    serve(raw, res) {
      const started = performance.now();
      const url = raw.url;
      if (raw.method !== 'GET' || url === undefined) return false;
      if (carriesSession(raw.headers.cookie)) return false;
      if (fastify.isUnderPressure()) return false;
      if (url.startsWith(prefix)) return operation(raw, res, url, started);
      if (url.startsWith(imagePrefix)) return image(raw, res, url, started);
      // Pages: a language segment first (`/sk`, `/sk/…`), never a file (`/assets/…`, `/robots.txt`).
      return pageLike.test(url) && page(raw, res, url, started);
    },
  };
}

/**
 * Puts the memory hits in front of Fastify's own handler of the server's requests, once the app is
 * ready (every plugin it reads is registered then). `app.inject` does not pass the server's request
 * event: tests of the Fastify path inject, tests of this one speak HTTP.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onReady', (done) => {
      const server = fastify.server;
      const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      const memoryHits = createMemoryHits(fastify);
      server.removeAllListeners('request');
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (memoryHits.serve(req, res)) return;
        for (const handler of handlers) handler(req, res);
      });
      done();
    });
  },
  { name: 'page-cache-memory-hits', dependencies: ['page-cache', 'page-operations', 'cache', 'metrics', 'load-shedding', 'redirects', 'web-build', 'images-route'] },
);
