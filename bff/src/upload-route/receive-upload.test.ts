import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exeBytes, jpegBytes, multipartBody, pdfBytes, pngBytes } from '../test/upload-fixtures';
import { receiveUpload, uploadFileName } from './receive-upload';
import { UploadRefusal } from './refusals';

// Receiving an upload with real bytes of each kind (issue 10): the type from the bytes whatever the
// name or declared type, the size limit while the file arrives, the spooled file and its clean-up.

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the file passed on', () => {
  it('names the file passed on by its type: no path, no control characters, the right ending', () => {
    expect(uploadFileName('C:\\Users\\jana\\Účtenka 12.JPG', 'image/jpeg')).toBe('Účtenka 12.jpg');
    expect(uploadFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(uploadFileName('scan.jpeg', 'image/png')).toBe('scan.jpeg.png');
    expect(uploadFileName('bon\u0000\u0007.png', 'image/png')).toBe('bon.png');
    expect(uploadFileName(undefined, 'image/jpeg')).toBe('upload.jpg');
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
