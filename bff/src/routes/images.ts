import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createSourceFetcher, imageProxyMarker, type SourceFailure } from '../images/fetch-source';
import { BusyError, createJobLimiter } from '../images/job-limiter';
import { negotiateFormat, requestedWidth } from '../images/negotiate';
import { makeVariant, UnreadableImageError, type Variant } from '../images/transform';
import { VariantCache } from '../images/variant-cache';
import { bareHost, judgeSource, sourcePolicyBase, type SourcePolicy } from '../net/source-policy';
import { imageProxyPath } from '../shared/images';

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
interface KeptVariant extends Variant {
  etag: string;
}

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

/** `If-None-Match` (RFC 9110 §13.1.2): a list of tags, compared weakly, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
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

  fastify.get(imageProxyPath, async (req, reply) => {
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
    const policy: SourcePolicy = { allowedHosts: req.tenant.imageHosts, ownHosts, trustedOrigins, standardPortsOnly };
    const verdict = judgeSource(source, policy);
    // The host only: the query of a source URL may carry anything, and logs are kept.
    const host = bareHost(source);
    if (!verdict.ok) {
      req.log.info({ host, reason: verdict.reason }, 'image source refused');
      return refuse(reply, verdict.status, verdict.error, verdict.message);
    }

    const modern = negotiateFormat(req.headers.accept);
    // Per tenant (DESIGN.md "Tenants"): the source was allowed by this tenant's image hosts.
    const key = [req.tenant.id, source.href, width.width, modern ?? 'classic'].join('\n');
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
      .header('vary', 'Accept')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('x-content-type-options', 'nosniff')
      .header('etag', variant.etag)
      .header('x-cache', outcome.cache === 'hit' ? 'hit' : 'miss');
    if (matchesEtag(req.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    // A buffer: fastify sets content-length from it.
    return reply.type(variant.type).send(variant.body);
  });
};

export default imagesRoute;
