import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Area } from '../area';
import { createFormsStore, isUndeliverable } from '../data/newsletter';
import { settingsFor } from '../data/settings';
import { SUPPORT_CATEGORIES, seedSupportRequests, ticketNumber, type SupportRequests } from '../data/support-requests';
import { ok, sendError, success } from '../envelope';
import { bearerToken, requireMember } from '../members/auth';
import { openFromSupportRequest } from '../members/messages';
import type { Account } from '../members/store';
import { acceptedField, emailField, invalid, optionalText, requiredText } from './form-body';

const supportBody = z.object({
  name: requiredText('name', 100),
  email: emailField,
  phone: optionalText('phone', 20).refine((value) => value === null || /^\+?[0-9 ()./-]{6,20}$/.test(value), {
    error: 'The phone field format is invalid.',
  }),
  subject: requiredText('subject', 150),
  message: requiredText('message', 5000).refine((value) => value.length >= 10, { error: 'The message field must be at least 10 characters.' }),
  consent: acceptedField('consent'),
});

/** A member's request: who sends it is the account's (name, e-mail); the member says what about. */
const memberRequestBody = z.object({
  category: z.enum(SUPPORT_CATEGORIES, { error: `The category field must be one of: ${SUPPORT_CATEGORIES.join(', ')}.` }),
  subject: requiredText('subject', 150),
  message: requiredText('message', 5000).refine((value) => value.length >= 10, { error: 'The message field must be at least 10 characters.' }),
});

/**
 * `POST /v1/support`: the contact form (spec §7 "Support"; the shape is our choice, in CONTRACT.md).
 * A mall whose `is_contact_support_active` is off refuses it with 403. With a member's token
 * (`Authorization: Bearer`) it is the member's request from the dashboard instead (issue 10): the body
 * is `{ category, subject, message }`, the name and e-mail address are the account's, a token that is
 * no session is 401; `GET /v1/me/support` lists the member's requests, newest first. A member's request
 * also starts a conversation in the member's messages (issue 20; `conversation_id` in the reply).
 */
export const area: Area = (app, ctx) => {
  const store = createFormsStore();
  const resetKnobs = app.knobs.reset.bind(app.knobs);
  app.knobs.reset = () => {
    resetKnobs();
    store.reset();
  };

  const active = (request: FastifyRequest) => settingsFor(ctx.tenant(request).id, ctx.image(request)).is_contact_support_active === 'true';
  const requestsOf = (account: Account) => ctx.members.areaState<SupportRequests>('support', account, (a) => seedSupportRequests(a, ctx.members.time()));

  app.get('/me/support', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    if (!active(request)) return sendError(reply, 403, 'Contact support is not active for this mall.');
    return ok([...requestsOf(account).requests].sort((a, b) => b.created_at.localeCompare(a.created_at)));
  });

  app.post('/support', async (request, reply) => {
    const tenant = ctx.tenant(request).id;
    if (!active(request)) {
      return sendError(reply, 403, 'Contact support is not active for this mall.');
    }
    if (bearerToken(request) !== null) {
      const account = requireMember(request, reply, ctx);
      if (!account) return reply;
      const parsed = memberRequestBody.safeParse(request.body ?? {});
      if (!parsed.success) return invalid(reply, parsed.error.issues);
      const mine = requestsOf(account);
      const n = mine.next++;
      const saved = { id: account.id * 1000 + n, ticket_number: ticketNumber(account, n), ...parsed.data, status: 'open' as const, created_at: ctx.members.time().toISOString() };
      mine.requests.push(saved);
      // The request is also a conversation with the mall (issue 20), where the answer will come.
      const conversation = await openFromSupportRequest(ctx.members, ctx.realtime, account, { subject: saved.subject, message: saved.message, ticketNumber: saved.ticket_number });
      return success(
        { id: saved.id, ticket_number: saved.ticket_number, created_at: saved.created_at, name: `${account.firstName} ${account.lastName}`.trim(), email: account.email, conversation_id: conversation.id },
        'Your request has been sent.',
      );
    }
    const parsed = supportBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { consent: _consent, ...message } = parsed.data;
    if (isUndeliverable(message.email)) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['We cannot reply to this email address.'] });
    }
    const saved = store.addSupportMessage(tenant, message, new Date());
    return success({ id: saved.id, ticket_number: saved.ticket_number, created_at: saved.created_at }, 'Your message has been sent.');
  });
};
