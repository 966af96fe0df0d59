import type { Area } from '../area';
import { badgesFor } from '../data/badges';
import { companiesFor } from '../data/companies';
import { ok } from '../envelope';
import { requireMember } from '../members/auth';
import { memberBadges } from '../members/badges';
import { ledgerOf } from '../members/points';
import { receiptsOf } from '../members/receipts';

/**
 * Badges (spec §7 "Other": `badges`; shapes are ours, sandbox/CONTRACT.md): the public catalogue, and
 * `me/badges`, what the member has earned (with the date) and how far they are towards each.
 */
export const area: Area = (app, ctx) => {
  app.get('/badges', async (request) => ok(badgesFor(ctx.tenant(request).id)));

  app.get('/me/badges', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const tenant = ctx.tenant(request).id;
    const receipts = receiptsOf(ctx.members, account, companiesFor(tenant, ctx.image(request))).items;
    return ok(memberBadges(badgesFor(tenant), account, ledgerOf(ctx.members, account), receipts, ctx.members.time()));
  });
};
