import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { newMember } from '../test/member';
import { hostOf, useStack, type Stack } from '../test/stack';
import { jpegBytes } from '../test/upload-fixtures';

// Malformed multipart bodies on every upload route (issue 17 "Low": a wrong boundary answered 500),
// against the sandbox over real HTTP and a real Redis: each is the client's mistake, so each answers a
// 4xx with a code (BAD_USER_INPUT for a body that cannot be read), in the page's language, and nothing
// reaches the platform.

const routes = [
  { url: '/api/receipts', upstream: '/v1/me/receipts' },
  { url: '/api/profile-picture', upstream: '/v1/me/profile-picture' },
] as const;

const CRLF = '\r\n';

/** A multipart body written by hand: each part its headers and its content, framed by `boundary`. */
function rawBody(boundary: string, parts: { headers: string[]; content: Buffer | string }[], end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`, 'latin1'));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : part.content);
    chunks.push(Buffer.from(CRLF, 'latin1'));
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--${CRLF}`, 'latin1'));
  return Buffer.concat(chunks);
}

const filePart = (bytes: Buffer, name = 'file', filename = 'uctenka.jpg') => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, 'Content-Type: image/jpeg'],
  content: bytes,
});

async function post(stack: Stack, token: string, url: string, contentType: string, payload: Buffer, lang = 'en') {
  const host = hostOf('aupark');
  const response = await stack.app.inject({
    method: 'POST',
    url: `${url}?lang=${lang}`,
    headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'x-mall-upload': '1', cookie: `token=${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { error?: string; message?: string; fieldErrors?: unknown[] } };
}

describe('a malformed upload body', () => {
  // A generous form limit: this file sends many uploads from one address.
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', FORM_RATE_LIMIT_MAX: '200' } });

  for (const route of routes) {
    it(`is the client's mistake on ${route.url}: a wrong boundary, none, a cut body, a nameless part, two files, a huge part header → 4xx with a code`, async () => {
      const member = await newMember(stack(), 'aupark');
      const photo = await jpegBytes(200, 200);
      const good = rawBody('right-boundary', [filePart(photo)]);
      stack().sandbox.knobs.clearRequests();

      // The boundary in the header is not the one in the body: 400 BAD_USER_INPUT (it was 500).
      const wrong = await post(stack(), member.token, route.url, 'multipart/form-data; boundary=another-boundary', good, 'de');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Die Datei ist nicht vollständig oder beschädigt angekommen. Bitte wählen Sie sie aus und senden Sie sie erneut.' });

      // No boundary at all.
      const none = await post(stack(), member.token, route.url, 'multipart/form-data', good);
      expect(none.status).toBe(400);
      expect(none.body.error).toBe('BAD_USER_INPUT');

      // The body stops in the middle of the file (no closing boundary).
      const cut = await post(stack(), member.token, route.url, 'multipart/form-data; boundary=right-boundary', good.subarray(0, Math.floor(good.length / 2)), 'cz');
      expect(cut.status).toBe(400);
      expect(cut.body).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Soubor nedorazil celý nebo je poškozený. Vyberte ho prosím a pošlete znovu.' });

      // A part without a name: not the file the form asks for.
      const nameless = rawBody('b', [{ headers: ['Content-Disposition: form-data; filename="uctenka.jpg"', 'Content-Type: image/jpeg'], content: photo }]);
      const noName = await post(stack(), member.token, route.url, 'multipart/form-data; boundary=b', nameless);
      expect(noName.status).toBe(400);
      expect(noName.body.error).toBe('BAD_USER_INPUT');

      // Two files where one is taken.
      const two = await post(stack(), member.token, route.url, 'multipart/form-data; boundary=b', rawBody('b', [filePart(photo), filePart(photo, 'file', 'second.jpg')]));
      expect(two.status).toBe(400);
      expect(two.body.error).toBe('BAD_USER_INPUT');

      // A part header of 100 KB (busboy reads at most 80 KB of a part's header).
      const hugeHeader = rawBody('b', [{ headers: [`Content-Disposition: form-data; name="file"; filename="${'a'.repeat(100 * 1024)}.jpg"`, 'Content-Type: image/jpeg'], content: photo }]);
      const huge = await post(stack(), member.token, route.url, 'multipart/form-data; boundary=b', hugeHeader);
      expect(huge.status).toBe(400);
      expect(huge.body.error).toBe('BAD_USER_INPUT');

      expect(stack().sandbox.knobs.requests().filter((r) => r.path === route.upstream)).toHaveLength(0);
    });
  }

  it('is refused by Node itself when the request head is too large: 431 over real HTTP, and the server keeps serving', async () => {
    const member = await newMember(stack(), 'aupark');
    await stack().app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = stack().app.server.address() as AddressInfo;
    // A raw socket: Node answers 431 and closes while a client may still be writing its head.
    const status = (extraHeader: string) =>
      new Promise<string>((resolve) => {
        const body = rawBody('b', []);
        const socket = connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(received.split(' ', 2)[1] ?? 'none'));
        // Written, not ended: the server closes the connection after its answer (`connection: close`).
        socket.write(
          `POST /api/receipts?lang=en HTTP/1.1\r\nhost: ${hostOf('aupark')}\r\nx-mall-upload: 1\r\ncookie: token=${member.token}\r\n` +
            `content-type: multipart/form-data; boundary=b\r\ncontent-length: ${body.length}\r\nconnection: close\r\n${extraHeader}\r\n${body.toString('latin1')}`,
        );
      });
    expect(await status(`x-padding: ${'a'.repeat(64 * 1024)}\r\n`)).toBe('431');
    // The same request with a head of ordinary size reaches the route (a form without a file: 400).
    expect(await status('')).toBe('400');
  });
});
