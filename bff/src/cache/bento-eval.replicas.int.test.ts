import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSandbox } from '@mall/sandbox';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanPrefix, redisUrl } from '../test/stack';
import { DEFAULT_L1_TRUST_MS } from './cache';
import { buildCacheKey } from './keys';

// EVALUATION ONLY (issue 19): replicas.int.test.ts with both replicas started with
// CACHE_IMPLEMENTATION=bento (the bentocache adapter); the test is otherwise unchanged.
//
// Two bff replicas as two real processes (`node --import tsx bff/src/server.ts`, as in production and
// docker-compose.yml) on one Redis and one upstream. cache.int.test.ts has two caches in one process;
// here nothing is shared but Redis, so only its pub/sub can carry a change from one replica's first
// level (in-process) to the other's. The upstream is the sandbox behind a small proxy that lets the
// test change one setting, as an editor would on the mall platform.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const prefix = `test-bento-replicas-${process.pid}:`;
const opsToken = 'replica-test-ops-token-0123456789';
const tenantHost = 'aupark.localhost';

let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
let proxy: Server;
/** What the upstream says the tenant's website name is; the sandbox's own value while undefined. */
let websiteName: string | undefined;
const replicas: { name: string; port: number; child: ChildProcess; output: string[] }[] = [];

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards to the sandbox; the settings reply carries `websiteName` when the test set one. */
async function forward(upstream: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of ['origin', 'accept', 'authorization', 'x-request-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const reply = await fetch(`${upstream}${request.url ?? '/'}`, { method: request.method, headers });
  let body = await reply.text();
  const aupark = headers.origin?.includes('aupark') === true;
  if (websiteName !== undefined && aupark && request.url?.startsWith('/v1/settings-web-app/web') && reply.ok) {
    const json = JSON.parse(body) as { data: Record<string, string> };
    json.data.website_name = websiteName;
    body = JSON.stringify(json);
  }
  response.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/json' });
  response.end(body);
}

async function startReplica(name: string, upstreamUrl: string): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      CACHE_IMPLEMENTATION: 'bento',
      UPSTREAM_URL: upstreamUrl,
      SANDBOX: 'off',
      OPS_TOKEN: opsToken,
      // A busy machine (CI's two cores, a second suite) lags the event loop: /readyz must not say
      // "under pressure" for a load that is not the replica's own.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  replicas.push({ name, port, child, output });
}

/** Waits until the replica answers /readyz with Redis in use (as a load balancer would). */
async function ready(replica: (typeof replicas)[number]): Promise<void> {
  // Starting a process that compiles the bff's TypeScript (tsx) takes seconds, many more on a busy machine.
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (replica.child.exitCode !== null) throw new Error(`${replica.name} exited: ${replica.output.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${replica.port}/readyz`);
      if (response.ok && ((await response.json()) as { cache: string }).cache === 'redis') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${replica.name} did not become ready: ${replica.output.join('')}`);
}

/** A JSON request with the tenant's Host (fetch may not set Host, so node:http). */
function send(port: number, method: string, path: string, headers: Record<string, string>, payload: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

async function websiteNameOn(replica: (typeof replicas)[number]): Promise<string> {
  const { body } = await send(replica.port, 'POST', '/graphql', { host: tenantHost }, { query: '{ settings { websiteName } }' });
  const { data, errors } = body as { data?: { settings: { websiteName: string } }; errors?: unknown };
  if (!data) throw new Error(`${replica.name}: ${JSON.stringify(errors)}`);
  return data.settings.websiteName;
}

/** How long until `replica` answers `expected` (polling every 20 ms), or Infinity after `limitMs`. */
async function timeUntil(replica: (typeof replicas)[number], expected: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await websiteNameOn(replica)) === expected) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

beforeAll(async () => {
  sandbox = await buildSandbox({ logger: false });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
  proxy = createServer((request, response) => {
    forward(sandboxUrl, request, response).catch(() => {
      response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  await startReplica('replica A', upstreamUrl);
  await startReplica('replica B', upstreamUrl);
  await Promise.all(replicas.map(ready));
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map(({ child }) => stop(child)));
  await new Promise((resolve) => proxy?.close(resolve));
  await sandbox?.close();
  await cleanPrefix(prefix);
});

describe('two bff processes on one Redis, on bentocache', () => {
  it("carry a purge and a newly loaded settings value into the other's first level within a second", async () => {
    const [a, b] = replicas as [(typeof replicas)[number], (typeof replicas)[number]];
    expect(a.child.pid).not.toBe(b.child.pid);

    // Both serve the first value: A loads it, B reads it from Redis into its first level.
    websiteName = 'Aupark one';
    expect(await websiteNameOn(a)).toBe('Aupark one');
    expect(await websiteNameOn(b)).toBe('Aupark one');
    // The replicas run on bentocache: what they stored is bentocache's envelope, not our { v, t }.
    const check = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const stored = await check.get(buildCacheKey(prefix, { tenant: 'aupark', family: 'settings', path: 'settings-web-app/web', query: {} }));
      expect(JSON.parse(stored ?? '{}')).toHaveProperty('logicalExpiration');
    } finally {
      await check.quit();
    }

    // The platform changes; the replicas keep their cached copy (settings stay fresh for 60 s).
    websiteName = 'Aupark two';
    expect(await websiteNameOn(b)).toBe('Aupark one');

    // Ops purge the tenant on A. Only pub/sub reaches B: its first level trusts its copy for 5 s and,
    // without the message, would keep serving it even after that (a copy Redis lacks is kept).
    const purged = await send(a.port, 'POST', '/ops/cache/purge', { authorization: `Bearer ${opsToken}` }, { tenant: 'aupark' });
    expect(purged.status).toBe(200);
    expect((purged.body as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    // Within a second on a quiet machine (tens of milliseconds); the bound leaves room for a busy one.
    const afterPurge = await timeUntil(b, 'Aupark two', 2500);
    expect(afterPurge).toBeLessThan(2500);
    const bLoadedAt = performance.now();

    // Now the other way: a value one replica stores replaces the other's copy. B holds "two" in its
    // first level; Redis loses the key (an eviction), so A, asked next, loads the changed setting
    // from the platform and stores it. Its announcement drops B's copy.
    websiteName = 'Aupark three';
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const key = buildCacheKey(prefix, { tenant: 'aupark', family: 'settings', path: 'settings-web-app/web', query: {} });
      expect(await admin.unlink(key)).toBe(1);
    } finally {
      await admin.quit();
    }
    expect(await websiteNameOn(b)).toBe('Aupark two'); // B's first level, not Redis
    expect(await websiteNameOn(a)).toBe('Aupark three');
    const afterStore = await timeUntil(b, 'Aupark three', 2500);
    expect(afterStore).toBeLessThan(2500);
    // All within B's trust window: B did not load "three" itself after its copy aged.
    expect(performance.now() - bLoadedAt).toBeLessThan(DEFAULT_L1_TRUST_MS);
  });
});
