import type { Area } from '../area';
import { cinemaFor } from '../data/cinema';
import { ok, sendError } from '../envelope';

/**
 * `GET /v1/cinema/programme` (our choice, see CONTRACT.md): the mall's cinema and its films with their
 * screenings; a cinema without a published programme has no films; a mall without a cinema answers 404.
 */
export const area: Area = (app, ctx) => {
  app.get('/cinema/programme', async (request, reply) => {
    const tenant = ctx.tenant(request);
    const programme = cinemaFor(tenant.id, tenant.index, ctx.image(request));
    return programme ? ok(programme) : sendError(reply, 404, 'This centre has no cinema.');
  });
};
