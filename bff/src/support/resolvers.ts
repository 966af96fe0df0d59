import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import type { Resolvers } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { refused } from '../graphql/form-outcome';
import { memberCall, memberGet } from '../session/member-call';
import { sendMemberForm } from '../graphql/member-form';
import { toSupportRequest } from './mapper';
import { supportRequestReply, supportRequestsSchema } from './upstream';

// The member's support (issue 10 "Dashboard": a request form when `is_contact_support_active`; spec §7
// `support`, sent with the member's token so that the platform knows who asks, and answers by e-mail).

async function supportActive(ctx: GraphQLContext): Promise<boolean> {
  return unwrap(ctx, await ctx.calls.settings(publicCall(ctx))).is_contact_support_active === 'true';
}

export const supportResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    supportRequests: async (_root, _args, ctx) => {
      memberCall(ctx);
      if (!(await supportActive(ctx))) return [];
      const requests = await memberGet(ctx, 'me/support', supportRequestsSchema);
      return requests.flatMap((request) => toSupportRequest(request, ctx.tenant.timeZone) ?? []);
    },
  },
  Mutation: {
    sendSupportRequest: async (_root, { lang, input }, ctx) => {
      memberCall(ctx);
      if (!(await supportActive(ctx))) throw gqlError('FORBIDDEN', 'Support is not offered by this mall.');
      const outcome = await sendMemberForm(ctx, lang, input, {
        form: 'supportRequest',
        method: 'POST',
        path: 'support',
        reply: supportRequestReply,
        fields: ['category', 'subject', 'message'],
        rateLimited: true,
        body: (values) => ({ category: values.category, subject: values.subject, message: values.message }),
      });
      if (!outcome.ok) return refused(outcome.fieldErrors);
      ctx.log.info('support request sent');
      return { ok: true, fieldErrors: [], reference: outcome.value.data?.ticket_number ?? null };
    },
  },
};
