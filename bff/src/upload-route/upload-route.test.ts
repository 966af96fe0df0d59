import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptAttribute, looksLikeUploadType, megabytes, type UploadType } from '@mall/site/uploads';
import { fieldErrorMessages } from '@mall/site/forms';
import { loadConfig } from '../config';
import { exeBytes, gifBytes, jpegBytes, multipartBody, pdfBytes, pngBytes } from '../test/upload-fixtures';
import type { Tenant } from '../tenancy/tenants';
import { forwardUpload, isCrossSite, receiveUpload, refusalOfFailure, sniffUploadType, UploadRefusal, uploadFileName } from './upload-route';

// The uploads' shared rules with real bytes of each kind (issue 10): the type from the bytes whatever
// the name or declared type, the size limit while the file arrives, the spooled file and its clean-up,
// the cross-site rule, and the multipart body the platform receives.

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the type of an upload, from its bytes', () => {
  it('knows a JPEG photo, a PNG and a PDF; refuses an executable, a GIF and text', async () => {
    expect(await sniffUploadType(await jpegBytes())).toBe('image/jpeg');
    expect(await sniffUploadType(await pngBytes())).toBe('image/png');
    expect(await sniffUploadType(pdfBytes())).toBe('application/pdf');
    expect(await sniffUploadType(exeBytes())).toBeNull();
    expect(await sniffUploadType(await gifBytes())).toBeNull();
    expect(await sniffUploadType(Buffer.from('Total 24.90 EUR, thank you for your purchase'))).toBeNull();
    expect(await sniffUploadType(Buffer.alloc(0))).toBeNull();
  });

  it('takes only the types a route allows (a profile picture is no PDF)', async () => {
    const photos: UploadType[] = ['image/jpeg', 'image/png'];
    expect(await sniffUploadType(pdfBytes(), photos)).toBeNull();
    expect(await sniffUploadType(await pngBytes(), photos)).toBe('image/png');
  });

  it('names the file passed on by its type: no path, no control characters, the right ending', () => {
    expect(uploadFileName('C:\\Users\\jana\\Účtenka 12.JPG', 'image/jpeg')).toBe('Účtenka 12.jpg');
    expect(uploadFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(uploadFileName('scan.jpeg', 'image/png')).toBe('scan.jpeg.png');
    expect(uploadFileName('bon\u0000\u0007.png', 'image/png')).toBe('bon.png');
    expect(uploadFileName(undefined, 'image/jpeg')).toBe('upload.jpg');
  });
});

describe("the browser's courtesy checks (@mall/site/uploads)", () => {
  it('judge by the declared type, else by the ending; the accept attribute names both', () => {
    expect(looksLikeUploadType({ name: 'a.exe', type: 'image/jpeg' })).toBe(true);
    expect(looksLikeUploadType({ name: 'a.pdf', type: 'application/x-msdownload' })).toBe(false);
    expect(looksLikeUploadType({ name: 'SCAN.PDF', type: '' })).toBe(true);
    expect(looksLikeUploadType({ name: 'scan.heic', type: '' })).toBe(false);
    expect(acceptAttribute()).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf');
    expect(megabytes(10 * 1024 * 1024)).toBe(10);
    expect(megabytes(1000)).toBe(1);
  });
});

describe('UPLOAD_MAX_BYTES', () => {
  it('is 10 MB unless set, and a bad value stops the start', () => {
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '2097152' }).UPLOAD_MAX_BYTES).toBe(2_097_152);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '12' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'ten megabytes' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

describe('the cross-site rule', () => {
  const request = (headers: Record<string, string>) => ({ headers: { host: 'aupark.localhost:3000', ...headers } }) as never;
  it('lets the site itself through, and refuses another origin or a cross-site fetch', () => {
    expect(isCrossSite(request({ origin: 'http://aupark.localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(request({}))).toBe(false);
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'http://galerieharfa.localhost:3000' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });
});

describe('receiving an upload', () => {
  let app: FastifyInstance;
  const seen: { path: string; exists: () => boolean }[] = [];
  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart, { throwFileSizeLimit: true });
    app.post<{ Querystring: { max?: string; photos?: string } }>('/upload', async (request, reply) => {
      try {
        const upload = await receiveUpload(request, {
          maxBytes: Number(request.query.max ?? 1024 * 1024),
          types: request.query.photos ? ['image/jpeg', 'image/png'] : ['image/jpeg', 'image/png', 'application/pdf'],
          lang: 'cz',
        });
        const bytes = readFileSync(upload.file.path);
        seen.push({ path: upload.file.path, exists: () => existsSync(upload.file.path) });
        await upload.dispose();
        return { fields: upload.fields, name: upload.file.name, type: upload.file.type, size: upload.file.size, sha: sha(bytes) };
      } catch (error) {
        if (error instanceof UploadRefusal) return reply.code(error.statusCode).send(error.body());
        throw error;
      }
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = async (url: string, fields: Record<string, string>, file: Parameters<typeof multipartBody>[1], fileFirst = false) => {
    const { body, contentType } = await multipartBody(fields, file, { fileFirst });
    return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
  };

  it('takes each allowed type, byte for byte, with its fields before or after the file, and removes the spooled copy', async () => {
    for (const [name, type, bytes, fileFirst] of [
      ['bon.jpg', 'image/jpeg', await jpegBytes(), false],
      ['bon.png', 'image/png', await pngBytes(), true],
      ['bon.pdf', 'application/pdf', pdfBytes(), false],
    ] as const) {
      const response = await send('/upload', { shop: '1001', amount: '24,90' }, { name, type, bytes }, fileFirst);
      expect(response.statusCode, name).toBe(200);
      expect(response.json()).toEqual({ fields: { shop: '1001', amount: '24,90' }, name, type, size: bytes.length, sha: sha(bytes) });
    }
    expect(seen.length).toBe(3);
    for (const file of seen) expect(file.exists()).toBe(false);
  });

  it('reads the type from the bytes: an executable named .jpg and sent as image/jpeg is refused (415), in the page language', async () => {
    const response = await send('/upload', {}, { name: 'receipt.jpg', type: 'image/jpeg', bytes: exeBytes() });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.',
      fieldErrors: [{ field: 'file', code: 'invalidFile', message: 'Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.' }],
    });
    // A real photo sent with a wrong name and type is taken for what it is.
    const disguisedPhoto = await send('/upload', {}, { name: 'scan.pdf', type: 'application/pdf', bytes: await pngBytes() });
    expect(disguisedPhoto.json()).toMatchObject({ type: 'image/png', name: 'scan.pdf.png' });
    // A route that takes photos only refuses a PDF.
    expect((await send('/upload?photos=1', {}, { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() })).statusCode).toBe(415);
  });

  it('refuses a file over the limit (413) while it arrives, and a form without a file (400)', async () => {
    const big = await jpegBytes(400, 400);
    expect(big.length).toBeGreaterThan(20_000);
    const response = await send(`/upload?max=${big.length - 1}`, {}, { name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', fieldErrors: [{ field: 'file', code: 'fileTooLarge' }] });
    // Exactly at the limit is fine.
    expect((await send(`/upload?max=${big.length}`, {}, { name: 'big.jpg', type: 'image/jpeg', bytes: big })).statusCode).toBe(200);
    const none = await send('/upload', { shop: '1001' }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: [{ field: 'file', code: 'required' }] });
    const two = await send('/upload', {}, { name: 'x.jpg', type: 'image/jpeg', bytes: big, field: 'attachment' });
    expect(two.statusCode).toBe(400);
  });

  it('refuses a body it cannot read as the client’s mistake (400, in the page language), never as an error (issue 17)', async () => {
    const { body } = await multipartBody({ shop: '1001' }, { name: 'bon.jpg', type: 'image/jpeg', bytes: await jpegBytes() });
    const malformed = { error: 'BAD_USER_INPUT', message: 'Soubor nedorazil celý nebo je poškozený. Vyberte ho prosím a pošlete znovu.', fieldErrors: [] };
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=not-the-one-in-the-body', body],
      ['multipart/form-data', body],
      ['multipart/form-data; boundary=x', Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff', 'latin1')],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual(malformed);
    }
  });
});

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
