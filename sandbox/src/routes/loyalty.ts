import { pageUrlFor, type Area } from '../area';
import { companiesFor } from '../data/companies';
import { earningRulesFor } from '../data/loyalty';
import { translations, type Locale } from '../data/i18n';
import { tiersFor } from '../data/tiers';
import { ok, paginate, sendError } from '../envelope';
import { parseListQuery } from '../list-query';
import { requireMember } from '../members/auth';
import { balanceOf, earnedBetween, expiringBatches, ledgerOf, type PointsSource } from '../members/points';
import { receiptsOf } from '../members/receipts';

const DAY = 86_400_000;
const SOURCES: readonly PointsSource[] = ['receipt', 'reward', 'bonus', 'expiry', 'adjustment'];

/**
 * The loyalty programme's member calls (spec §7 "Loyalty"; shapes are ours, sandbox/CONTRACT.md):
 * `me/points` (balance, the batches that expire next), `me/points-history` (paginated, newest first),
 * `me/tier` (the tier by the points of the last 12 months, the next one), and the public
 * `loyalty/earning` (how points are earned).
 */
export const area: Area = (app, ctx) => {
  app.get('/loyalty/earning', async (request) => ok(earningRulesFor(ctx.tenant(request).id)));

  app.get('/me/points', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const now = ctx.members.time();
    const ledger = ledgerOf(ctx.members, account);
    return ok({
      balance: balanceOf(ledger),
      expiring: expiringBatches(ledger, now).map((batch) => ({ points: batch.remaining, earned_at: batch.at, expires_at: batch.expiresAt })),
    });
  });

  app.get('/me/points-history', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = parseListQuery(request.query, [], ['source']);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, filters } = parsed.value;
    if (filters.source !== undefined && !(SOURCES as readonly string[]).includes(filters.source)) {
      return sendError(reply, 422, 'The given data was invalid.', { 'filter[source]': [`The source must be one of ${SOURCES.join(', ')}.`] });
    }
    const tenant = ctx.tenant(request).id;
    const companies = companiesFor(tenant, ctx.image(request));
    const receipts = receiptsOf(ctx.members, account, companies).items;
    const bonuses = earningRulesFor(tenant).bonuses;
    const ledger = ledgerOf(ctx.members, account);
    const movements = [...ledger.movements].filter((m) => filters.source === undefined || m.source === filters.source).sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    // What a movement was for, in words: the shop of a receipt (a name, the same in every language), a bonus's name.
    const describe = (source: PointsSource, reference: string | null) => {
      if (source === 'receipt') {
        const receipt = receipts.find((r) => String(r.id) === reference);
        const name = companies.find((c) => c.id === receipt?.companyId)?.name;
        return name ? translations({ en: { description: name }, cz: { description: name }, sk: { description: name }, de: { description: name } }) : [];
      }
      if (source === 'bonus') {
        const bonus = bonuses.find((b) => b.key === reference);
        return bonus ? bonus.translations.map((t) => ({ locale: t.locale as Locale, description: t.name })) : [];
      }
      return [];
    };
    const items = movements.map((m) => ({
      id: m.id,
      created_at: m.at,
      amount: m.amount,
      source: m.source,
      reference: m.reference,
      expires_at: m.expiresAt,
      translations: describe(m.source, m.reference),
    }));
    return ok(paginate(items, page, perPage, pageUrlFor(request, ctx)));
  });

  app.get('/me/tier', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const now = ctx.members.time();
    const start = new Date(now.getTime() - 365 * DAY);
    const points = earnedBetween(ledgerOf(ctx.members, account), start, now);
    const tiers = [...tiersFor(ctx.tenant(request).id)].sort((a, b) => a.points_from - b.points_from);
    const reached = tiers.filter((t) => t.points_from <= points);
    const tier = reached[reached.length - 1] ?? tiers[0];
    if (!tier) return sendError(reply, 404, 'The loyalty programme has no tiers.');
    const next = tiers.find((t) => t.points_from > points) ?? null;
    return ok({
      tier,
      next_tier: next,
      points,
      points_to_next_tier: next ? next.points_from - points : null,
      period_start: start.toISOString(),
      period_end: now.toISOString(),
    });
  });
};
