import { z } from 'zod';
import type { Area } from '../area';
import { conversationView, findConversation, findMessage, overview, thread } from '../data/messages';
import { ok, sendError, success } from '../envelope';
import { requireMember } from '../members/auth';
import { messagesOf, readConversation, resetMessages, sendFromMember } from '../members/messages';
import { invalid, optionalText, requiredText } from './form-body';

// An id as JSON sends it (a number), or a query or form post (digits); an empty form value is none.
const id = (field: string) =>
  z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/).transform(Number)], {
    error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} field must be an integer.`),
  });
const blankIsNone = (value: unknown) => (value === '' || value === null ? undefined : value);
const requiredId = (field: string) => z.preprocess(blankIsNone, id(field));
const optionalId = (field: string) => z.preprocess(blankIsNone, id(field).optional());

const threadQuery = z.object({ conversation_id: requiredId('conversation id'), after_id: optionalId('after id') });
const messageQuery = z.object({ id: requiredId('id') });
const readBody = z.object({ conversation_id: requiredId('conversation id') });

const sendBody = z
  .object({
    conversation_id: optionalId('conversation id'),
    // Required for a new conversation only (below); an answer keeps its conversation's subject.
    subject: optionalText('subject', 150),
    body: requiredText('body', 2000),
    // pusher-js's socket id (`<digits>.<digits>`): that connection does not get its own message back.
    socket_id: z.string().regex(/^\d+\.\d+$/, { error: 'The socket id field format is invalid.' }).optional(),
  })
  .refine((value) => value.conversation_id !== undefined || value.subject !== null, {
    path: ['subject'],
    message: 'The subject field is required.',
    // Also beside other fields' errors (Laravel lists every field), unless the subject or the id already has its own.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'subject' || issue.path?.[0] === 'conversation_id'),
  });

/**
 * The member's messages with the mall (spec §7 "Messages"; the shapes are our choice, in CONTRACT.md
 * "Messages"): `messages/overview`, `messages/all`, `messages` (POST: an answer or a new conversation),
 * `messages/message`, `messages/message/read` (POST). Each needs the member's token (401 without one);
 * a conversation or message that is not the member's is 404. What is written is published on the
 * member's channel (members/messages.ts). Personal data: every reply `private, no-store`.
 */
export const area: Area = (app, ctx) => {
  const resetKnobs = app.knobs.reset.bind(app.knobs);
  app.knobs.reset = () => {
    resetKnobs();
    resetMessages(ctx.members);
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/messages/overview', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    return ok(overview(messagesOf(ctx.members, account)));
  });

  app.get('/messages/all', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = threadQuery.safeParse(request.query ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const conversation = findConversation(messagesOf(ctx.members, account), parsed.data.conversation_id);
    if (!conversation) return sendError(reply, 404, 'Conversation not found.');
    return ok({ conversation: conversationView(conversation), messages: thread(conversation, parsed.data.after_id ?? null) });
  });

  app.get('/messages/message', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = messageQuery.safeParse(request.query ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const message = findMessage(messagesOf(ctx.members, account), parsed.data.id);
    if (!message) return sendError(reply, 404, 'Message not found.');
    return ok({ ...message });
  });

  app.post('/messages', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = sendBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { conversation_id, subject, body, socket_id } = parsed.data;
    const sent = await sendFromMember(ctx.members, ctx.realtime, account, { conversationId: conversation_id ?? null, subject: subject ?? '', body, socketId: socket_id });
    if (!sent) return sendError(reply, 404, 'Conversation not found.');
    return success(sent, 'Your message has been sent.');
  });

  app.post('/messages/message/read', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = readBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const total = await readConversation(ctx.members, ctx.realtime, account, parsed.data.conversation_id);
    if (total === null) return sendError(reply, 404, 'Conversation not found.');
    return ok({ unread_total: total });
  });
};
