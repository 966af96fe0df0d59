import type { FastifyInstance } from 'fastify';
import { isImageFile, isImageKind, parseColors, renderSvg } from '../images';
import { renderRaster } from '../raster';

const contentTypes = { svg: 'image/svg+xml', jpg: 'image/jpeg', png: 'image/png' } as const;

/**
 * `GET /images/{kind}/{tenant}/{name}.{svg|jpg|png}?text=…[&colors=rrggbb,rrggbb]`, outside /v1: browsers and the bff's image
 * proxy fetch these without an Origin. Same URL, same bytes, so they may be cached for a day.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; tenant: string; file: string }; Querystring: { text?: unknown; colors?: unknown } }>(
    '/images/:kind/:tenant/:file',
    async (request, reply) => {
      const { kind, tenant, file } = request.params;
      const dot = file.lastIndexOf('.');
      const [name, ext] = [file.slice(0, dot), file.slice(dot + 1)];
      if (!isImageKind(kind) || dot < 1 || !isImageFile(ext)) {
        return reply.code(404).type('text/plain').send('Image not found');
      }
      const text = typeof request.query.text === 'string' ? request.query.text : '';
      // The brand's colours (`colors=e10915,ffffff`); a malformed value is ignored, as a missing one.
      const colors = parseColors(request.query.colors);
      const body = ext === 'svg' ? renderSvg(kind, tenant, name, text, colors) : await renderRaster(kind, tenant, name, text, ext, colors);
      return reply.type(contentTypes[ext]).header('cache-control', 'public, max-age=86400').send(body);
    },
  );
}
