import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { pageUrlFor, type Area } from '../area';
import { companiesFor, type Company } from '../data/companies';
import { earningRulesFor, rejectionTranslations } from '../data/loyalty';
import { ok, paginate, sendError, success, type FieldErrors } from '../envelope';
import { fieldErrors, parseListQuery } from '../list-query';
import { requireMember } from '../members/auth';
import { currencyOf, mallDay, receiptsOf, submitReceipt, type Receipt, type ReceiptFile } from '../members/receipts';
import type { Account } from '../members/store';

/** The platform's upload limit (DESIGN.md "Uploads"): 10 MB, JPEG, PNG or PDF by their first bytes. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** The type of a file by its first bytes (the platform does not trust a name either). */
function typeOf(head: Buffer): ReceiptFile['type'] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** A receipt as the platform answers it. */
export function receiptBody(receipt: Receipt, companies: readonly Company[], account: Account) {
  return {
    id: receipt.id,
    company_id: receipt.companyId,
    company_name: companies.find((c) => c.id === receipt.companyId)?.name ?? null,
    amount: receipt.amount,
    currency: currencyOf(account),
    purchased_at: receipt.purchasedOn,
    uploaded_at: receipt.uploadedAt,
    decided_at: receipt.decidedAt,
    status: receipt.status,
    points: receipt.points,
    rejection_reason: receipt.rejection,
    translations: receipt.rejection ? rejectionTranslations(receipt.rejection) : [],
    file: { name: receipt.file.name, type: receipt.file.type, size: receipt.file.size },
  };
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Receipts (spec §7 "Loyalty": `me/receipts`; shapes are ours, sandbox/CONTRACT.md): the member's
 * receipts, paginated, newest first (`filter[status]`), and a new one as multipart/form-data: `file`
 * (JPEG, PNG or PDF by its bytes, at most 10 MB), `company_id` (a shop of the mall), `amount` (in the
 * mall's currency), `purchased_at` (YYYY-MM-DD, in the last `receipt_max_age_days`, not in the future).
 * A new receipt is pending (201).
 */
export const area: Area = async (app, ctx) => {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 }, throwFileSizeLimit: true });

  app.get('/me/receipts', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = parseListQuery(request.query, [], ['status']);
    if (!parsed.ok) return sendError(reply, 422, 'The given data was invalid.', parsed.errors);
    const { page, perPage, filters } = parsed.value;
    if (filters.status !== undefined && !(STATUSES as readonly string[]).includes(filters.status)) {
      return sendError(reply, 422, 'The given data was invalid.', { 'filter[status]': ['The status must be pending, accepted or rejected.'] });
    }
    const companies = companiesFor(ctx.tenant(request).id, ctx.image(request));
    const items = receiptsOf(ctx.members, account, companies).items.filter((r) => filters.status === undefined || r.status === filters.status);
    return ok(paginate(items.map((r) => receiptBody(r, companies, account)), page, perPage, pageUrlFor(request, ctx)));
  });

  app.post('/me/receipts', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    if (!request.isMultipart()) return sendError(reply, 415, 'The receipt must be sent as multipart/form-data.');
    const tenant = ctx.tenant(request).id;
    const companies = companiesFor(tenant, ctx.image(request));
    const fields: Record<string, string> = {};
    let file: ReceiptFile | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
        if (part.fieldname !== 'file') continue;
        const bytes = Buffer.concat(chunks);
        const type = typeOf(bytes.subarray(0, 16));
        if (!type) return sendError(reply, 415, 'The file must be a file of type: jpg, png, pdf.');
        file = { name: part.filename || 'receipt', type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, `The file must not be greater than ${RECEIPT_MAX_BYTES / 1024} kilobytes.`);
      throw error;
    }
    return accept(reply, account, fields, file, companies);
  });

  function accept(reply: FastifyReply, account: Account, fields: Record<string, string>, file: ReceiptFile | null, companies: readonly Company[]) {
    const rules = earningRulesFor(account.tenant);
    const now = ctx.members.time();
    const today = mallDay(now, account);
    const earliest = mallDay(new Date(now.getTime() - rules.receipt_max_age_days * 86_400_000), account);
    const schema = z.object({
      company_id: z
        .string({ error: 'The company id field is required.' })
        .regex(/^\d+$/, { error: 'The selected company id is invalid.' })
        .transform(Number)
        .refine((id) => companies.some((c) => c.id === id), { error: 'The selected company id is invalid.' }),
      amount: z
        .string({ error: 'The amount field is required.' })
        .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'The amount field must be a number with at most two decimals.' })
        .transform(Number)
        .refine((amount) => amount >= 0.01 && amount <= 100_000, { error: 'The amount field must be between 0.01 and 100000.' }),
      purchased_at: z
        .string({ error: 'The purchased at field is required.' })
        .regex(dayPattern, { error: 'The purchased at field must match the format Y-m-d.' })
        .refine((day) => day <= today, { error: 'The purchased at field must be a date before or equal to today.' })
        .refine((day) => day >= earliest, { error: `The purchased at field must be a date within the last ${rules.receipt_max_age_days} days.` }),
    });
    const parsed = schema.safeParse(fields);
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!file) errors.file = ['The file field is required.'];
    if (!parsed.success || !file) return sendError(reply, 422, 'The given data was invalid.', errors);
    const state = receiptsOf(ctx.members, account, companies);
    const receipt = submitReceipt(state, { companyId: parsed.data.company_id, amount: parsed.data.amount, purchasedOn: parsed.data.purchased_at, uploadedAt: now.toISOString(), file });
    return reply.code(201).send(success(receiptBody(receipt, companies, account), 'The receipt was received and will be checked.'));
  }
};
