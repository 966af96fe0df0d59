import type { FastifyInstance } from 'fastify';
import { isImageKind, renderSvg } from '../images';

/**
 * `GET /images/{kind}/{tenant}/{name}.svg?text=…`, outside /v1: browsers and the bff's image
 * proxy fetch these without an Origin. Same URL, same bytes, so they may be cached for a day.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; tenant: string; file: string }; Querystring: { text?: unknown } }>(
    '/images/:kind/:tenant/:file',
    async (request, reply) => {
      const { kind, tenant, file } = request.params;
      if (!isImageKind(kind) || !file.endsWith('.svg')) {
        return reply.code(404).type('text/plain').send('Image not found');
      }
      const text = typeof request.query.text === 'string' ? request.query.text : '';
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderSvg(kind, tenant, file.slice(0, -'.svg'.length), text));
    },
  );
}
