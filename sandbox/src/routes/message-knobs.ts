import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import { sendFromMall } from '../members/messages';
import { isTenant, type MemberStore } from '../members/store';
import type { RealtimePublisher } from '../realtime/publisher';

// A test knob of the messages (issue 20; outside /v1, like the others): the mall writes to a member, as
// its staff would from the platform's back office. Stored and published on the member's channel, so
// the site's open conversation, header count and notification can be watched in a test or a demo.

const messageBody = z.object({
  tenant: z.string().min(1),
  email: z.string().min(1),
  text: z.string().trim().min(1).max(2000),
  conversation_id: z.number().int().positive().optional(),
});

export async function messageKnobRoutes(app: FastifyInstance, opts: { members: MemberStore; realtime: RealtimePublisher }): Promise<void> {
  const { members, realtime } = opts;
  // `{ tenant, email, text, conversation_id? }` → `{ message, conversation }`: into that conversation, else
  // the member's latest, else a new "Message from {mall}". 404 for an unknown tenant, member or conversation.
  app.post('/__sandbox/messages', async (request, reply) => {
    const parsed = messageBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const { tenant, email, text, conversation_id } = parsed.data;
    if (!isTenant(tenant)) return reply.code(404).send(errorBody(404, 'No such tenant.'));
    const account = members.find(tenant, email);
    if (!account) return reply.code(404).send(errorBody(404, 'No such member.'));
    const sent = await sendFromMall(members, realtime, account, text, conversation_id);
    if (!sent) return reply.code(404).send(errorBody(404, 'No such conversation.'));
    return sent;
  });
}
