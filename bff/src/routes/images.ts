import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Agent, type Dispatcher, request } from 'undici';
import { z } from 'zod';
import { imageProxyPath } from '../shared/images';
import { guardedLookup, isAddressRefused } from '../net/guarded-lookup';
import { readCapped } from '../net/read-capped';
import { bareHost, judgeSource, upstreamOverrideOrigins, type SourcePolicy } from '../net/source-policy';
import { normaliseHost } from '../tenancy/tenants';

// The image proxy (spec §7: image links are rewritten to an image-proxy route with a legacy `url`
// query parameter). Only http(s) sources on the tenant's allowed image hosts are fetched, only image
// types are passed on, and nothing but the bytes and their type leave this route.
// It fetches what a caller names, so it must not become a way into the machine or its network
// (issue "Harden the gateway", finding 2): sources on non-public addresses, the bff's own hosts and
// non-standard ports (production) are refused, and every fetch is capped in bytes and in time.

export interface ImagesRouteOptions {
  /**
   * Origins that may be fetched although their address is private or loopback: the upstream the
   * operator named. Default: the upstream override of this process (see `upstreamOverrideOrigins`).
   */
  trustedOrigins?: readonly string[];
}

/** Sent on every fetch of the proxy; an `/img` request that carries it is the proxy calling itself. */
export const imageProxyMarker = 'x-mall-image-proxy';

const query = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) });
const imageType = /^image\/(png|jpeg|gif|webp|avif|svg\+xml)$/;

type ImageFetch =
  | { ok: true; type: string; body: Buffer }
  | { ok: false; kind: 'address-refused' | 'not-found' | 'status' | 'not-image' | 'too-large' | 'timeout' | 'network'; status?: number; error?: unknown };

interface FetchLimits {
  dispatcher: Dispatcher;
  maxBytes: number;
  timeoutMs: number;
}

/**
 * One GET within one deadline (connect, headers and body), read into memory up to `maxBytes`. The
 * body is buffered so that the answer is decided before the first byte goes out: a source that is
 * too large or too slow ends in a 502, never in a truncated 200 that a CDN would keep for a day.
 */
async function fetchImage(source: URL, { dispatcher, maxBytes, timeoutMs }: FetchLimits): Promise<ImageFetch> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // undici 7's `request` does not follow redirects (that needs the redirect interceptor), so a 3xx
    // is answered like any other non-200: a redirect cannot lead the proxy past these checks.
    const upstream = await request(source, { method: 'GET', dispatcher, signal, headers: { [imageProxyMarker]: '1', accept: 'image/*' } });
    const type = String(upstream.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const refusal: ImageFetch | undefined =
      upstream.statusCode === 404
        ? { ok: false, kind: 'not-found', status: 404 }
        : upstream.statusCode !== 200
          ? { ok: false, kind: 'status', status: upstream.statusCode }
          : !imageType.test(type)
            ? { ok: false, kind: 'not-image' }
            : Number(upstream.headers['content-length']) > maxBytes
              ? { ok: false, kind: 'too-large' }
              : undefined;
    if (refusal) {
      // undici's way to let a body go: a small one is read (the connection is reused), a larger one is
      // dropped at once. A bare `destroy()` would emit an abort error that nothing listens to.
      await upstream.body.dump({ limit: 64 * 1024, signal });
      return refusal;
    }
    const body = await readCapped(upstream.body, maxBytes);
    return body ? { ok: true, type, body } : { ok: false, kind: 'too-large' };
  } catch (error) {
    if (isAddressRefused(error)) return { ok: false, kind: 'address-refused', error };
    return { ok: false, kind: signal.aborted ? 'timeout' : 'network', error };
  }
}

const failureMessages: Record<Exclude<ImageFetch, { ok: true }>['kind'], string> = {
  'address-refused': 'image address not allowed',
  'not-found': 'image not found',
  status: 'image source failed',
  'not-image': 'image source did not answer with an image',
  'too-large': 'image is too large',
  timeout: 'image source did not answer in time',
  network: 'image source failed',
};

/** Every answer but an image: JSON with a code, and never stored by a browser or a CDN. */
function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error, message });
}

const imagesRoute: FastifyPluginAsync<ImagesRouteOptions> = async (fastify, options) => {
  const trustedOrigins = (options.trustedOrigins ?? upstreamOverrideOrigins(fastify.config, fastify.tenants)).map((o) => new URL(o).origin);
  const ownHosts = new Set(fastify.tenants.all.flatMap((t) => [...t.hosts, new URL(t.origin).hostname]).map(normaliseHost));
  const standardPortsOnly = fastify.config.NODE_ENV === 'production';
  const limits = { maxBytes: fastify.config.IMAGE_MAX_BYTES, timeoutMs: fastify.config.IMAGE_TIMEOUT_MS };

  // The trusted upstream may resolve to a private address (`sandbox` on a Docker network), so it has
  // an agent of its own; every other source goes through the lookup that refuses such addresses.
  const trustedAgent = new Agent({ keepAliveTimeout: 10_000, connections: 32 });
  const guardedAgent = new Agent({ keepAliveTimeout: 10_000, connections: 32, connect: { lookup: guardedLookup() } });
  fastify.addHook('onClose', async () => {
    await Promise.all([trustedAgent.close(), guardedAgent.close()]);
  });

  fastify.get(imageProxyPath, async (req, reply) => {
    if (req.headers[imageProxyMarker] !== undefined) {
      req.log.info({ reason: 'loop' }, 'image source refused');
      return refuse(reply, 508, 'LOOP_DETECTED', 'the image proxy does not fetch from itself');
    }
    const parsed = query.safeParse(req.query);
    if (!parsed.success) return refuse(reply, 400, 'BAD_USER_INPUT', 'url must be an absolute http(s) address');
    const source = new URL(parsed.data.url);
    const policy: SourcePolicy = { allowedHosts: req.tenant.imageHosts, ownHosts, trustedOrigins, standardPortsOnly };
    const verdict = judgeSource(source, policy);
    // The host only: the query of a source URL may carry anything, and logs are kept.
    const host = bareHost(source);
    if (!verdict.ok) {
      req.log.info({ host, reason: verdict.reason }, 'image source refused');
      return refuse(reply, verdict.status, verdict.error, verdict.message);
    }

    const fetched = await fetchImage(source, { ...limits, dispatcher: verdict.trusted ? trustedAgent : guardedAgent });
    if (!fetched.ok) {
      if (fetched.kind === 'address-refused') {
        req.log.info({ host, reason: 'address' }, 'image source refused');
        return refuse(reply, 403, 'FORBIDDEN', failureMessages[fetched.kind]);
      }
      req.log.warn({ err: fetched.error, host, kind: fetched.kind, status: fetched.status }, 'image proxy fetch failed');
      if (fetched.kind === 'not-found') return refuse(reply, 404, 'NOT_FOUND', failureMessages[fetched.kind]);
      return refuse(reply, 502, 'UPSTREAM_UNAVAILABLE', failureMessages[fetched.kind]);
    }

    reply
      .type(fetched.type)
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('x-content-type-options', 'nosniff');
    // SVG can carry script: served as an image it does not run, and this CSP stops it if opened directly.
    if (fetched.type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    // A buffer: fastify sets content-length from it.
    return reply.send(fetched.body);
  });
};

export default imagesRoute;
