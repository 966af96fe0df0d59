import type { Area } from '../area';
import { floorplansFor } from '../data/floorplans';
import { ok, sendError } from '../envelope';

/**
 * Floor plans (CONTRACT.md "floorplans"): `floorplans` answers the tenant's plans whole (a mall has
 * one or two: small), `floorplans/{id}` one plan or 404. Shops are placed by their own floor and unit.
 */
export const area: Area = (app, ctx) => {
  app.get('/floorplans', async (request) => ok(floorplansFor(ctx.tenant(request).id, ctx.image(request))));

  app.get<{ Params: { id: string } }>('/floorplans/:id', async (request, reply) => {
    const plan = floorplansFor(ctx.tenant(request).id, ctx.image(request)).find((p) => String(p.id) === request.params.id);
    return plan ? ok(plan) : sendError(reply, 404, `Floor plan ${request.params.id} not found.`);
  });
};
