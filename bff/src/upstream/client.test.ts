import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUrl, classifyReply, createUpstreamClient } from './client';

describe('classifyReply', () => {
  it('passes success replies', () => {
    expect(classifyReply('malls', 200, { data: { data: [] } })).toBeNull();
  });
  it("treats status 'error' as a failure whatever the HTTP code", () => {
    const failure = classifyReply('me/profile', 200, { status: 'error', httpStatus: 'Unauthorized', message: 'Token expired' });
    expect(failure).toMatchObject({ kind: 'unauthorized', retryable: false, message: 'Token expired' });
  });
  it('maps reasons and statuses to kinds, with retry only for 5xx and 429', () => {
    expect(classifyReply('x', 401, {})?.kind).toBe('unauthorized');
    expect(classifyReply('x', 404, { status: 'error', httpStatus: 'NotFound' })?.kind).toBe('not-found');
    expect(classifyReply('x', 403, null)?.kind).toBe('forbidden');
    expect(classifyReply('x', 500, { status: 'error' })).toMatchObject({ kind: 'http', retryable: true });
    expect(classifyReply('x', 429, {})).toMatchObject({ kind: 'http', retryable: true });
    expect(classifyReply('x', 418, {})).toMatchObject({ kind: 'http', retryable: false });
  });
  it('keeps field messages of validation failures', () => {
    const failure = classifyReply('login', 422, { status: 'error', httpStatus: 'UnprocessableEntity', errors: { email: ['is invalid'], password: 'required' } });
    expect(failure).toMatchObject({ kind: 'validation', fieldErrors: { email: ['is invalid'], password: ['required'] } });
  });
  it("keeps the platform's reason for a program, when it is a plain word", () => {
    expect(classifyReply('login', 422, { status: 'error', httpStatus: 'UnprocessableEntity', reason: 'email_not_verified' })?.reason).toBe('email_not_verified');
    expect(classifyReply('login', 422, { status: 'error', reason: '<script>' })?.reason).toBeUndefined();
    expect(classifyReply('login', 422, { status: 'error' })?.reason).toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('puts paths under /v1 and encodes the query, nulls as the text null', () => {
    expect(buildUrl('http://up:4010', 'events', { page: 2, 'filter[company_id]': null, skip: undefined })).toBe(
      'http://up:4010/v1/events?page=2&filter%5Bcompany_id%5D=null',
    );
    expect(buildUrl('https://api.example/', '/malls')).toBe('https://api.example/v1/malls');
  });
});

describe('the request time budget', () => {
  // A local server that answers after 400 ms: one attempt of 300 ms times out, and so would its retry.
  async function slowServer() {
    const { createServer } = await import('node:http');
    let calls = 0;
    const server = createServer((_req, res) => {
      calls += 1;
      setTimeout(() => res.end('{"data":[]}'), 400).unref();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createUpstreamClient>[0]['logger'];

  it('ends every attempt, retries included, by the deadline', async () => {
    const server = await slowServer();
    const client = createUpstreamClient({ timeoutMs: 300, retries: 2, logger: silent });
    try {
      const tenant = { id: 't', origin: 'https://t.example', upstreamUrl: server.url } as Parameters<typeof client.get>[0]['tenant'];
      const started = performance.now();
      const result = await client.get({ tenant, deadline: Date.now() + 550 }, 'malls', z.unknown());
      const took = performance.now() - started;
      expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      // Without the deadline: 300 + 50 + 300 + 100 + 300 ms. With it: the first attempt, and a retry cut to what is left.
      expect(took).toBeLessThan(700);
      expect(server.calls()).toBe(2);
      expect(await client.get({ tenant, deadline: Date.now() - 1 }, 'malls', z.unknown())).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      expect(server.calls()).toBe(2);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
