import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { buildSandbox } from '@mall/sandbox';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyWithRedis, startReplica, send, stopProcess, timeUntilWebsiteName, websiteNameOn as nameOn, type ReplicaProcess } from '../test/replica-processes';
import { cleanPrefix, redisUrl } from '../test/stack';
import { DEFAULT_L1_TRUST_MS } from './cache';
import { buildCacheKey } from './keys';

// Two bff replicas as two real processes (`node --import tsx bff/src/server.ts`, as in production and
// docker-compose.yml) on one Redis and one upstream. cache.int.test.ts has two caches in one process;
// here nothing is shared but Redis, so only its pub/sub can carry a change from one replica's first
// level (in-process) to the other's. The upstream is the sandbox behind a small proxy that lets the
// test change one setting, as an editor would on the mall platform.

const prefix = `test-replicas-${process.pid}:`;
const opsToken = 'replica-test-ops-token-0123456789';
const tenantHost = 'aupark.localhost';

let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
let proxy: Server;
/** What the upstream says the tenant's website name is; the sandbox's own value while undefined. */
let websiteName: string | undefined;
const replicas: ReplicaProcess[] = [];

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

const websiteNameOn = (replica: ReplicaProcess): Promise<string> => nameOn(replica, tenantHost);
const timeUntil = (replica: ReplicaProcess, expected: string, limitMs: number): Promise<number> => timeUntilWebsiteName(replica, tenantHost, expected, limitMs);

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
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, UPSTREAM_URL: upstreamUrl, OPS_TOKEN: opsToken };
  // One at a time into the list, so that afterAll stops the first even if the second fails to start.
  replicas.push(await startReplica('replica A', env));
  replicas.push(await startReplica('replica B', env));
  await Promise.all(replicas.map(readyWithRedis));
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map(({ child }) => stopProcess(child)));
  await new Promise((resolve) => proxy?.close(resolve));
  await sandbox?.close();
  await cleanPrefix(prefix);
});

describe('two bff processes on one Redis', () => {
  it("carry a purge and a newly loaded settings value into the other's first level within a second", async () => {
    const [a, b] = replicas as [ReplicaProcess, ReplicaProcess];
    expect(a.child.pid).not.toBe(b.child.pid);

    // Both serve the first value: A loads it, B reads it from Redis into its first level.
    websiteName = 'Aupark one';
    expect(await websiteNameOn(a)).toBe('Aupark one');
    expect(await websiteNameOn(b)).toBe('Aupark one');

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
