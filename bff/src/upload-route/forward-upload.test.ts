import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMessages } from '@mall/site/forms';
import { jpegBytes, pdfBytes } from '../test/upload-fixtures';
import type { Tenant } from '../tenancy/tenants';
import { forwardUpload } from './forward-upload';
import { refusalOfFailure } from './refusals';

// The multipart body the platform receives (issue 10), and its refusals read as ours.

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('forwarding an upload to the platform', () => {
  let platform: FastifyInstance;
  let base = '';
  const received: { headers: Record<string, unknown>; fields: Record<string, string>; file: { name: string; type: string; sha: string } | null }[] = [];
  beforeAll(async () => {
    platform = Fastify();
    await platform.register(multipart);
    platform.post('/v1/me/receipts', async (request, reply) => {
      const fields: Record<string, string> = {};
      let file: (typeof received)[number]['file'] = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else file = { name: part.filename, type: part.mimetype, sha: sha(await part.toBuffer()) };
      }
      received.push({ headers: request.headers, fields, file });
      if (fields.amount === '0') return reply.code(422).send({ status: 'error', httpStatus: 'UnprocessableEntity', message: 'The given data was invalid.', errors: { amount: ['The amount must be at least 0.01.'] } });
      if (request.headers.authorization === 'Bearer expired') return reply.code(401).send({ status: 'error', httpStatus: 'Unauthorized', message: 'Unauthenticated.' });
      return reply.code(201).send({ status: 'success', data: { id: 77, status: 'pending' }, message: 'Receipt received.' });
    });
    await platform.listen({ host: '127.0.0.1', port: 0 });
    const address = platform.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  const dirs: string[] = [];
  afterAll(async () => {
    await platform.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A file as receiveUpload leaves it: spooled on disk. */
  const spooled = (bytes: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'upload-test-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'file'), bytes);
    return join(dir, 'file');
  };

  const server = { log: Fastify({ logger: false }).log, metricsRegistry: new Registry(), config: { UPSTREAM_TIMEOUT_MS: 2000 } };
  const tenant = () => ({ id: 'aupark', origin: 'https://www.aupark.sk', upstreamUrl: base }) as Tenant;
  const replySchema = z.looseObject({ data: z.looseObject({ id: z.number(), status: z.string() }) });

  it('sends the fields and the file as multipart with the member token and the tenant origin, the file byte for byte', async () => {
    const bytes = await jpegBytes();
    const file = { path: spooled(bytes), name: 'bon.jpg', type: 'image/jpeg' as const, size: bytes.length };
    const result = await forwardUpload(server, { tenant: tenant(), token: 'sbx.token', requestId: 'req-1' }, 'me/receipts', { fields: { company_id: '1001', amount: '24.90' }, file }, replySchema);
    expect(result).toEqual({ ok: true, value: { status: 'success', data: { id: 77, status: 'pending' }, message: 'Receipt received.' } });
    const last = received.at(-1)!;
    expect(last.headers).toMatchObject({ authorization: 'Bearer sbx.token', origin: 'https://www.aupark.sk', 'x-request-id': 'req-1' });
    expect(String(last.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.fields).toEqual({ company_id: '1001', amount: '24.90' });
    expect(last.file).toEqual({ name: 'bon.jpg', type: 'image/jpeg', sha: sha(bytes) });
  });

  it("reads the platform's refusals: field errors, an ended session", async () => {
    const file = { path: spooled(pdfBytes()), name: 'bon.pdf', type: 'application/pdf' as const, size: pdfBytes().length };
    const refused = await forwardUpload(server, { tenant: tenant(), token: 't' }, 'me/receipts', { fields: { amount: '0' }, file }, replySchema);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', fieldErrors: { amount: ['The amount must be at least 0.01.'] } } });
    // The platform's English becomes the code's text in the page's language (issue 18).
    const context = { form: 'receiptUpload' as const, log: server.log };
    if (!refused.ok) expect(refusalOfFailure(refused.error, 'cz', ['amount'], 1024, context).body()).toEqual({
      error: 'BAD_USER_INPUT',
      message: 'Zkontrolujte prosím označená pole.',
      fieldErrors: [{ field: 'amount', code: 'invalidAmount', message: fieldErrorMessages.cz.invalidAmount }],
    });
    const expired = await forwardUpload(server, { tenant: tenant(), token: 'expired' }, 'me/receipts', { fields: {}, file }, replySchema);
    expect(expired).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    if (!expired.ok) expect(refusalOfFailure(expired.error, 'de', [], 1024, context).code).toBe('UNAUTHENTICATED');
    const down = await forwardUpload(server, { tenant: { ...tenant(), upstreamUrl: 'http://127.0.0.1:9' }, token: 't' }, 'me/receipts', { fields: {}, file }, replySchema);
    expect(down).toMatchObject({ ok: false, error: { kind: 'network' } });
    if (!down.ok) expect(refusalOfFailure(down.error, 'sk', [], 1024, context).statusCode).toBe(503);
  });
});
