import type { Area } from '../area';
import { parkingFor } from '../data/parking';
import { ok, sendError } from '../envelope';

/** `GET /v1/options/parking` (spec §7 "Support, parking"): the mall's parking, or 404 when it has none (beta). */
export const area: Area = (app, ctx) => {
  app.get('/options/parking', async (request, reply) => {
    const parking = parkingFor(ctx.tenant(request).id);
    return parking ? ok(parking) : sendError(reply, 404, 'The mall has no parking option.');
  });
};
