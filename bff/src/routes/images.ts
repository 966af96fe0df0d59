import type { FastifyPluginAsync } from 'fastify';
import { Agent, request } from 'undici';
import { z } from 'zod';
import { imageProxyPath } from '../domain/images';

// The image proxy (spec §7: image links are rewritten to an image-proxy route with a legacy `url`
// query parameter). Only http(s) sources on the tenant's allowed image hosts are fetched, only image
// types are passed on, and nothing but the bytes and their type leave this route.

const query = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) });
const imageType = /^image\/(png|jpeg|gif|webp|avif|svg\+xml)$/;

const imagesRoute: FastifyPluginAsync = async (fastify) => {
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 32 });
  fastify.addHook('onClose', async () => agent.close());

  fastify.get(imageProxyPath, async (req, reply) => {
    const parsed = query.safeParse(req.query);
    if (!parsed.success) return reply.code(400).send({ error: 'BAD_USER_INPUT', message: 'url must be an absolute http(s) address' });
    const source = new URL(parsed.data.url);
    if (!req.tenant.imageHosts.includes(source.hostname)) {
      return reply.code(403).send({ error: 'FORBIDDEN', message: 'image host not allowed' });
    }
    try {
      const upstream = await request(source, { method: 'GET', dispatcher: agent, signal: AbortSignal.timeout(fastify.config.UPSTREAM_TIMEOUT_MS), maxRedirections: 0 } as Parameters<typeof request>[1]);
      const type = String(upstream.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (upstream.statusCode !== 200 || !imageType.test(type)) {
        await upstream.body.dump();
        return reply.code(upstream.statusCode === 404 ? 404 : 502).send({ error: upstream.statusCode === 404 ? 'NOT_FOUND' : 'UPSTREAM_UNAVAILABLE' });
      }
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('x-content-type-options', 'nosniff');
      // SVG can carry script: served as an image it does not run, and this CSP stops it if opened directly.
      if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(upstream.body);
    } catch (error) {
      req.log.warn({ err: error, host: source.hostname }, 'image proxy fetch failed');
      return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE' });
    }
  });
};

export default imagesRoute;
