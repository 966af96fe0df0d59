import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import { codesOf, expireCodes } from '../members/codes';
import { isTenant, type MemberStore } from '../members/store';

const expireBody = z.object({ tenant: z.string().refine(isTenant, 'a tenant id'), email: z.string().min(1) });

/**
 * The accounts' knob (issue 10), outside /v1: `POST /__sandbox/codes/expire {tenant, email}` makes
 * every pending code of that address (verification, password reset) expired, as if 30 minutes had
 * passed, so that a test can see an old code refused.
 */
export async function accountKnobRoutes(app: FastifyInstance, opts: { members: MemberStore }): Promise<void> {
  app.post('/__sandbox/codes/expire', async (request, reply) => {
    const parsed = expireBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const account = opts.members.find(parsed.data.tenant as Parameters<MemberStore['find']>[0], parsed.data.email);
    if (!account) return reply.code(404).send(errorBody(404, 'No such member.'));
    return { ok: true, expired: expireCodes(codesOf(opts.members, account), opts.members.time()) };
  });
}
