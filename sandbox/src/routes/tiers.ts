import type { Area } from '../area';
import { tiersFor } from '../data/tiers';
import { ok } from '../envelope';

/** `GET /v1/tiers` (spec §7 "Loyalty"): the programme's tiers, not paginated, public. */
export const area: Area = (app, ctx) => {
  app.get('/tiers', async (request) => ok(tiersFor(ctx.tenant(request).id)));
};
