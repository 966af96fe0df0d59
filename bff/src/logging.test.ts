import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedUrl, memoryHitLine, requestIdFrom, serializeRequest } from './logging';

describe('requestIdFrom', () => {
  it('keeps a well-formed id from the proxy', () => {
    expect(requestIdFrom('3f1c9a2e-6b1d-4c55-9d0e-1f2a3b4c5d6e')).toBe('3f1c9a2e-6b1d-4c55-9d0e-1f2a3b4c5d6e');
    expect(requestIdFrom('lb.req:42_a')).toBe('lb.req:42_a');
  });

  it('replaces a missing, long or odd id with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'x'.repeat(8000), 'a b', 'id\nforged: line', '<script>', '-leading-dash']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom(['ok-1', 'ok-2'])).toBe('ok-1');
  });
});

describe('loggedUrl', () => {
  it('leaves out the whole query string of a GraphQL request', () => {
    expect(loggedUrl('/graphql?query=mutation%7Blogin(password%3A%22secret%22)%7D&variables=%7B%7D')).toBe('/graphql?…');
    expect(loggedUrl('/graphql')).toBe('/graphql');
  });

  it('hides the values of secret-looking parameters elsewhere', () => {
    expect(loggedUrl('/en/reset?token=abc&lang=en')).toBe('/en/reset?token=%E2%80%A6&lang=en');
    expect(loggedUrl('/img?url=https%3A%2F%2Fapi.example%2Fa.png')).toBe('/img?url=https%3A%2F%2Fapi.example%2Fa.png');
    expect(loggedUrl('/en/shops')).toBe('/en/shops');
    expect(loggedUrl(`/img?url=${encodeURIComponent('https://cdn.example/a.png?X-Amz-Signature=s3cr3t')}`)).toBe('/img?url=https%3A%2F%2Fcdn.example%2Fa.png%3F%E2%80%A6');
  });

  it('answers a URL asked again as the first time, each URL its own, past the bound of those it keeps', () => {
    const secret = '/en/reset?token=abc';
    expect(loggedUrl(secret)).toBe('/en/reset?token=%E2%80%A6');
    for (let i = 0; i < 1_100; i++) expect(loggedUrl(`/img?url=https%3A%2F%2Fapi.example%2F${i}.png&w=960`)).toBe(`/img?url=https%3A%2F%2Fapi.example%2F${i}.png&w=960`);
    expect(loggedUrl(secret)).toBe('/en/reset?token=%E2%80%A6');
    expect(loggedUrl('/en/reset?token=xyz')).toBe('/en/reset?token=%E2%80%A6');
    const long = `/en/shops?q=${'a'.repeat(3_000)}&session=s`;
    expect(loggedUrl(long)).toBe(`/en/shops?q=${'a'.repeat(3_000)}&session=%E2%80%A6`);
    expect(loggedUrl(long)).toBe(loggedUrl(long));
  });
});

describe('memoryHitLine', () => {
  /** A Fastify logger with app.ts's options, writing its lines to an array. */
  function logger(level: string) {
    const lines: string[] = [];
    const writes: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        writes.push(chunk.toString('utf8'));
        lines.push(...chunk.toString('utf8').split(/(?<=\n)/));
        done();
      },
    });
    const app = Fastify({
      logger: { level, serializers: { req: serializeRequest }, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], stream },
    });
    return { log: app.log, lines, writes };
  }

  it("writes the line pino writes for the same fields, one JSON object per line", async () => {
    const { log, lines } = logger('info');
    const write = memoryHitLine(log);
    expect(write).not.toBeNull();
    for (const [url, statusCode] of [
      ['/sk/obchody?page=2', 200],
      [loggedUrl('/img?url=https%3A%2F%2Fcdn.example%2Fa%20%22b%22.jpg%3Fsig%3Dx&w=480'), 304],
      ['/de/über\u2028"quoted"', 200],
    ] as const) {
      const fields = { reqId: 'lb.req:42_a', tenant: 'aupark', url, statusCode, responseTime: 0.0123 };
      log.info({ reqId: fields.reqId, tenant: fields.tenant, req: { method: 'GET', url }, res: { statusCode }, responseTime: fields.responseTime, cache: 'memory' }, 'request completed');
      write!(fields);
      // One turn at a time: a turn's hit lines are written together, after pino's of that turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line.endsWith('}\n')).toBe(true);
    for (let i = 0; i < lines.length; i += 2) {
      const viaPino = JSON.parse(lines[i]!) as Record<string, unknown>;
      const made = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
      expect(Math.abs((made.time as number) - (viaPino.time as number))).toBeLessThan(5000);
      expect({ ...made, time: 0 }).toEqual({ ...viaPino, time: 0 });
      expect(Object.keys(made)).toEqual(Object.keys(viaPino));
    }
  });

  it("writes a turn's lines in one write, in order, once the turn ends", async () => {
    const { log, lines, writes } = logger('info');
    const write = memoryHitLine(log)!;
    for (let i = 0; i < 50; i++) write({ reqId: `r${i}`, tenant: 'aupark', url: `/sk/${i}`, statusCode: 200, responseTime: 1 });
    expect(writes).toHaveLength(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(lines.map((line) => (JSON.parse(line) as { reqId: string }).reqId)).toEqual(Array.from({ length: 50 }, (_, i) => `r${i}`));
    write({ reqId: 'next', tenant: 'aupark', url: '/sk', statusCode: 304, responseTime: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });

  it('logs the same fields through a logger that is not pino', () => {
    const calls: unknown[][] = [];
    const plain = { level: 'info', info: (...args: unknown[]) => calls.push(args) } as unknown as FastifyBaseLogger;
    memoryHitLine(plain)!({ reqId: 'r1', tenant: 'aupark', url: '/sk', statusCode: 200, responseTime: 1.5 });
    expect(calls).toEqual([[{ reqId: 'r1', tenant: 'aupark', req: { method: 'GET', url: '/sk' }, res: { statusCode: 200 }, responseTime: 1.5, cache: 'memory' }, 'request completed']]);
  });

  it('is null when info lines are not written', () => {
    expect(memoryHitLine(logger('warn').log)).toBeNull();
    expect(memoryHitLine(logger('debug').log)).not.toBeNull();
  });
});
