import type { FastifyInstance } from 'fastify';
import { BRANDS } from '../data/brand';
import { renderPdf } from '../pdf';
import { isTenantId } from '../tenancy';

/** The documents every mall publishes (settings `documents_<name>`) and what each says. */
export const DOCUMENTS: Readonly<Record<string, { title: string; lines: readonly string[] }>> = {
  operating_rules: {
    title: 'Operating rules',
    lines: [
      'The centre is open to the public during its opening hours.',
      'Please keep the walkways and emergency exits free.',
      'Pets on a lead are welcome, except in food shops.',
      'Smoking is not allowed anywhere in the building.',
    ],
  },
  parking_price_list: {
    title: 'Parking price list',
    lines: ['First 2 hours: free', 'Each further hour started: 1.50', 'Lost ticket: 20.00', 'Monthly card: 60.00'],
  },
};

/**
 * `GET /files/{tenant}/{name}.pdf`, outside /v1: the mall's documents as the platform's file storage would
 * serve them to a browser (no Origin), `application/pdf`, offered for download under the document's name.
 * Same URL, same bytes, so they may be cached for a day.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { tenant: string; file: string } }>('/files/:tenant/:file', async (request, reply) => {
    const { tenant, file } = request.params;
    const name = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
    const document = Object.hasOwn(DOCUMENTS, name) ? DOCUMENTS[name] : undefined;
    if (!isTenantId(tenant) || !document) return reply.code(404).type('text/plain').send('File not found');
    const body = renderPdf(`${BRANDS[tenant].name}: ${document.title}`, document.lines);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${tenant}-${name}.pdf"`)
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });
}
