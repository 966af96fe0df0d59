import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../envelope';
import type { NewsletterList } from '../newsletter/list';
import { isTenantId, type TenantId } from '../tenancy';

const tenant = z.string().refine(isTenantId, 'a tenant id');
const stateQuery = z.object({ tenant });
const expireBody = z.object({ tenant, email: z.string().min(1) });
const sendBody = z.object({ tenant });

const badRequest = (issues: readonly z.core.$ZodIssue[]) => errorBody(400, issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));

/**
 * The newsletter's knobs (issue 17), outside /v1: what a tenant's list holds, a pending confirmation
 * made to expire (as if CONFIRM_LINK_DAYS had passed), and an issue of the newsletter sent to every
 * address on the list, each mail with its own unsubscribe link (in the outbox).
 */
export async function newsletterKnobRoutes(app: FastifyInstance, opts: { newsletter: NewsletterList }): Promise<void> {
  const { newsletter } = opts;

  app.get('/__sandbox/newsletter', async (request, reply) => {
    const parsed = stateQuery.safeParse(request.query ?? {});
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    return newsletter.state(parsed.data.tenant as TenantId);
  });

  app.post('/__sandbox/newsletter/expire', async (request, reply) => {
    const parsed = expireBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    if (!newsletter.expire(parsed.data.tenant as TenantId, parsed.data.email)) return reply.code(404).send(errorBody(404, 'No pending subscription of this address.'));
    return { ok: true };
  });

  app.post('/__sandbox/newsletter/send', async (request, reply) => {
    const parsed = sendBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(badRequest(parsed.error.issues));
    return { ok: true, sent: newsletter.sendIssue(parsed.data.tenant as TenantId) };
  });
}
