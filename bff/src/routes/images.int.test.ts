import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import { loadConfig } from '../config';
import { parseTenants } from '../tenancy/tenants';
import { hostOf, logCollector, useStack } from '../test/stack';
import { imageProxyMarker } from './images';

// The image proxy against a source that listens on loopback only (issue "Harden the gateway",
// finding 2): a private address is refused before any connection is made, whatever its spelling;
// only the upstream the operator named may be private, and what it sends is capped in size and time.

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const huge = 50 * 1024 * 1024;

/** What the loopback source saw: every request, the proxy's marker, and how much of a big body went out. */
const seen = { paths: [] as string[], markers: [] as (string | undefined)[], written: 0, finished: false };

async function streamBody(res: http.ServerResponse, total: number): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 0x42);
  while (seen.written < total && !res.destroyed) {
    seen.written += chunk.length;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off('drain', go);
          res.off('close', go);
          resolve();
        };
        res.on('drain', go);
        res.on('close', go);
      });
    }
  }
  if (!res.destroyed) {
    seen.finished = true;
    res.end();
  }
}

const source = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://source').pathname;
  seen.paths.push(path);
  seen.markers.push(req.headers[imageProxyMarker] as string | undefined);
  switch (path) {
    case '/a.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
      return;
    case '/huge-declared.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': huge });
      void streamBody(res, huge);
      return;
    case '/huge-undeclared.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      void streamBody(res, huge);
      return;
    case '/slow-body.png': {
      res.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => res.write(Buffer.from([0x42])), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case '/slow-headers.png':
      // Never answers; the proxy must give up on its own.
      return;
    case '/redirect.png':
      res.writeHead(302, { location: '/a.png' }).end();
      return;
    case '/page.html':
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
      return;
    default:
      res.writeHead(404).end();
  }
});

let sourceOrigin = '';
let sourcePort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourcePort = (source.address() as AddressInfo).port;
  sourceOrigin = `http://127.0.0.1:${sourcePort}`;
});
afterAll(async () => {
  source.closeAllConnections();
  await new Promise<void>((resolve) => source.close(() => resolve()));
});
beforeEach(() => {
  seen.paths = [];
  seen.markers = [];
  seen.written = 0;
  seen.finished = false;
});

const tenantsFile = JSON.parse(readFileSync(fileURLToPath(new URL('../../config/tenants.json', import.meta.url)), 'utf8')) as {
  defaultTenant: string;
  tenants: { id: string; hosts: string[]; imageHosts: string[] }[];
};

interface AppSetup {
  env: Record<string, string>;
  /** Extra image hosts for every tenant (the shipped file allows only the platform's). */
  imageHosts?: string[];
  /** Drops `localhost` and `127.0.0.1` from beta's hosts, so that they are not refused as the bff's own. */
  loopbackIsNotOwnHost?: boolean;
}

const log = logCollector();

/** The real app, built as server.ts builds it, with its upstream override and tenants chosen by the test. */
async function buildApp({ env, imageHosts = [], loopbackIsNotOwnHost = false }: AppSetup): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...env });
  const raw = {
    ...tenantsFile,
    tenants: tenantsFile.tenants.map((t) => ({
      ...t,
      hosts: loopbackIsNotOwnHost ? t.hosts.filter((h) => h !== 'localhost' && h !== '127.0.0.1') : t.hosts,
      imageHosts: [...t.imageHosts, ...imageHosts],
    })),
  };
  // The same rule as server.ts: the override (UPSTREAM_URL here) replaces every tenant's upstream.
  const tenants = parseTenants(raw, { upstreamUrl: config.UPSTREAM_URL });
  const instance = Fastify(fastifyOptions(config, tenants, { stream: log.stream }));
  await instance.register(app, { config, tenants });
  await instance.ready();
  return instance;
}

function useApp(setup: AppSetup | (() => AppSetup)): () => FastifyInstance {
  let instance: FastifyInstance | undefined;
  beforeAll(async () => {
    instance = await buildApp(typeof setup === 'function' ? setup() : setup);
  });
  afterAll(async () => {
    await instance?.close();
  });
  return () => {
    if (!instance) throw new Error('the app is not built yet');
    return instance;
  };
}

const img = (instance: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  instance.inject({ method: 'GET', url: `/img?url=${encodeURIComponent(url)}`, headers: { host: hostOf('aupark'), ...headers } });

/** Every spelling of loopback an attacker tried (issue finding 2); the URL parser folds most into 127.0.0.1. */
const loopbackSpellings = (port: number) => [
  `http://127.0.0.1:${port}/a.png`,
  `http://0x7f000001:${port}/a.png`,
  `http://2130706433:${port}/a.png`,
  `http://017700000001:${port}/a.png`,
  `http://127.1:${port}/a.png`,
  `http://0177.0.0.1:${port}/a.png`,
  `http://127.0.0.1.:${port}/a.png`,
  `http://[::1]:${port}/a.png`,
  `http://[::ffff:7f00:1]:${port}/a.png`,
  `http://[::ffff:127.0.0.1]:${port}/a.png`,
  `http://localhost:${port}/a.png`,
];

describe('the shipped tenants, with the sandbox as upstream override', () => {
  const stack = useStack({ redis: null });

  it('still serves images of the trusted upstream, the sandbox on loopback', async () => {
    const res = await img(stack().app, `${stack().upstreamUrl}/images/logo/aupark/shop-1001.svg?text=Shop`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('allows loopback as an image host for no tenant', () => {
    for (const tenant of stack().app.tenants.all) {
      expect(tenant.imageHosts).not.toContain('localhost');
      expect(tenant.imageHosts.filter((h) => h === '127.0.0.1')).toEqual(['127.0.0.1']); // added by the override only
    }
  });

  it('refuses every spelling of loopback on another port, without connecting', async () => {
    for (const url of loopbackSpellings(sourcePort)) {
      const res = await img(stack().app, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(seen.paths).toEqual([]);
  });

  it('refuses a url with a user name or password', async () => {
    for (const url of [`http://user@127.0.0.1:${sourcePort}/a.png`, `${stack().upstreamUrl.replace('//', '//u:p@')}/images/logo/aupark/x.svg`]) {
      const res = await img(stack().app, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_USER_INPUT', message: 'url must not carry a user name or password' });
    }
    expect(seen.paths).toEqual([]);
  });
});

describe('an image host that resolves to loopback', () => {
  // `localhost` and 127.0.0.1 allowed as image hosts, as the shipped file did, and not the bff's own
  // hosts: only the address check stands between the proxy and the machine.
  const proxy = useApp({ env: { UPSTREAM_URL: 'http://127.0.0.1:9' }, imageHosts: ['localhost', 'aupark.localhost'], loopbackIsNotOwnHost: true });

  it('is refused on the address it resolves to, before connecting', async () => {
    log.lines.length = 0;
    const res = await img(proxy(), `http://localhost:${sourcePort}/a.png?token=secret`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: 'image address not allowed' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(seen.paths).toEqual([]);
    const refusal = log.lines.find((l) => l.msg === 'image source refused');
    expect(refusal).toMatchObject({ level: 30, host: 'localhost', reason: 'address' });
    expect(JSON.stringify(refusal)).not.toContain('secret');
  });

  it('refuses every loopback literal, whatever its spelling', async () => {
    for (const url of loopbackSpellings(sourcePort)) {
      const res = await img(proxy(), url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    // 127.0.0.1 is an allowed image host here, so its spellings are refused for their address.
    const literal = await img(proxy(), `http://2130706433:${sourcePort}/a.png`);
    expect(literal.json()).toEqual({ error: 'FORBIDDEN', message: 'image address not allowed' });
    expect(seen.paths).toEqual([]);
  });

  it('trusts the upstream origin exactly: the same host on another port is refused', async () => {
    // The override's origin is fetched although it is loopback; nothing listens on the discard port,
    // so it fails as a source (502), not as a refused address (403).
    const trusted = await img(proxy(), 'http://127.0.0.1:9/a.png');
    expect(trusted.statusCode).toBe(502);
    expect(trusted.json()).toMatchObject({ error: 'UPSTREAM_UNAVAILABLE' });
    for (const url of [`http://127.0.0.1:${sourcePort}/a.png`, 'https://127.0.0.1:9/a.png', 'http://localhost:9/a.png']) {
      const res = await img(proxy(), url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    expect(seen.paths).toEqual([]);
  });

  it("refuses the bff's own hosts", async () => {
    const res = await img(proxy(), 'http://aupark.localhost/img?url=x');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: 'image host is this site' });
  });

  it('refuses a request that the proxy itself sent (loop guard)', async () => {
    const res = await img(proxy(), 'http://127.0.0.1:9/a.png', { [imageProxyMarker]: '1' });
    expect(res.statusCode).toBe(508);
    expect(res.json()).toMatchObject({ error: 'LOOP_DETECTED' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('in production', () => {
  const proxy = useApp(() => ({ env: { NODE_ENV: 'production', UPSTREAM_URL: sourceOrigin } }));

  it('refuses a non-standard port before resolving anything', async () => {
    for (const url of ['http://api.mall-platform.example:8080/a.png', 'https://api.mall-platform.example:6379/a.png']) {
      const res = await img(proxy(), url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_USER_INPUT', message: 'url must use the standard port of its scheme' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the upstream the operator named, on its own port and private address', async () => {
    const res = await img(proxy(), `${sourceOrigin}/a.png`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(seen.paths).toEqual(['/a.png']);
  });

  it('refuses loopback on any other port', async () => {
    const res = await img(proxy(), `http://127.0.0.1:${sourcePort + 1}/a.png`);
    expect(res.statusCode).toBe(400);
    expect(seen.paths).toEqual([]);
  });
});

describe('what a trusted source sends is capped', () => {
  const maxBytes = 64 * 1024;
  const timeoutMs = 300;
  // The source stops when the proxy closes the connection. What it wrote by then is what the proxy
  // read (at most the cap and one chunk, see read-capped.test.ts) plus what the kernel buffers on
  // both ends of a loopback socket (~4 MB here): far from the 50 MB it meant to send.
  const socketBuffers = 8 * 1024 * 1024;
  const proxy = useApp(() => ({ env: { UPSTREAM_URL: sourceOrigin, IMAGE_MAX_BYTES: String(maxBytes), IMAGE_TIMEOUT_MS: String(timeoutMs) } }));

  async function timed(url: string) {
    const started = Date.now();
    const res = await img(proxy(), url);
    return { res, ms: Date.now() - started };
  }

  function expectRefused(res: Awaited<ReturnType<typeof img>>, message: string) {
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'UPSTREAM_UNAVAILABLE', message });
    expect(res.headers['cache-control']).toBe('no-store');
  }

  it('passes an image on with its length, and marks its own request', async () => {
    const res = await img(proxy(), `${sourceOrigin}/a.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(seen.markers).toEqual(['1']);
  });

  it('refuses a declared oversized body without reading it', async () => {
    const { res, ms } = await timed(`${sourceOrigin}/huge-declared.png`);
    expectRefused(res, 'image is too large');
    expect(ms).toBeLessThan(timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.finished).toBe(false);
    expect(seen.written).toBeLessThan(socketBuffers);
  });

  it('stops reading an undeclared body past the cap', async () => {
    const { res, ms } = await timed(`${sourceOrigin}/huge-undeclared.png`);
    expectRefused(res, 'image is too large');
    expect(ms).toBeLessThan(timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.finished).toBe(false);
    expect(seen.written).toBeLessThan(socketBuffers);
  });

  it('gives up on a slow body after IMAGE_TIMEOUT_MS, with no partial answer', async () => {
    const { res, ms } = await timed(`${sourceOrigin}/slow-body.png`);
    expectRefused(res, 'image source did not answer in time');
    expect(ms).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(ms).toBeLessThan(timeoutMs + 1000);
  });

  it('gives up on a source that never answers after IMAGE_TIMEOUT_MS', async () => {
    const { res, ms } = await timed(`${sourceOrigin}/slow-headers.png`);
    expectRefused(res, 'image source did not answer in time');
    expect(ms).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect(ms).toBeLessThan(timeoutMs + 1000);
  });

  it('does not follow a redirect', async () => {
    const res = await img(proxy(), `${sourceOrigin}/redirect.png`);
    expectRefused(res, 'image source failed');
    expect(seen.paths).toEqual(['/redirect.png']);
  });

  it('passes on images only', async () => {
    expectRefused(await img(proxy(), `${sourceOrigin}/page.html`), 'image source did not answer with an image');
    const missing = await img(proxy(), `${sourceOrigin}/missing.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
