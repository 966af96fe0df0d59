import type { Area } from '../area';
import { pageUrlFor } from '../area';
import { seedPayments, type PaymentMethod, type PaymentsState } from '../data/payments';
import { ok, paginate, sendError, success } from '../envelope';
import { parseListQuery } from '../list-query';
import { requireMember } from '../members/auth';
import type { Account } from '../members/store';

/** Default first, then the newest. */
const listed = (methods: readonly PaymentMethod[]) => [...methods].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.created_at.localeCompare(a.created_at));

/** Whether a card's expiry month has passed on `now`. */
const expired = (method: PaymentMethod, now: Date) => method.exp_year * 12 + method.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/**
 * The member's saved cards and purchases (our contract, CONTRACT.md "Payment methods and purchases";
 * the specification names the screens only): `me/payment-methods` GET, `me/payment-methods/{id}`
 * DELETE, `me/purchases` GET (paginated, newest first). Each needs the member's token (401).
 */
export const area: Area = (app, ctx) => {
  const stateOf = (account: Account) => ctx.members.areaState<PaymentsState>('payments', account, (a) => seedPayments(a, ctx.members.time()));

  app.get('/me/payment-methods', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    return ok(listed(stateOf(account).methods));
  });

  app.delete<{ Params: { id: string } }>('/me/payment-methods/:id', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const state = stateOf(account);
    const index = /^\d+$/.test(request.params.id) ? state.methods.findIndex((m) => m.id === Number(request.params.id)) : -1;
    if (index < 0) return sendError(reply, 404, 'The payment method was not found.');
    const [removed] = state.methods.splice(index, 1);
    // The default went: the newest card that has not expired takes its place.
    if (removed?.is_default) {
      const next = listed(state.methods).find((m) => !expired(m, ctx.members.time()));
      if (next) next.is_default = true;
    }
    return success({ id: removed!.id }, 'The payment method has been removed.');
  });

  app.get('/me/purchases', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const query = parseListQuery(request.query, [], []);
    if (!query.ok) return sendError(reply, 422, 'The given data was invalid.', query.errors);
    const { page, perPage } = query.value;
    if (perPage > 50) return sendError(reply, 422, 'The given data was invalid.', { per_page: ['The per_page field must not be greater than 50.'] });
    return ok(paginate(stateOf(account).purchases, page, perPage, pageUrlFor(request, ctx)));
  });
};
