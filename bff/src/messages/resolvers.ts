import type { z } from 'zod';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import type { Resolvers } from '../graphql/generated';
import { refused } from '../graphql/form-outcome';
import { sendMemberForm } from '../graphql/member-form';
import { unwrap } from '../graphql/upstream-data';
import { memberCall, memberGet, memberSend } from '../session/member-call';
import { createMemberGet } from '../session/member-get';
import type { Query } from '../upstream/query';
import { isPlatformId, toMessage, toOverview, toThread } from './mapper';
import { messageSchema, overviewSchema, readReply, sentReply, threadSchema } from './upstream';

// The member's conversations with their mall (issue 20; spec §7 "Messages"). Personal data: every
// call with the member's token (session/member-call.ts), never through the shared cache; a visitor is
// UNAUTHENTICATED before anything is sent. An id that is not the platform's (digits) is not found
// without asking the platform.

/** A member's GET whose "not found" (404: unknown, or another member's) is null rather than an error. */
async function memberGetOrNull<S extends z.ZodType>(ctx: GraphQLContext, path: string, schema: S, query: Query): Promise<z.output<S> | null> {
  const result = await createMemberGet(ctx.reply.server.upstream)(memberCall(ctx), path, schema, query);
  if (!result.ok && result.error.kind === 'not-found') return null;
  return unwrap(ctx, result);
}

const notFound = () => gqlError('NOT_FOUND', 'No such conversation.');

export const messagesResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    messagesOverview: async (_root, _args, ctx) => toOverview(await memberGet(ctx, 'messages/overview', overviewSchema), ctx.tenant.timeZone),
    conversation: async (_root, { id, after }, ctx) => {
      memberCall(ctx);
      if (!isPlatformId(id) || (after != null && !isPlatformId(after))) return null;
      const thread = await memberGetOrNull(ctx, 'messages/all', threadSchema, { conversation_id: id, ...(after != null ? { after_id: after } : {}) });
      return thread ? toThread(thread, ctx.tenant.timeZone) : null;
    },
    message: async (_root, { id }, ctx) => {
      memberCall(ctx);
      if (!isPlatformId(id)) return null;
      const message = await memberGetOrNull(ctx, 'messages/message', messageSchema, { id });
      return message ? toMessage(message, ctx.tenant.timeZone) : null;
    },
    unreadMessages: async (_root, _args, ctx) => (await memberGet(ctx, 'messages/overview', overviewSchema)).unread_total,
  },
  Mutation: {
    sendMessage: async (_root, { lang, input }, ctx) => {
      memberCall(ctx);
      if (input.conversationId != null && input.conversationId !== '' && !isPlatformId(input.conversationId)) throw notFound();
      const outcome = await sendMemberForm(ctx, lang, input, {
        form: 'sendMessage',
        method: 'POST',
        path: 'messages',
        reply: sentReply,
        fields: ['conversationId', 'subject', 'text'],
        platformNames: { conversation_id: 'conversationId', body: 'text' },
        rateLimited: true,
        // An answer goes to its conversation (its subject is the conversation's); a new one has a subject.
        body: (values) => (values.conversationId ? { conversation_id: Number(values.conversationId), body: values.text } : { subject: values.subject, body: values.text }),
      });
      if (!outcome.ok) return refused(outcome.fieldErrors);
      ctx.log.info({ conversation: outcome.value.data.conversation.id }, 'message sent');
      return { ok: true, fieldErrors: [], reference: String(outcome.value.data.conversation.id) };
    },
    markConversationRead: async (_root, { id }, ctx) => {
      memberCall(ctx);
      if (!isPlatformId(id)) throw notFound();
      return unwrap(ctx, await memberSend(ctx, 'POST', 'messages/message/read', readReply, { conversation_id: Number(id) })).data.unread_total;
    },
  },
};
