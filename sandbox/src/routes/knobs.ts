import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import type { KnobState } from '../knobs';
import { isTenant, type MemberStore } from '../members/store';

const latencyBody = z.object({ ms: z.number().int().min(0).max(120_000) });
const modeBody = z.object({ mode: z.enum(['normal', 'failing', 'down']) });
const tenant = z.string().refine(isTenant, 'a tenant id');
const expireBody = z.object({ tenant, email: z.string().min(1).optional() });
const outboxQuery = z.object({ tenant: tenant.optional(), to: z.string().min(1).optional() });

/** Test knobs over HTTP under `/__sandbox/` (outside /v1, so they work in every mode). */
export async function knobRoutes(app: FastifyInstance, opts: { knobs: KnobState; members: MemberStore }): Promise<void> {
  const { knobs, members } = opts;
  const badRequest = (issues: z.core.$ZodIssue[]) =>
    errorBody(400, issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));

  app.post('/__sandbox/latency', async (request, reply) => {
    const parsed = latencyBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    knobs.setLatency(parsed.data.ms);
    return { ok: true, latency: parsed.data.ms };
  });

  app.post('/__sandbox/mode', async (request, reply) => {
    const parsed = modeBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    knobs.setMode(parsed.data.mode);
    return { ok: true, mode: parsed.data.mode };
  });

  app.get('/__sandbox/requests', async () => knobs.requests());

  app.delete('/__sandbox/requests', async () => {
    knobs.clearRequests();
    return { ok: true };
  });

  // The member side (issue 10). The e-mails the platform would have sent (verification and reset
  // codes), newest last: what a tester reads instead of a mailbox.
  app.get('/__sandbox/outbox', async (request, reply) => {
    const parsed = outboxQuery.safeParse(request.query ?? {});
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    return members.outbox({ tenant: parsed.data.tenant as never, to: parsed.data.to });
  });

  // Ends sessions as if they had expired: a tenant's, or one member's. Their next call answers 401.
  app.post('/__sandbox/sessions/expire', async (request, reply) => {
    const parsed = expireBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    const tenant = parsed.data.tenant as Parameters<MemberStore['find']>[0];
    const account = parsed.data.email ? members.find(tenant, parsed.data.email) : null;
    if (parsed.data.email && !account) return reply.code(404).send(errorBody(404, 'No such member.'));
    return { ok: true, expired: members.revoke(account ? { accountId: account.id } : { tenant }) };
  });

  app.post('/__sandbox/reset', async () => {
    knobs.reset();
    return { ok: true };
  });
}
