import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import mercurius from 'mercurius';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import compressionPlugin, { precompressed } from './compression';
import configPlugin from './config';

// The bytes on the wire (issue "The page pipeline", point 5): built copies served as they are,
// answers made per request compressed by Accept-Encoding, and nothing compressed twice.

/** Some text of about `bytes` bytes that compresses well. */
const text = (bytes: number, word = 'Shops, cafés and a cinema, open every day. ') => word.repeat(Math.ceil(bytes / word.length)).slice(0, bytes);

const js = Buffer.from(`export const rows = ${JSON.stringify(text(8000).split(' '))};\n`);
// Copies of a.js made with other settings than the server's, so a body equal to them was not made per request.
const jsBr = brotliCompressSync(js);
const jsGz = gzipSync(js, { level: 1 });
const plainJs = Buffer.from(`export const other = ${JSON.stringify(text(4000))};\n`);
const smallJs = Buffer.from('export const small = 1;\n');
const html = `<!doctype html><html><body>${'<p>A page of the mall.</p>'.repeat(200)}</body></html>`;
const smallHtml = '<!doctype html><p>small</p>';
const json = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const preGzipped = gzipSync(Buffer.from(html));

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'compression-'));
  writeFileSync(join(dist, 'a.js'), js);
  writeFileSync(join(dist, 'a.js.br'), jsBr);
  writeFileSync(join(dist, 'a.js.gz'), jsGz);
  writeFileSync(join(dist, 'only-gz.js'), js);
  writeFileSync(join(dist, 'only-gz.js.gz'), jsGz);
  writeFileSync(join(dist, 'plain.js'), plainJs);
  writeFileSync(join(dist, 'small.js'), smallJs);

  app = Fastify({ logger: false });
  await app.register(configPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
  await app.register(compressionPlugin);
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The options to add in ssr/page-route.ts: copies are found next to the file, and get no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
  });
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/small', async (_request, reply) => reply.type('text/html; charset=utf-8').send(smallHtml));
  app.get('/json', async () => json);
  app.get('/opt-out', { compress: false }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/encoded', async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip').send(preGzipped));
  // What a page cache does with `precompressed`: picks the stored copy, says which it is.
  const copies = precompressed(Buffer.from(html));
  app.get('/cached', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(copies.br);
    return reply.send(html);
  });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/upload', async (request) => ({ receivedBytes: (request.body as Buffer).length }));
  await app.register(mercurius, {
    schema: 'type Query { words(count: Int!): [String!]! }',
    resolvers: { Query: { words: async (_root: unknown, { count }: { count: number }) => Array.from({ length: count }, (_, i) => `word ${i}`) } },
  });
  // The SPA answers its pages from the not-found handler, which gets no route hooks.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/missing-small')) return reply.code(404).type('text/html; charset=utf-8').send(smallHtml);
    return reply.code(404).type('text/html; charset=utf-8').send(html);
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

describe('built assets with copies (@fastify/static, preCompressed)', () => {
  it('sends the brotli copy as it is when brotli is accepted', async () => {
    const response = await get('/a.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(jsBr.length));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload).toEqual(jsBr);
    expect(decoded(response)).toEqual(js);
  });

  it('sends the gzip copy as it is when only gzip is accepted', async () => {
    const response = await get('/a.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(jsGz.length));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload).toEqual(jsGz);
  });

  it('honours weights', async () => {
    expect((await get('/a.js', 'br;q=0.1, gzip;q=0.9')).rawPayload).toEqual(jsGz);
    expect((await get('/a.js', 'br;q=0, gzip')).rawPayload).toEqual(jsGz);
  });

  it('sends the file itself when no coding is accepted, still with Vary', async () => {
    for (const accepted of [undefined, 'identity', 'deflate']) {
      const response = await get('/a.js', accepted);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(js.length));
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.rawPayload).toEqual(js);
    }
  });

  it('falls back to the next copy, then to compressing, when a copy is missing', async () => {
    const gz = await get('/only-gz.js', 'br, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(jsGz);
    // No copies at all (a build without the plugin): compressed per request.
    const plain = await get('/plain.js', 'br, gzip');
    expect(plain.headers['content-encoding']).toBe('br');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(decoded(plain)).toEqual(plainJs);
  });

  it('sends a file of less than 1 KiB as it is, with its length', async () => {
    const response = await get('/small.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(smallJs.length));
    expect(response.rawPayload).toEqual(smallJs);
  });

  it('does not serve the copies under their own names', async () => {
    expect((await get('/a.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/a.js.gz', 'gzip')).statusCode).toBe(404);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/a.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(jsBr.length));
    expect(response.rawPayload).toHaveLength(0);
  });

  it('answers a revalidation with a bare 304: no coding to relabel the cached copy', async () => {
    for (const file of ['/a.js', '/plain.js']) {
      const first = await get(file, 'br');
      const etag = String(first.headers.etag);
      const again = await get(file, 'br', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.vary).toBe('accept-encoding');
      expect(again.rawPayload).toHaveLength(0);
    }
    // Each copy has its own ETag: a validator of one encoding does not match another.
    expect((await get('/a.js', 'br')).headers.etag).not.toBe((await get('/a.js', 'gzip')).headers.etag);
  });
});

describe('answers made per request (@fastify/compress)', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('compresses HTML above 1 KiB with %s', async (encoding, accepted) => {
    const response = await get('/page', accepted);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(html.length / 10);
    expect(decoded(response).toString()).toBe(html);
  });

  it('sends HTML as it is when no coding is accepted', async () => {
    const response = await get('/page');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toBe(html);
  });

  it('compresses JSON above 1 KiB', async () => {
    const response = await get('/json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(response).toString())).toEqual(json);
  });

  it('leaves answers below 1 KiB alone', async () => {
    const response = await get('/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(smallHtml);
  });

  it('leaves other types alone', async () => {
    const response = await get('/image', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.rawPayload).toHaveLength(4096);
  });

  it('leaves alone an answer that says its coding itself', async () => {
    const response = await get('/encoded', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(preGzipped);
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('sends a stored copy made by `precompressed` as it is', async () => {
    const response = await get('/cached', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(precompressed(Buffer.from(html)).br);
    expect(decoded(response).toString()).toBe(html);
  });

  it('answers HEAD with the headers a GET would have and no body', async () => {
    for (const url of ['/page', '/sk/some/page']) {
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      const getAnswer = await get(url, 'br');
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers.vary).toBe('accept-encoding');
      expect(head.headers['content-length']).toBe(getAnswer.headers['content-length']);
      expect(head.rawPayload).toHaveLength(0);
    }
    const plain = await app.inject({ method: 'HEAD', url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(html.length));
  });

  it('leaves alone a route that opted out, on GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/opt-out', headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(html.length));
      expect(response.headers.vary).toBeUndefined();
    }
  });

  it('compresses GraphQL answers (mercurius routes are ordinary routes)', async () => {
    const post = await app.inject({ method: 'POST', url: '/graphql', headers: { 'accept-encoding': 'br' }, payload: { query: '{ words(count: 300) }' } });
    expect(post.statusCode).toBe(200);
    expect(post.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(post).toString()).data.words).toHaveLength(300);
    const getQuery = await get(`/graphql?query=${encodeURIComponent('{ words(count: 300) }')}`, 'gzip');
    expect(getQuery.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(getQuery).toString()).data.words).toHaveLength(300);
  });

  it('compresses the answers of the not-found handler (the SPA pages) by the same rules', async () => {
    const br = await get('/sk/some/page', 'gzip, deflate, br');
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(decoded(br).toString()).toBe(html);
    const gzip = await get('/sk/some/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString()).toBe(html);
    const none = await get('/sk/some/page');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(html);
    const small = await get('/missing-small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(smallHtml);
  });

  it('does not inflate compressed request bodies', async () => {
    const body = gzipSync(Buffer.from(text(4000)));
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ receivedBytes: body.length });
  });
});
