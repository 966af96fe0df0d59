import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from './app';
import { loadConfig } from './config';
import { loadTenants } from './tenancy/tenants';
import { cleanPrefix, gql, homeQuery, hostOf, logCollector, startStack, type Stack } from './test/stack';

// What an attacker and a bad day found at the gateway (issue "Harden the gateway", findings 3, 5, 6
// and 7); findings 1, 2 and 4 are tested beside their code (graphql/limits, routes/images, cache).

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('forged forwarding headers in production', () => {
  let stack: Stack;
  const log = logCollector();
  beforeAll(async () => {
    // GRAPHQL_PERSISTED_ONLY off: the GraphQL check below sends a text of its own.
    stack = await startStack({ redis: null, logStream: log.stream, env: { NODE_ENV: 'production', GRAPHQL_PERSISTED_ONLY: 'false' } });
  });
  afterAll(async () => {
    await stack.close();
  });

  it("builds canonical, alternate and Open Graph URLs from the tenant's origin, never from the request", async () => {
    const forged = await stack.app.inject({
      method: 'GET',
      url: '/sk',
      headers: { host: hostOf('aupark'), 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toContain('<link rel="canonical" href="https://www.aupark.sk/sk">');
    expect(forged.body).toMatch(/<meta property="og:image" content="https:\/\/www\.aupark\.sk\/img\?url=/);
    // An unknown Host is the default tenant, with the default tenant's origin.
    const unknown = await stack.app.inject({ method: 'GET', url: '/cz', headers: { host: 'evil.example' } });
    expect(unknown.body).not.toContain('evil.example');
    expect(unknown.body).toContain('<link rel="canonical" href="https://beta.mall-sites.example/cz">');
    // GraphQL image links are root-relative: no host at all.
    const home = await stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
      payload: { query: '{ heroBanners(lang: en) { imageWide } }' },
    });
    expect(home.body).not.toContain('evil.example');
    expect(home.json<{ data: { heroBanners: { imageWide: string }[] } }>().data.heroBanners[0]?.imageWide).toMatch(/^\/img\?url=/);
  });

  it("logs the socket's address, not a forged X-Forwarded-For", async () => {
    await stack.app.inject({ method: 'GET', url: '/en/nothing', headers: { host: hostOf('aupark'), 'x-forwarded-for': '203.0.113.77' } });
    const lines = log.lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/en/nothing');
    expect(lines.length).toBeGreaterThan(0);
    expect(log.text()).not.toContain('203.0.113.77');
    expect((lines[0]!.req as { remoteAddress: string }).remoteAddress).toBe('127.0.0.1');
  });

  it('logs each answer once, when it has gone: the request, the status and the time taken (logging.ts OneLineLog)', async () => {
    const answer = await stack.app.inject({ method: 'GET', url: '/en/one-line?token=secret-value', headers: { host: hostOf('aupark') } });
    const lines = log.lines.filter((line) => line.reqId === answer.headers['x-request-id']);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/en/one-line?token=%E2%80%A6', host: hostOf('aupark') }, res: { statusCode: answer.statusCode }, tenant: 'aupark' });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(log.text()).not.toContain('secret-value');
  });

  it('does not publish source maps', async () => {
    const maps = readdirSync(`${loadConfig({}).WEB_DIST}/client/assets`).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const map = await stack.app.inject({ method: 'GET', url: `/assets/${maps[0]}`, headers: { host: hostOf('aupark') } });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    const script = await stack.app.inject({ method: 'GET', url: `/assets/${maps[0]!.replace(/\.map$/, '')}`, headers: { host: hostOf('aupark') } });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('sourceMappingURL');
  });
});

describe('a configured proxy', () => {
  it('is believed for the client address, and only it', async () => {
    const log = logCollector();
    const trusting = await startStack({ redis: null, logStream: log.stream, env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' } });
    try {
      // inject's socket address is 127.0.0.1: the configured proxy.
      await trusting.app.inject({ method: 'GET', url: '/en/nothing', headers: { host: hostOf('aupark'), 'x-forwarded-for': '198.51.100.4' } });
      expect(log.text()).toContain('"remoteAddress":"198.51.100.4"');
    } finally {
      await trusting.close();
    }
    const log2 = logCollector();
    const other = await startStack({ redis: null, logStream: log2.stream, env: { NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8' } });
    try {
      await other.app.inject({ method: 'GET', url: '/en/nothing', headers: { host: hostOf('aupark'), 'x-forwarded-for': '198.51.100.4' } });
      expect(log2.text()).not.toContain('198.51.100.4');
    } finally {
      await other.close();
    }
  });
});

describe('request ids and what the log keeps', () => {
  let stack: Stack;
  const log = logCollector();
  beforeAll(async () => {
    stack = await startStack({ logStream: log.stream });
  });
  afterAll(async () => {
    await stack.close();
    await cleanPrefix(stack.prefix);
  });

  it('sends X-Request-Id back, keeping a well-formed one and replacing anything else', async () => {
    const plain = await stack.app.inject({ method: 'GET', url: '/en/nothing' });
    expect(plain.headers['x-request-id']).toMatch(uuid);
    const given = await stack.app.inject({ method: 'GET', url: '/en/nothing', headers: { 'x-request-id': 'lb-7f3a9c' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c');
    const long = await stack.app.inject({ method: 'GET', url: '/en/nothing', headers: { 'x-request-id': 'x'.repeat(8000) } });
    expect(long.headers['x-request-id']).toMatch(uuid);
    expect(log.text()).not.toContain('x'.repeat(100));
    const ids = new Set(log.lines.map((line) => line.reqId));
    expect(ids.has('lb-7f3a9c')).toBe(true);
  });

  it('never logs the query string or variables of a GraphQL request', async () => {
    const query = 'query Secret($password: String) { tenant { id } }';
    const url = `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ password: 'Hunter2-secret' }))}`;
    const reply = await stack.app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), 'mercurius-require-preflight': 'true' } });
    expect(reply.statusCode).toBe(400); // $password is not used: a refused document, logged by mercurius too
    await stack.app.inject({ method: 'GET', url: url.replace('Secret($password: String) ', ''), headers: { host: hostOf('aupark'), 'mercurius-require-preflight': 'true' } });
    expect(log.text()).toContain('"url":"/graphql?…"');
    expect(log.text()).not.toContain('Hunter2');
    expect(log.text()).not.toContain('password');
  });

  it("logs novoplaza's invalid property_management once per cached copy, not on every request", async () => {
    for (let i = 0; i < 20; i++) {
      const home = await gql(stack.app, 'novoplaza', homeQuery, { lang: i % 2 ? 'en' : 'cz' });
      expect(home.errors).toBeUndefined();
    }
    const warnings = log.lines.filter((line) => line.msg === 'invalid JSON in property_management, ignored');
    expect(warnings).toHaveLength(1);
  });
});

describe('one time budget per request', () => {
  let stack: Stack;
  beforeAll(async () => {
    // 5 s per attempt and one retry would mean 10 s and more; the budget is 1 s, retries included.
    // (Wide numbers: a busy machine adds its own delays, of seconds at a load average of 18: a cold
    // first HTML took 2.6 s there. Anything under 5 s is the budget at work, not the timeouts.)
    stack = await startStack({ redis: null, env: { REQUEST_BUDGET_MS: '1000', UPSTREAM_TIMEOUT_MS: '5000', UPSTREAM_RETRIES: '1' } });
    stack.sandbox.knobs.setLatency(20_000);
  });
  afterAll(async () => {
    await stack.close();
  });

  it('answers a GraphQL operation within the budget when the platform is slow', async () => {
    const started = performance.now();
    const reply = await gql(stack.app, 'galerieharfa', homeQuery, { lang: 'cz' });
    const took = performance.now() - started;
    expect(reply.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(took).toBeGreaterThan(900);
    expect(took).toBeLessThan(5000);
  });

  it('answers a cold first HTML 503 within the budget', async () => {
    const started = performance.now();
    const page = await stack.app.inject({ method: 'GET', url: '/de', headers: { host: hostOf('europasc') } });
    const took = performance.now() - started;
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBeDefined();
    expect(took).toBeLessThan(5000);
  });
});

describe('connections', () => {
  it('closes a socket that sends its headers too slowly (slowloris)', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SANDBOX: 'off', HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '2000' });
    const tenants = loadTenants(config.TENANTS_FILE);
    const server = Fastify(fastifyOptions(config, tenants, false));
    await server.register(app, { config, tenants });
    await server.listen({ host: '127.0.0.1', port: 0, backlog: config.LISTEN_BACKLOG });
    try {
      const { port } = server.server.address() as { port: number };
      const started = performance.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
          // One more header line every 200 ms, never the blank line that ends the head.
          const drip = setInterval(() => socket.write(`X-Drip-${Date.now()}: 1\r\n`), 200);
          socket.on('close', () => {
            clearInterval(drip);
            resolve(performance.now() - started);
          });
        });
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('the slow socket is still open after 5 s')), 5000).unref();
      });
      expect(closedAfter).toBeGreaterThan(400);
      expect(closedAfter).toBeLessThan(2500);
    } finally {
      await server.close();
    }
  });
});
