import type { GraphQLContext } from '../graphql/context';
import { gqlError, upstreamError } from '../graphql/errors';
import type { PaymentMethod, Resolvers } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { memberGet, memberSend } from '../session/member-call';
import { mallDateTime } from '../shared/mall-time';
import { toPaymentMethod, toPurchase } from './mapper';
import { paymentMethodsSchema, purchasePageSchema, removedReply } from './upstream';

// The member's saved cards and purchases (issue 10 "Dashboard": payment methods and purchases; our
// contract with the platform, sandbox/CONTRACT.md). Personal calls only, never cached.

/** Purchases a page: the site's usual list size (spec §9 "default page size 10"). */
export const PURCHASES_PER_PAGE = 10;

async function paymentMethods(ctx: GraphQLContext): Promise<PaymentMethod[]> {
  const today = mallDateTime(new Date(), ctx.tenant.timeZone).date;
  const methods = await memberGet(ctx, 'me/payment-methods', paymentMethodsSchema);
  return methods.flatMap((method) => toPaymentMethod(method, today) ?? []);
}

export const paymentsResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    paymentMethods: (_root, _args, ctx) => paymentMethods(ctx),
    purchases: async (_root, { lang, page }, ctx) => {
      if (!Number.isInteger(page) || page < 1) throw gqlError('BAD_USER_INPUT', 'The page must be a whole number from 1.');
      const [purchases, malls] = await Promise.all([memberGet(ctx, 'me/purchases', purchasePageSchema, { page, per_page: PURCHASES_PER_PAGE }), ctx.calls.malls(publicCall(ctx))]);
      const currency = unwrap(ctx, malls).data[0]?.currency;
      const context = { lang, timeZone: ctx.tenant.timeZone, currency };
      return {
        items: purchases.data.flatMap((purchase) => toPurchase(purchase, context) ?? []),
        page: purchases.current_page,
        lastPage: Math.max(1, purchases.last_page),
        total: purchases.total,
      };
    },
  },
  Mutation: {
    removePaymentMethod: async (_root, { id }, ctx) => {
      if (!/^[\w-]{1,64}$/.test(id)) throw gqlError('NOT_FOUND', 'No such payment method.');
      const result = await memberSend(ctx, 'DELETE', `me/payment-methods/${id}`, removedReply);
      if (!result.ok) {
        const level = result.error.kind === 'unauthorized' || result.error.kind === 'not-found' ? 'info' : 'warn';
        ctx.log[level]({ kind: result.error.kind, status: result.error.status }, 'payment method not removed');
        throw upstreamError(result.error);
      }
      ctx.log.info('payment method removed');
      return paymentMethods(ctx);
    },
  },
};
