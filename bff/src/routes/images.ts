import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { createSourceFetcher, imageProxyMarker, type SourceFailure } from '../images/fetch-source';
import { BusyError, createJobLimiter } from '../images/job-limiter';
import { negotiateFormat, requestedWidth } from '../images/negotiate';
import { makeVariant, UnreadableImageError, type Variant } from '../images/transform';
import { VariantCache } from '../images/variant-cache';
import { bareHost, judgeSource, sourcePolicyBase, type SourcePolicy } from '../net/source-policy';
import { matchesEtag } from '../page-cache/cached-response';
import { imageProxyPath } from '../shared/images';
import type { Tenant } from '../tenancy/tenants';

// The image route (spec §7: image links are rewritten to an image-proxy route with a legacy `url`
// query parameter; issue 7, "Images"). It fetches a source from the tenant's allowed image hosts,
// checks that its bytes are an image, and answers a variant made for the request: a width of the
// fixed set (`w`, never wider than the source), AVIF or WebP when the browser takes them (JPEG or
// PNG otherwise), no metadata. SVG sources are rasterised, so no SVG is ever sent. Variants are kept
// in a bounded memory cache, and one job makes a variant however many requests ask for it at once.
// It fetches what a caller names, so it must not become a way into the machine or its network
// (issue "Harden the gateway", finding 2): sources on non-public addresses, the bff's own hosts and
// non-standard ports (production) are refused, on the first URL and on every redirect, and every
// fetch is capped in bytes and in time (fetch-source.ts).

export { imageProxyMarker };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A variant this process keeps for a `GET /img?…` URL, answered by the memory hits
     * (page-cache/memory-hits.ts) before Fastify's hooks; null for anything the route must answer
     * itself (a miss, a refusal, a URL not in its plainest spelling).
     */
    keptImageVariant(url: string, headers: IncomingHttpHeaders): { variant: KeptImageVariant; tenant: string } | null;
  }
}

export interface ImagesRouteOptions {
  /**
   * Origins that may be fetched although their address is private or loopback: the upstream the
   * operator named. Default: the upstream override of this process (see `upstreamOverrideOrigins`).
   */
  trustedOrigins?: readonly string[];
}

/** The spec's log line for an image link it cannot use (spec §8, "Invalid image path"). */
export const invalidUrlMessage = 'Invalid URL format or required parts not found';

const sourceUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** How long a kept variant lives: as long as browsers may keep it without asking. */
const variantTtlMs = 24 * 60 * 60 * 1000;

/** Variants made at once (one core each; libvips' own threads come on top) and waiting for a slot. */
const transformConcurrency = Math.max(1, availableParallelism());
const transformQueue = 64;

/** A variant as it is kept: its bytes and the validator browsers send back. */
export interface KeptImageVariant extends Variant {
  etag: string;
}
type KeptVariant = KeptImageVariant;

/** The headers of a variant (besides the request id and the two every image answer carries, app.ts). */
export const imageVariantHeaders = {
  vary: 'Accept',
  cacheControl: 'public, max-age=86400, stale-while-revalidate=604800',
} as const;

/** The variant's key: per tenant (DESIGN.md "Tenants": the source was allowed by this tenant's image hosts). */
function variantKey(tenant: string, source: URL, width: number | null, modern: string | null): string {
  return [tenant, source.href, width, modern ?? 'classic'].join('\n');
}

/**
 * A query in the form browsers send (each value escaped with encodeURIComponent): only unreserved
 * characters and well-formed escapes, no `+`. Any other spelling is left to Fastify's parser, so that
 * the memory hits never read a URL differently from the route.
 */
const plainQuery = /^(?:[\w\-.~=&]|%[0-9A-Fa-f]{2})*$/;

/** Why no image is sent: the answer, and how it is logged. Shared by every request waiting for the job. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly log: { level: 'info' | 'warn'; msg: string; fields: Record<string, unknown> },
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

const failureMessages: Record<Exclude<SourceFailure['kind'], 'refused'>, string> = {
  'address-refused': 'image address not allowed',
  'not-found': 'image not found',
  status: 'image source failed',
  'not-image': 'image source did not answer with an image',
  'too-large': 'image is too large',
  timeout: 'image source did not answer in time',
  network: 'image source failed',
  'too-many-redirects': 'image source redirected too often',
};

function refusalOf(failure: SourceFailure, host: string): Refusal {
  switch (failure.kind) {
    case 'refused': {
      const { verdict, hop } = failure;
      return new Refusal(verdict.status, verdict.error, verdict.message, { level: 'info', msg: 'image source refused', fields: { host, reason: verdict.reason, hop } });
    }
    case 'address-refused':
      return new Refusal(403, 'FORBIDDEN', failureMessages[failure.kind], { level: 'info', msg: 'image source refused', fields: { host, reason: 'address', hop: failure.hop } });
    case 'not-found':
      return new Refusal(404, 'NOT_FOUND', failureMessages[failure.kind], { level: 'warn', msg: 'image proxy fetch failed', fields: { host, kind: failure.kind, status: failure.status } });
    default:
      return new Refusal(502, 'UPSTREAM_UNAVAILABLE', failureMessages[failure.kind], {
        level: 'warn',
        msg: 'image proxy fetch failed',
        fields: { err: failure.error, host, kind: failure.kind, status: failure.status },
      });
  }
}

/** Every answer but an image: JSON with a code, and never stored by a browser or a CDN. */
function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error, message });
}

function logRefusal(log: FastifyBaseLogger, refusal: Refusal): void {
  log[refusal.log.level](refusal.log.fields, refusal.log.msg);
}

const imagesRoute: FastifyPluginAsync<ImagesRouteOptions> = async (fastify, options) => {
  const { trustedOrigins, ownHosts, standardPortsOnly } = sourcePolicyBase(fastify.config, fastify.tenants, options.trustedOrigins);
  const fetcher = createSourceFetcher({ maxBytes: fastify.config.IMAGE_MAX_BYTES, timeoutMs: fastify.config.IMAGE_TIMEOUT_MS });
  const variants = new VariantCache<KeptVariant>({ maxBytes: fastify.config.IMAGE_CACHE_MAX_BYTES, ttlMs: variantTtlMs });
  const transforms = createJobLimiter(transformConcurrency, transformQueue);
  fastify.addHook('onClose', async () => {
    variants.clear();
    await fetcher.close();
  });

  const policyOf = (tenant: Tenant): SourcePolicy => ({ allowedHosts: tenant.imageHosts, ownHosts, trustedOrigins, standardPortsOnly });

  // The same checks as the route's, in the same order, for a kept variant only: what fails one is
  // answered (refused) by the route. What they decide depends on the URL, the host (the tenant) and
  // Accept alone, so it is remembered for the URLs asked last: a page's pictures are asked again and
  // again, and the checks (the URL parser, the source policy) cost more than sending a small variant.
  const variantKeyOf = (url: string, headers: IncomingHttpHeaders): string | null => {
    const mark = url.indexOf('?');
    const search = mark === -1 ? '' : url.slice(mark + 1);
    if (!plainQuery.test(search)) return null;
    const params = new URLSearchParams(search);
    const urls = params.getAll('url');
    const widths = params.getAll('w');
    if (urls.length !== 1 || widths.length > 1) return null;
    const parsed = sourceUrl.safeParse(urls[0]);
    if (!parsed.success) return null;
    const width = requestedWidth(widths[0]);
    if (!width.ok) return null;
    const tenant = fastify.tenants.forHost(headers.host);
    const source = new URL(parsed.data);
    if (!judgeSource(source, policyOf(tenant)).ok) return null;
    return variantKey(tenant.id, source, width.width, negotiateFormat(headers.accept));
  };
  const decided = new LRUCache<string, { key: string | null }>({ max: 4096 });
  fastify.decorate('keptImageVariant', (url: string, headers: IncomingHttpHeaders) => {
    if (headers[imageProxyMarker] !== undefined) return null;
    const asked = `${headers.host ?? ''}\n${String(headers.accept ?? '')}\n${url}`;
    let known = decided.get(asked);
    if (!known) {
      known = { key: variantKeyOf(url, headers) };
      if (asked.length <= 4096) decided.set(asked, known);
    }
    if (known.key === null) return null;
    const variant = variants.get(known.key);
    // The tenant is the key's first line (variantKey).
    return variant ? { variant, tenant: known.key.slice(0, known.key.indexOf('\n')) } : null;
  });

  // Never compressed: a variant is AVIF, WebP, JPEG or PNG, and a refusal a few bytes of JSON. Without
  // compression's hook its 304 carries the 200's Vary (Accept) alone, as the memory hits send it.
  fastify.get(imageProxyPath, { compress: false }, async (req, reply) => {
    if (req.headers[imageProxyMarker] !== undefined) {
      req.log.info({ reason: 'loop' }, 'image source refused');
      return refuse(reply, 508, 'LOOP_DETECTED', 'the image proxy does not fetch from itself');
    }
    const query = req.query as Record<string, unknown>;
    const parsed = sourceUrl.safeParse(query.url);
    if (!parsed.success) {
      req.log.info({ reason: 'url' }, invalidUrlMessage);
      return refuse(reply, 400, 'BAD_USER_INPUT', 'url must be an absolute http(s) address');
    }
    const width = requestedWidth(query.w);
    if (!width.ok) return refuse(reply, 400, 'BAD_USER_INPUT', 'w must be a whole number of pixels from 1 to 10000');

    const source = new URL(parsed.data);
    const policy = policyOf(req.tenant);
    const verdict = judgeSource(source, policy);
    // The host only: the query of a source URL may carry anything, and logs are kept.
    const host = bareHost(source);
    if (!verdict.ok) {
      req.log.info({ host, reason: verdict.reason }, 'image source refused');
      return refuse(reply, verdict.status, verdict.error, verdict.message);
    }

    const modern = negotiateFormat(req.headers.accept);
    const key = variantKey(req.tenant.id, source, width.width, modern);
    const make = async (): Promise<KeptVariant> => {
      const fetched = await fetcher.fetch(source, policy);
      if (!fetched.ok) throw refusalOf(fetched, host);
      try {
        const variant = await transforms.run(() => makeVariant(fetched.body, { width: width.width, modern }));
        const etag = `"${createHash('sha256').update(variant.body).digest('base64url').slice(0, 27)}"`;
        return { ...variant, etag };
      } catch (error) {
        if (error instanceof BusyError) {
          throw new Refusal(503, 'UNAVAILABLE', 'the image route is busy, try again', { level: 'warn', msg: 'image route busy', fields: { host } });
        }
        if (!(error instanceof UnreadableImageError)) throw error;
        const message = error.reason === 'too-many-pixels' ? 'image has too many pixels' : 'image source sent an image that cannot be read';
        throw new Refusal(502, 'UPSTREAM_UNAVAILABLE', message, { level: 'warn', msg: 'image proxy fetch failed', fields: { host, kind: error.reason, format: fetched.format } });
      }
    };

    let outcome;
    try {
      outcome = await variants.getOrMake(key, make);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      logRefusal(req.log, error);
      if (error.status === 503) reply.header('retry-after', '5');
      return refuse(reply, error.status, error.code, error.message);
    }
    const variant = outcome.value;
    reply
      .header('vary', imageVariantHeaders.vary)
      .header('cache-control', imageVariantHeaders.cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('etag', variant.etag)
      .header('x-cache', outcome.cache === 'hit' ? 'hit' : 'miss');
    if (matchesEtag(req.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    // A buffer: fastify sets content-length from it.
    return reply.type(variant.type).send(variant.body);
  });
};

// fastify-plugin: `keptImageVariant` reaches the root, where the memory hits read it.
export default fp(imagesRoute, { name: 'images-route', dependencies: ['tenancy'] });
