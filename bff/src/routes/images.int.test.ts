import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import { loadConfig } from '../config';
import { parseTenants } from '../tenancy/tenants';
import { hostOf, logCollector, useStack } from '../test/stack';
import { sniffImage } from '../images/sniff';
import { imageProxyMarker, invalidUrlMessage } from './images';

// The image proxy against a source that listens on loopback only (issue "Harden the gateway",
// finding 2, and issue 7): a private address is refused before any connection is made, whatever its
// spelling, on the first URL and on every redirect; only the upstream the operator named may be
// private, what it sends is capped in size and time, and its bytes must be an image. Then the
// variants: resized to the fixed widths, in the format the browser takes, made once.

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const huge = 50 * 1024 * 1024;

/** What the loopback source saw: every request, the proxy's marker, and how much of a big body went out. */
const seen = { paths: [] as string[], markers: [] as (string | undefined)[], written: 0, finished: false };

/** A photo with EXIF data (1200×800), made before the tests; and an SVG that carries a script. */
let photo = Buffer.alloc(0);
const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><script>fetch("/steal")</script><rect width="400" height="200" fill="#00803e"/></svg>',
);

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
    case '/redirect-to': {
      // Wherever the test says: the way an attacker's (or a hacked) image host would point the proxy inward.
      const to = new URL(req.url ?? '/', 'http://source').searchParams.get('to') ?? '/';
      res.writeHead(302, { location: to }).end();
      return;
    }
    case '/photo.jpg':
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
      return;
    case '/photo-octet':
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(photo);
      return;
    case '/script.svg':
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(scriptedSvg);
      return;
    case '/html-as.png':
      res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><html><body><svg></svg><script>alert(1)</script></body></html>');
      return;
    case '/text-as.jpg':
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('SECRET=internal-config-value\n');
      return;
    case '/truncated.jpg':
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo.subarray(0, 300));
      return;
    case '/page.html':
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
      return;
    default: {
      const chain = /^\/chain\/(\d+)$/.exec(path);
      if (chain) {
        const left = Number(chain[1]);
        res.writeHead(301, { location: left > 0 ? `/chain/${left - 1}` : '/a.png' }).end();
        return;
      }
      res.writeHead(404).end();
    }
  }
});

/** A service on loopback that no image request may ever reach: its hits are counted, its body is a secret. */
const internalSecret = 'INTERNAL-ONLY-9f3c';
const internal = { hits: 0, port: 0 };
const internalServer = http.createServer((_req, res) => {
  internal.hits++;
  res.writeHead(200, { 'content-type': 'image/png' }).end(internalSecret);
});

let sourceOrigin = '';
let sourcePort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourcePort = (source.address() as AddressInfo).port;
  sourceOrigin = `http://127.0.0.1:${sourcePort}`;
  await new Promise<void>((resolve) => internalServer.listen(0, '127.0.0.1', resolve));
  internal.port = (internalServer.address() as AddressInfo).port;
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a4f2c' } })
    .withExif({ IFD0: { Artist: 'Jana Novakova', Copyright: 'camera serial 123' } })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(async () => {
  source.closeAllConnections();
  internalServer.closeAllConnections();
  await new Promise<void>((resolve) => source.close(() => resolve()));
  await new Promise<void>((resolve) => internalServer.close(() => resolve()));
});
beforeEach(() => {
  seen.paths = [];
  seen.markers = [];
  seen.written = 0;
  seen.finished = false;
  internal.hits = 0;
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
  // Production needs a signing secret; load shedding is off as in every stack (bff/src/test/stack.ts):
  // a busy machine's event loop must not turn these checks into 503s.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SIGNING_SECRET: 'image-tests-signing-secret-0123456789abcdef', LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
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

const img = (instance: FastifyInstance, url: string, headers: Record<string, string> = {}, w?: number | string) =>
  instance.inject({
    method: 'GET',
    url: `/img?url=${encodeURIComponent(url)}${w === undefined ? '' : `&w=${w}`}`,
    headers: { host: hostOf('aupark'), ...headers },
  });

/** What a refusal must look like: JSON with a code, not stored, and nothing of what the source said. */
function expectRefusal(res: Awaited<ReturnType<typeof img>>, status: number, error: string) {
  expect({ status: res.statusCode, type: res.headers['content-type'] }).toEqual({ status, type: 'application/json; charset=utf-8' });
  expect(res.json()).toMatchObject({ error });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).not.toContain(internalSecret);
  expect(res.body).not.toContain('SECRET=');
}

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

  it('still serves images of the trusted upstream, the sandbox on loopback, with its SVG rasterised', async () => {
    const res = await img(stack().app, `${stack().upstreamUrl}/images/logo/aupark/shop-1001.svg?text=Shop`);
    expect(res.statusCode).toBe(200);
    // The sandbox's logos are tiles with rounded, transparent corners: PNG for a browser that names
    // neither AVIF nor WebP.
    expect(res.headers['content-type']).toBe('image/png');
    expect(sniffImage(res.rawPayload)).toBe('png');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toBe('Accept');
    const modern = await img(stack().app, `${stack().upstreamUrl}/images/logo/aupark/shop-1001.svg?text=Shop`, { accept: 'image/avif,image/webp,*/*' }, 160);
    expect(modern.headers['content-type']).toBe('image/avif');
    expect(await sharp(modern.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
  });

  it('serves the raster photos of the sandbox, resized for the asked width', async () => {
    const photoUrl = `${stack().upstreamUrl}/images/banner-wide/aupark/event-1101.jpg?text=Summer`;
    const res = await img(stack().app, photoUrl, { accept: 'image/webp,*/*' }, 400);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });

  it('refuses a width that is not a whole number of pixels', async () => {
    for (const w of ['0', '-1', '1.5', 'abc', '10001']) {
      const res = await img(stack().app, `${stack().upstreamUrl}/images/logo/aupark/mall.svg?text=A`, {}, w);
      expect({ w, status: res.statusCode }).toEqual({ w, status: 400 });
      expect(res.json()).toMatchObject({ error: 'BAD_USER_INPUT' });
    }
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

  it("logs the specification's line for an invalid url, and answers 400 with a code", async () => {
    log.lines.length = 0;
    const urls = ['/img', '/img?url=', '/img?url=not%20a%20url', '/img?url=ftp%3A%2F%2Fexample.com%2Fa.png', '/img?url=javascript%3Aalert(1)', '/img?url=a&url=b'];
    for (const url of urls) {
      const res = await proxy().inject({ method: 'GET', url, headers: { host: hostOf('aupark') } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({ error: 'BAD_USER_INPUT', message: 'url must be an absolute http(s) address' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(log.lines.filter((l) => l.msg === invalidUrlMessage)).toHaveLength(urls.length);
    expect(invalidUrlMessage).toBe('Invalid URL format or required parts not found');
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
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1, height: 1 });
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
    // A transparent pixel: PNG, for a request that names no modern format.
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
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

  it('follows a redirect of the source, within the same deadline', async () => {
    const res = await img(proxy(), `${sourceOrigin}/redirect.png`);
    expect(res.statusCode).toBe(200);
    expect(seen.paths).toEqual(['/redirect.png', '/a.png']);
    expect(seen.markers).toEqual(['1', '1']);
  });

  it('passes on images only', async () => {
    expectRefused(await img(proxy(), `${sourceOrigin}/page.html`), 'image source did not answer with an image');
    const missing = await img(proxy(), `${sourceOrigin}/missing.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('redirects of a source', () => {
  // The source is the trusted upstream, as the sandbox is; `localhost` is an allowed image host and not
  // one of the bff's own, so only the checks of each hop stand between a redirect and the machine.
  const proxy = useApp(() => ({ env: { UPSTREAM_URL: sourceOrigin }, imageHosts: ['localhost', 'aupark.localhost'], loopbackIsNotOwnHost: true }));
  const redirectTo = (to: string) => `${sourceOrigin}/redirect-to?to=${encodeURIComponent(to)}`;

  it('follows at most 3, each one judged', async () => {
    const three = await img(proxy(), `${sourceOrigin}/chain/2`);
    expect(three.statusCode).toBe(200);
    expect(seen.paths).toEqual(['/chain/2', '/chain/1', '/chain/0', '/a.png']);
    seen.paths = [];
    const four = await img(proxy(), `${sourceOrigin}/chain/3`);
    expectRefusal(four, 502, 'UPSTREAM_UNAVAILABLE');
    expect(four.json()).toEqual({ error: 'UPSTREAM_UNAVAILABLE', message: 'image source redirected too often' });
    expect(seen.paths).toEqual(['/chain/3', '/chain/2', '/chain/1', '/chain/0']);
  });

  it('refuses every redirect inward, in every spelling, without connecting', async () => {
    const port = internal.port;
    const inward = [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://017700000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://127.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
      // A name that resolves to loopback: refused on the address the socket would connect to.
      `http://localhost:${port}/`,
      // Private, link-local (the cloud's metadata service) and unspecified, in several spellings.
      'http://169.254.169.254/latest/meta-data/',
      'http://2852039166/latest/meta-data/',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://10.0.0.1/',
      'http://0xa000001/',
      'http://192.168.1.1/',
      'http://0.0.0.0/',
      // The bff itself, and a relative redirect to the same with another scheme.
      'http://aupark.localhost/img?url=x',
      `https://127.0.0.1:${sourcePort}/a.png`,
    ];
    for (const to of inward) {
      const res = await img(proxy(), redirectTo(to));
      expectRefusal(res, 403, 'FORBIDDEN');
    }
    expect(internal.hits).toBe(0);
  });

  it('refuses a redirect with credentials or to another scheme', async () => {
    const credentials = await img(proxy(), redirectTo(`http://user:pw@127.0.0.1:${sourcePort}/a.png`));
    expectRefusal(credentials, 400, 'BAD_USER_INPUT');
    for (const to of ['file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'data:image/png;base64,AAAA']) {
      expectRefusal(await img(proxy(), redirectTo(to)), 502, 'UPSTREAM_UNAVAILABLE');
    }
    expect(seen.paths.filter((p) => p !== '/redirect-to')).toEqual([]);
  });

  it('refuses a redirect that leads inward after a few hops, and logs the hop', async () => {
    log.lines.length = 0;
    const res = await img(proxy(), `${sourceOrigin}/redirect-to?to=${encodeURIComponent(redirectTo(`http://localhost:${internal.port}/secret?token=s3cr3t-t0ken`))}`);
    expectRefusal(res, 403, 'FORBIDDEN');
    expect(internal.hits).toBe(0);
    const refusal = log.lines.find((l) => l.msg === 'image source refused');
    expect(refusal).toMatchObject({ level: 30, reason: 'address', hop: 2 });
    // Not a letter of the token (a word no request id, which is hex, can hold).
    expect(JSON.stringify(refusal)).not.toContain('s3cr3t-t0ken');
  });
});

describe('what a source sends must be an image', () => {
  const proxy = useApp(() => ({ env: { UPSTREAM_URL: sourceOrigin } }));

  it('refuses bytes that are no image, whatever type they claim', async () => {
    for (const path of ['/html-as.png', '/text-as.jpg']) {
      const res = await img(proxy(), `${sourceOrigin}${path}`);
      expectRefusal(res, 502, 'UPSTREAM_UNAVAILABLE');
      expect(res.json()).toEqual({ error: 'UPSTREAM_UNAVAILABLE', message: 'image source did not answer with an image' });
    }
  });

  it('refuses an image that does not decode', async () => {
    const res = await img(proxy(), `${sourceOrigin}/truncated.jpg`);
    expectRefusal(res, 502, 'UPSTREAM_UNAVAILABLE');
    expect(res.json()).toEqual({ error: 'UPSTREAM_UNAVAILABLE', message: 'image source sent an image that cannot be read' });
  });

  it('takes an image for its bytes, though it is sent as octet-stream', async () => {
    const res = await img(proxy(), `${sourceOrigin}/photo-octet`, {}, 160);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('never sends SVG: a source SVG, script and all, leaves as pixels', async () => {
    for (const accept of [undefined, 'image/svg+xml,image/*', 'image/avif,image/webp,image/svg+xml,*/*']) {
      const res = await img(proxy(), `${sourceOrigin}/script.svg`, accept ? { accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).not.toContain('svg');
      expect(sniffImage(res.rawPayload)).not.toBe('svg');
      expect(res.rawPayload.includes('<script')).toBe(false);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
    }
  });
});

describe('variants: widths, formats and the cache', () => {
  const proxy = useApp(() => ({ env: { UPSTREAM_URL: sourceOrigin } }));
  const photoUrl = () => `${sourceOrigin}/photo.jpg`;
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  it('resizes to the next width of the set, never past the source', async () => {
    for (const [w, width] of [
      [1, 160],
      [300, 320],
      [320, 320],
      [900, 960],
      [5000, 1200],
    ] as const) {
      const res = await img(proxy(), photoUrl(), { accept: 'image/webp' }, w);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect({ w, width: meta.width, height: meta.height }).toEqual({ w, width, height: Math.round((width * 800) / 1200) });
    }
    // No width asked: the largest of the set, here the source's own.
    expect((await sharp((await img(proxy(), photoUrl(), { accept: 'image/webp' })).rawPayload).metadata()).width).toBe(1200);
  });

  it('answers the format the browser takes, says it varies by Accept, and strips the metadata', async () => {
    for (const [accept, type] of [
      [chrome, 'image/avif'],
      ['image/webp,image/png,image/*;q=0.8', 'image/webp'],
      ['image/png,image/*;q=0.8,*/*;q=0.5', 'image/jpeg'],
      ['', 'image/jpeg'],
    ] as const) {
      const res = await img(proxy(), photoUrl(), accept ? { accept } : {}, 640);
      expect({ accept, type: res.headers['content-type'] }).toEqual({ accept, type });
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(res.rawPayload.includes('Jana Novakova')).toBe(false);
    }
  });

  it('makes a variant once: concurrent requests share one job, later ones are answered from memory', async () => {
    const url = `${sourceOrigin}/photo.jpg?once=1`;
    const first = await Promise.all(Array.from({ length: 6 }, () => img(proxy(), url, { accept: chrome }, 480)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(first.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    expect(seen.paths).toEqual(['/photo.jpg']);
    const later = await img(proxy(), url, { accept: chrome }, 400);
    expect(later.headers['x-cache']).toBe('hit');
    expect(later.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    expect(seen.paths).toEqual(['/photo.jpg']);
    // Another format is another variant.
    await img(proxy(), url, { accept: 'image/webp' }, 480);
    expect(seen.paths).toEqual(['/photo.jpg', '/photo.jpg']);
  });

  it('answers 304 to a browser that has the variant', async () => {
    const res = await img(proxy(), photoUrl(), { accept: chrome }, 160);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await img(proxy(), photoUrl(), { accept: chrome, 'if-none-match': etag }, 160);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.vary).toMatch(/^Accept\b/);
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      expect((await img(proxy(), photoUrl(), { accept: chrome, 'if-none-match': header }, 160)).statusCode).toBe(304);
    }
    // Another format has another tag.
    expect((await img(proxy(), photoUrl(), { accept: 'image/webp', 'if-none-match': etag }, 160)).statusCode).toBe(200);
  });

  it('does not keep a failure: the next request asks the source again', async () => {
    await img(proxy(), `${sourceOrigin}/missing.png`);
    await img(proxy(), `${sourceOrigin}/missing.png`);
    expect(seen.paths).toEqual(['/missing.png', '/missing.png']);
  });
});

describe('IMAGE_CACHE_MAX_BYTES', () => {
  const proxy = useApp(() => ({ env: { UPSTREAM_URL: sourceOrigin, IMAGE_CACHE_MAX_BYTES: '0' } }));

  it('bounds what is kept: at 0 every request makes its variant', async () => {
    const a = await img(proxy(), `${sourceOrigin}/photo.jpg`, {}, 160);
    const b = await img(proxy(), `${sourceOrigin}/photo.jpg`, {}, 160);
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['miss', 'miss']);
    expect(seen.paths).toEqual(['/photo.jpg', '/photo.jpg']);
  });
});
