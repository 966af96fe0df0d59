import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companiesFor } from '../data/companies';
import { REJECTION_CODES, type RejectionCode } from '../data/loyalty';
import { errorBody } from '../envelope';
import { imageUrlFor } from '../images';
import { decide, receiptsOf } from '../members/receipts';
import { isTenant, type MemberStore } from '../members/store';
import { receiptBody } from './receipts';

const decideBody = z.object({
  tenant: z.string().refine(isTenant, 'a tenant id'),
  email: z.string().min(1),
  /** One receipt; without it, every pending receipt of the member. */
  id: z.number().int().positive().optional(),
  /** Without it the platform's check decides (a shop outside the programme, a receipt sent twice, else accepted). */
  outcome: z.enum(['accepted', 'rejected']).optional(),
  reason: z.enum(REJECTION_CODES as [RejectionCode, ...RejectionCode[]]).optional(),
});

const fileQuery = z.object({
  tenant: z.string().refine(isTenant, 'a tenant id'),
  email: z.string().min(1),
  id: z.coerce.number().int().positive(),
});

/**
 * The receipts' test knobs (outside /v1). `GET /__sandbox/receipts/file?tenant=&email=&id=` answers the
 * bytes of an uploaded receipt as the platform received them (what the bff made of the member's file),
 * for the member's newest uploads (KEPT_RECEIPT_FILES). `POST /__sandbox/receipts/decide` decides a member's pending
 * receipts now, as the platform's check would after its `checking_days`: by the check, or as told
 * (`outcome`, and `reason` for a rejection, `unreadable` by default). Accepted ones earn their points.
 */
export async function receiptKnobRoutes(app: FastifyInstance, opts: { members: MemberStore }): Promise<void> {
  const { members } = opts;
  app.get('/__sandbox/receipts/file', async (request, reply) => {
    const parsed = fileQuery.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ')));
    const { tenant, email, id } = parsed.data;
    const account = members.find(tenant as Parameters<MemberStore['find']>[0], email);
    if (!account) return reply.code(404).send(errorBody(404, 'No such member.'));
    const companies = companiesFor(account.tenant, imageUrlFor('http://sandbox.invalid', account.tenant));
    const file = receiptsOf(members, account, companies).items.find((r) => r.id === id)?.file;
    if (!file?.bytes) return reply.code(404).send(errorBody(404, 'No such receipt, or its bytes are no longer kept.'));
    return reply.type(file.type).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(file.bytes);
  });
  app.post('/__sandbox/receipts/decide', async (request, reply) => {
    const parsed = decideBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')));
    const { tenant, email, id, outcome, reason } = parsed.data;
    const account = members.find(tenant as Parameters<MemberStore['find']>[0], email);
    if (!account) return reply.code(404).send(errorBody(404, 'No such member.'));
    const companies = companiesFor(account.tenant, imageUrlFor('http://sandbox.invalid', account.tenant));
    const state = receiptsOf(members, account, companies);
    const pending = state.items.filter((r) => r.status === 'pending' && (id === undefined || r.id === id)).reverse();
    if (id !== undefined && pending.length === 0) return reply.code(404).send(errorBody(404, 'No such pending receipt.'));
    const told = outcome === 'accepted' ? ({ status: 'accepted' } as const) : outcome === 'rejected' ? ({ status: 'rejected', reason: reason ?? 'unreadable' } as const) : undefined;
    const decided = pending.map((receipt) => decide(members, account, state, receipt, companies, members.time(), told));
    return { ok: true, decided: decided.map((r) => receiptBody(r, companies, account)) };
  });
}
