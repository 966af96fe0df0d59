import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedRoute } from './protocol';

// The bench's two baselines (bare-server.ts) must send exactly what the bff sent for each target: the
// same status, the same headers (besides the three every Node server writes itself) and the same
// bytes. A baseline that sent fewer bytes or headers would flatter it, and the ratios would mean
// nothing.

const page = Buffer.from('<!doctype html><title>x</title>'.repeat(40));
const compressedPage = brotliCompressSync(page);
const routes: CapturedRoute[] = [
  {
    path: '/sk',
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-encoding', 'br'],
      ['cache-control', 'no-cache'],
      ['vary', 'Accept-Encoding'],
      ['content-security-policy', "default-src 'self'"],
    ],
    body: compressedPage.toString('base64'),
  },
  {
    path: '/graphql?operationName=HomePage&variables=%7B%22lang%22%3A%22sk%22%7D',
    status: 200,
    headers: [['content-type', 'application/graphql-response+json; charset=utf-8']],
    body: Buffer.from('{"data":{}}').toString('base64'),
  },
  { path: '/realtime/auth', status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body: Buffer.from('{"auth":"key:signature"}').toString('base64') },
];

/** What every Node HTTP server writes itself, which the bench does not replay. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive']);

function start(args: string[]): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (answer) => resolve({ child, base: `http://127.0.0.1:${(answer as { port: number }).port}` }));
    child.send({ routes });
  });
}

describe.each([
  ['node:http', []],
  ['Fastify', ['fastify']],
])('the %s baseline', (_name, args) => {
  let server: { child: ChildProcess; base: string };
  beforeAll(async () => {
    server = await start(args);
  }, 30_000);
  afterAll(() => {
    server.child.disconnect();
  });

  it.each(routes.map((route) => [route.path, route]))('replays %s: status, headers and bytes', async (_path, route) => {
    const post = route.path === '/realtime/auth';
    const response = await fetch(`${server.base}${route.path}`, {
      method: post ? 'POST' : 'GET',
      headers: post ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: post ? 'socket_id=1.2&channel_name=private-encrypted-member-1' : undefined,
    });
    // fetch decodes the brotli page: what arrives decoded is the page the bytes were made from.
    const body = Buffer.from(await response.arrayBuffer());
    const sentBytes = Buffer.from(route.body, 'base64');
    expect(response.status).toBe(route.status);
    expect(body.equals(route.path === '/sk' ? page : sentBytes)).toBe(true);
    const sent = Object.fromEntries([...response.headers].filter(([name]) => !ownHeaders.has(name)));
    const expected = Object.fromEntries([...route.headers.map(([name, value]) => [name.toLowerCase(), value]), ['content-length', String(sentBytes.length)]]);
    expect(sent).toEqual(expected);
  });

  it('answers 404 to anything else', async () => {
    const response = await fetch(`${server.base}/elsewhere`);
    expect(response.status).toBe(404);
  });
});
