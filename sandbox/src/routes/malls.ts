import type { Area } from '../area';
import { mallFor } from '../data/malls';
import { ok } from '../envelope';
import { mallLanguages } from './language-knobs';

/** `GET /v1/malls`: a list whose first item is the tenant's mall (spec §7 "Mall list"). */
export const area: Area = (app, ctx) => {
  app.get('/malls', async (request) => ok({ data: [mallFor(ctx.tenant(request).id, ctx.image(request), mallLanguages(ctx.members, ctx.tenant(request).id))] }));
};
