import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { listArgs } from '../graphql/list-args';
import { memberGet } from '../session/member-call';
import { toReceiptPage } from './mapper';
import { receiptPageSchema } from './upstream';

// The member's receipts (issue 10 "Dashboard: receipts"): the list through memberGet (the member's
// token, never the shared cache). Uploads are the REST route of upload-route.ts.

export const receiptsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    myReceipts: async (_root, args, ctx) => {
      const { page, perPage } = listArgs(args);
      const [receipts, malls] = await Promise.all([memberGet(ctx, 'me/receipts', receiptPageSchema, { page, per_page: perPage }), ctx.calls.malls(publicCall(ctx))]);
      return toReceiptPage(receipts, { ...displayContext(ctx, args.lang), timeZone: ctx.tenant.timeZone, currency: unwrap(ctx, malls).data[0]?.currency });
    },
  },
};
