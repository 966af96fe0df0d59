import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Dispatcher } from 'undici';
import { z } from 'zod';
import { buildUrl, classifyReply, createUpstreamClient, invalidHeader, UPSTREAM_CONNECTIONS } from './client';

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
  it("keeps the platform's code of a refusal, when it is an upper-case word", () => {
    expect(classifyReply('booking/orders', 409, { status: 'error', httpStatus: 'Conflict', code: 'SLOT_FULL', message: 'This time is fully booked.' })).toMatchObject({
      kind: 'http',
      status: 409,
      retryable: false,
      code: 'SLOT_FULL',
    });
    expect(classifyReply('booking/orders', 422, { status: 'error', code: 'slot full<' })?.code).toBeUndefined();
    expect(classifyReply('booking/orders', 422, { status: 'error', code: 7 })?.code).toBeUndefined();
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
  // A local server that answers after 1.2 s: one attempt of 800 ms times out, and so would its retry.
  async function slowServer() {
    const { createServer } = await import('node:http');
    let calls = 0;
    const server = createServer((_req, res) => {
      calls += 1;
      setTimeout(() => res.end('{"data":[]}'), 1200).unref();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createUpstreamClient>[0]['logger'];

  it('ends every attempt, retries included, by the deadline', async () => {
    const server = await slowServer();
    const client = createUpstreamClient({ timeoutMs: 800, retries: 2, logger: silent });
    try {
      const tenant = { id: 't', origin: 'https://t.example', upstreamUrl: server.url } as Parameters<typeof client.get>[0]['tenant'];
      const started = performance.now();
      const result = await client.get({ tenant, deadline: Date.now() + 1400 }, 'malls', z.unknown());
      const took = performance.now() - started;
      expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      // Without the deadline: 800 + 50 + 800 + 100 + 800 ms. With it: the first attempt, and a retry cut
      // to what is left (a wide margin for a busy machine, still short of the 2.55 s without it).
      expect(took).toBeLessThan(2200);
      expect(server.calls()).toBe(2);
      expect(await client.get({ tenant, deadline: Date.now() - 1 }, 'malls', z.unknown())).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      expect(server.calls()).toBe(2);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('a call never wedges the pool (issue 17)', () => {
  const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createUpstreamClient>[0]['logger'];
  const tenantAt = (upstreamUrl: string) => ({ id: 't', origin: 'https://t.example', upstreamUrl }) as Parameters<ReturnType<typeof createUpstreamClient>['get']>[0]['tenant'];

  async function answeringServer() {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls += 1;
      res.setHeader('content-type', 'application/json');
      res.end('{"data":{"ok":true}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('names a header value undici would refuse: control characters, and characters above U+00FF', () => {
    expect(invalidHeader({ origin: 'https://t.example', authorization: 'Bearer sbx.aupark.abc-_=' })).toBeUndefined();
    for (const bad of ['\u0001', '\u0000', '\n', '\r', '\u0100', '\u2028', '\u007f']) {
      expect(invalidHeader({ origin: 'https://t.example', authorization: `Bearer ${bad}` })).toBe('authorization');
    }
  });

  it(`never dispatches such a value: 100 calls with a bad token (the pool has ${UPSTREAM_CONNECTIONS}), then a good call answers`, async () => {
    const server = await answeringServer();
    const client = createUpstreamClient({ timeoutMs: 2000, retries: 0, logger: silent });
    try {
      const tenant = tenantAt(server.url);
      for (let i = 0; i < 100; i++) {
        const bad = await client.get({ tenant, token: ['\u0001', '\u0000', '\n', 'Ā', '\u2028'][i % 5] }, 'me/profile', z.unknown());
        expect(bad).toMatchObject({ ok: false, error: { kind: 'unauthorized', retryable: false } });
      }
      expect(server.calls()).toBe(0);
      // Before: undici refused each when dispatching and left its client busy; from the 65th call on,
      // every call of the origin waited for ever.
      const good = await client.get({ tenant }, 'malls', z.object({ ok: z.boolean() }));
      expect(good).toEqual({ ok: true, value: { ok: true } });
      expect(client.health()).toEqual({ inFlight: 0, stuck: 0 });
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('answers a call the dispatcher never settles as a timeout, and counts it as stuck until it settles', async () => {
    // A dispatcher that takes a request and never answers it (what a wedged pool does).
    const handlers: Dispatcher.DispatchHandler[] = [];
    class Swallowing extends Dispatcher {
      override dispatch(_options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
        handlers.push(handler);
        return true;
      }
      override close(): Promise<void> {
        return Promise.resolve();
      }
      override destroy(): Promise<void> {
        return Promise.resolve();
      }
    }
    const client = createUpstreamClient({ timeoutMs: 200, retries: 0, logger: silent, dispatcher: new Swallowing() });
    const result = await client.get({ tenant: tenantAt('http://127.0.0.1:9') }, 'malls', z.unknown());
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', retryable: true } });
    expect(client.health()).toEqual({ inFlight: 0, stuck: 1 });
    // The dispatcher lets go at last: the call is no longer stuck.
    (handlers[0] as { onError(error: Error): void }).onError(new Error('released'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.health()).toEqual({ inFlight: 0, stuck: 0 });
    await client.close();
  });
});

describe("a write's idempotency key (issue 21)", () => {
  const silent = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createUpstreamClient>[0]['logger'];

  it('goes upstream as the Idempotency-Key header, only when set', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers['idempotency-key'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"success","data":{}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const client = createUpstreamClient({ timeoutMs: 2000, retries: 0, logger: silent });
    try {
      const tenant = { id: 't', origin: 'https://t.example', upstreamUrl: `http://127.0.0.1:${port}` } as Parameters<typeof client.send>[0]['tenant'];
      await client.send({ tenant, idempotencyKey: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff' }, 'POST', 'booking/orders', z.unknown(), {});
      await client.send({ tenant }, 'POST', 'booking/orders', z.unknown(), {});
      expect(seen).toEqual(['a1b2c3d4-e5f6-4711-8899-aabbccddeeff', undefined]);
    } finally {
      await client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
