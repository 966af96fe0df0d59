import fastifyCookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Family, FamilyPolicy } from './cache';
import cachePlugin from './cache/plugin';
import formRateLimitPlugin from './plugins/form-rate-limit';
import sessionPlugin from './session/session';
import pdfCheckPlugin from './upload-route/pdf-check';
import type { Config } from './config';
import { domains } from './domains/generated';
import { loggedUrl, OneLineLog, requestIdFrom, serializeRequest } from './logging';
import { imageProxyPath } from './shared/images';
import { installFilesPrefixes } from './pwa/paths';
import graphqlPlugin, { graphqlPath } from './graphql/plugin';
import budgetPlugin from './plugins/budget';
import compressionPlugin from './plugins/compression';
import configPlugin from './plugins/config';
import graphqlMetricsPlugin from './plugins/graphql-metrics';
import loadSheddingPlugin from './plugins/load-shedding';
import metricsPlugin from './plugins/metrics';
import { documentSecurityHeaders, type HeaderList } from './plugins/security-headers';
import tenancyPlugin from './tenancy/plugin';
import upstreamPlugin from './plugins/upstream';
import buildInfoRoute from './routes/build-info';
import offlinePageRoute from './routes/offline-page';
import serviceWorkerRoute from './routes/service-worker';
import imagesRoute from './routes/images';
import opsRoutes from './routes/ops';
import pageCacheMemoryHits from './page-cache/memory-hits';
import pageOperationsPlugin from './page-cache/operations';
import pageCachePlugin from './page-cache/plugin';
import ssrAssets from './ssr/assets';
import ssrPages from './ssr/page-route';
import webBuildPlugin from './ssr/web-build';
import type { Tenants } from './tenancy/tenants';

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every document (page) answer carries: the content security policy and the rest of helmet's. */
    documentHeaders: HeaderList;
  }
}

export interface AppOptions {
  config: Config;
  tenants: Tenants;
  /** Tests shorten the cache's fresh and stale times; production uses the cache's defaults. */
  cachePolicies?: Partial<Record<Family, FamilyPolicy>>;
}

// Wires everything; server.ts only boots it, and tests build it through the same function.
const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, tenants, cachePolicies }) => {
  await fastify.register(configPlugin, { config });
  // One error handler: logs the request's context, hides the internals of 5xx answers, answers a code.
  // Set before any route: a route keeps the handler of the moment it is registered, and the routes of
  // the plugins below answered with Fastify's default, which shows an error's own message.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const url = loggedUrl(request.url);
    if (status >= 500) request.log.error({ err: error, url }, 'request failed');
    else request.log.info({ err: { message: error.message, code: error.code }, url }, 'request refused');
    const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL';
    return reply.code(status).send({ error: code, message: status >= 500 ? 'Internal error.' : error.message });
  });
  // Before every route: @fastify/compress reaches only routes registered after it.
  await fastify.register(compressionPlugin);
  // The request id of every log line goes back to the client, so a report can be matched to the log.
  // (Hooks on every request are callback-style: an async hook costs a promise per request.)
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await fastify.register(tenancyPlugin, { tenants });
  await fastify.register(budgetPlugin);
  await fastify.register(fastifyCookie);
  // The session cookie, read and checked in one place (session/session.ts): a malformed one is none.
  await fastify.register(sessionPlugin);
  // The documents' security headers, made once (plugins/security-headers.ts); the memory hits
  // answer cached pages outside Fastify's hooks with the very same list.
  const documentHeaders = documentSecurityHeaders(config);
  fastify.decorate('documentHeaders', documentHeaders);
  fastify.addHook('onRequest', (request, reply, done) => {
    // Hashed scripts and styles are never documents: a policy, frame or referrer header means nothing
    // on them, and on a phone every request's headers count. They keep what applies to them. So are
    // the image route's answers (raster images only, SVG sources are rasterised, or JSON refusals) and
    // GraphQL's (JSON, fetched by the page's own scripts; every document carries the full set), and
    // the installable site's manifest and icons (JSON and PNG, pwa/).
    const url = request.url;
    if (
      url.startsWith('/assets/') ||
      url.startsWith(`${imageProxyPath}?`) ||
      url === graphqlPath ||
      url.startsWith(`${graphqlPath}?`) ||
      url.startsWith(installFilesPrefixes[0]) ||
      url.startsWith(installFilesPrefixes[1])
    ) {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    for (const [name, value] of documentHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await fastify.register(metricsPlugin);
  // Before the routes: a shed request (503, Retry-After) costs almost nothing.
  await fastify.register(loadSheddingPlugin);
  await fastify.register(cachePlugin, {
    redis: config.REDIS,
    prefix: config.REDIS_PREFIX,
    policies: cachePolicies,
    // Anyone can ask for a new path or a new page number: a tenant's kept responses are bounded.
    maxEntriesPerTenant: { response: config.RESPONSE_CACHE_MAX_ENTRIES },
  });
  await fastify.register(upstreamPlugin);
  // The forms' rate limit in Redis (issue 9): asked by the form mutations only.
  await fastify.register(formRateLimitPlugin);
  // A receipt's PDF is checked in a worker thread (issue 17); uploads (issue 10) are each a plugin of
  // their own scope (bff/src/upload-route/upload-route.ts), registered by their domain below.
  await fastify.register(pdfCheckPlugin);
  await fastify.register(webBuildPlugin);
  await fastify.register(pageCachePlugin);
  // Before mercurius's route: a cached page operation is answered in its onRequest hook.
  await fastify.register(pageOperationsPlugin);
  await fastify.register(graphqlPlugin);
  await fastify.register(graphqlMetricsPlugin);
  await fastify.register(imagesRoute);
  await fastify.register(opsRoutes);
  await fastify.register(buildInfoRoute);
  await fastify.register(serviceWorkerRoute);
  await fastify.register(offlinePageRoute);
  // Every domain's own plugins (its domain.ts's `routes`: the calendar file, uploads, the newsletter's
  // mailed links, single sign-on, redirects, search, the sitemap …), found by domains/generated.ts. They
  // add routes and decorators, no hooks, so their place among themselves does not matter; they come after
  // compression, the error handler and the services above, and before the memory hits and the pages,
  // which read the redirects' rules.
  for (const domain of domains) for (const plugin of domain.routes ?? []) await fastify.register(plugin);
  // Fresh cached pages and page operations, answered before routing (page-cache/memory-hits.ts).
  await fastify.register(pageCacheMemoryHits);
  // The browser's files, then the pages: `GET /*`, whatever no other route answers (ssr/).
  await fastify.register(ssrAssets);
  await fastify.register(ssrPages);

};

export default fp(app, { name: 'app' });

/**
 * fastify options shared by server.ts and tests: request ids, the tenant on every log line, which
 * proxies are believed, and the connection timeouts (issue "Harden the gateway", findings 3, 6, 7).
 */
export function fastifyOptions(config: Config, tenants: Tenants, logger: boolean | { stream: NodeJS.WritableStream } = true) {
  return {
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: serializeRequest },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Tests read the log lines from a stream of their own.
            ...(logger === true ? {} : { stream: logger.stream }),
          },
    // X-Forwarded-* only from the configured proxies: anyone else could forge the client's address.
    trustProxy: config.TRUST_PROXY ?? false,
    // One line per answer (logging.ts, OneLineLog), not Fastify's two.
    logController: new OneLineLog(),
    // A client's X-Request-Id is kept only when it looks like one (see logging.ts).
    requestIdHeader: false as const,
    genReqId: (raw: { headers: Record<string, string | string[] | undefined> }) => requestIdFrom(raw.headers['x-request-id']),
    // Fastify gives a plugin 10 s to start. On a busy machine (two test suites on two cores) the app's
    // start took longer and failed with "Plugin did not start in time: 'app'"; a replica that starts
    // slowly is not broken (the readiness probe says when it is up).
    pluginTimeout: 60_000,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Node checks header and request timeouts every 30 s by default: a slow-header socket lived that long.
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
      // A GraphQL GET carries its document in the URL, refused past GRAPHQL_MAX_BYTES with 414 (graphql/
      // plugin.ts). Node's own bound of a request head (16 KB) refused such a URL first, with 431: the
      // head may hold the largest URL we take and 16 KB of headers besides (issue 17).
      maxHeaderSize: config.GRAPHQL_MAX_BYTES + 16 * 1024,
    },
    childLoggerFactory(logger: FastifyInstance['log'], bindings: Record<string, unknown>, options: object, rawReq: { headers: { host?: string } }) {
      return logger.child({ ...bindings, tenant: tenants.forHost(rawReq.headers.host).id }, options);
    },
  };
}
