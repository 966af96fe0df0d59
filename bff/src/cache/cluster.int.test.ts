import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSandbox } from '@mall/sandbox';
import { Cluster, Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLowPort, readyWithRedis, send, startReplica, stopProcess, timeUntilWebsiteName, websiteNameOn, type ReplicaProcess } from '../test/replica-processes';
import { buildCacheKey, tenantKeyPrefix } from './keys';
import { unlinkMatching } from './redis-level';

// Two bff replicas as real processes on a Redis Cluster of three masters (issue 23), started here from
// the machine's redis-server: the keys of one tenant share a slot (their hash tag), a purge scans every
// master, the pub/sub invalidation crosses nodes, and the cross-replica load lock holds on a Cluster.
// The upstream is the sandbox behind a proxy that counts the calls and lets the test change a setting.

const execFileAsync = promisify(execFile);
const prefix = `test-cluster-${process.pid}:`;
const opsToken = 'cluster-test-ops-token-0123456789';
const auparkHost = 'aupark.localhost';
const novoplazaHost = 'novoplaza.localhost';
const settingsPath = '/v1/settings-web-app/web';

let dir: string | undefined;
const nodes: { port: number; child: ChildProcess }[] = [];
let admin: Cluster | undefined;
let sandbox: Awaited<ReturnType<typeof buildSandbox>> | undefined;
let proxy: Server | undefined;
const replicas: ReplicaProcess[] = [];

/** What the upstream says aupark's website name is; the sandbox's own value while undefined. */
let websiteName: string | undefined;
/** Settings calls that reached the upstream, by tenant (the Origin the bff sends). */
const settingsCalls = new Map<string, number>();
/** How long the upstream takes for a settings answer: long enough for a storm to pile up on the load. */
let settingsDelayMs = 0;

/** Forwards to the sandbox, counting settings calls per tenant; aupark's carry `websiteName` when set. */
async function forward(upstream: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of ['origin', 'accept', 'authorization', 'x-request-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const settings = request.url?.startsWith(settingsPath) === true;
  const tenant = /aupark|novoplaza/.exec(headers.origin ?? '')?.[0] ?? 'other';
  if (settings) {
    settingsCalls.set(tenant, (settingsCalls.get(tenant) ?? 0) + 1);
    if (settingsDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settingsDelayMs));
  }
  const reply = await fetch(`${upstream}${request.url ?? '/'}`, { method: request.method, headers });
  let body = await reply.text();
  if (websiteName !== undefined && tenant === 'aupark' && settings && reply.ok) {
    const json = JSON.parse(body) as { data: Record<string, string> };
    json.data.website_name = websiteName;
    body = JSON.stringify(json);
  }
  response.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/json' });
  response.end(body);
}

/** Polls `check` every 50 ms until it is true, or fails with `what` after `limitMs`. */
async function until(what: string, limitMs: number, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether redis-server answers on `port`. */
async function pings(port: number): Promise<boolean> {
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined); // not listening yet: connect() rejects, and the caller asks again
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** One empty master with its bus port; started again on other ports if it exits before it answers (a port taken meanwhile). */
async function startNode(folder: string, taken: Set<number>): Promise<{ port: number; child: ChildProcess }> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const port = await freeLowPort(taken);
    taken.add(port);
    const busPort = await freeLowPort(taken);
    taken.add(busPort);
    const child = spawn('redis-server', [
      '--port', String(port), '--cluster-port', String(busPort), '--bind', '127.0.0.1',
      '--cluster-enabled', 'yes', '--cluster-config-file', join(folder, `nodes-${port}.conf`), '--dir', folder,
      '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning',
    ], { stdio: 'ignore' });
    const end = Date.now() + 20_000;
    while (Date.now() < end && child.exitCode === null && child.signalCode === null) {
      if (await pings(port)) return { port, child };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      throw new Error(`timed out waiting for redis-server on ${port}`);
    }
  }
  throw new Error('redis-server exited at once five times (its ports taken each time)');
}

/** Three empty masters, one slot range each. */
async function startCluster(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'mall-cluster-'));
  dir = folder;
  const taken = new Set<number>();
  for (let i = 0; i < 3; i += 1) nodes.push(await startNode(folder, taken));
  const addresses = nodes.map(({ port }) => `127.0.0.1:${port}`);
  await execFileAsync('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'], { timeout: 30_000 });
  // Each node says ok once it has heard of every slot's owner through the bus.
  await Promise.all(
    nodes.map(({ port }) =>
      until(`cluster_state:ok on ${port}`, 30_000, async () => {
        const { stdout } = await execFileAsync('redis-cli', ['-p', String(port), 'cluster', 'info'], { timeout: 5000 });
        return stdout.includes('cluster_state:ok');
      }),
    ),
  );
}

beforeAll(async () => {
  await startCluster();
  const seeds = nodes.map(({ port }) => ({ host: '127.0.0.1', port }));
  admin = new Cluster(seeds, { redisOptions: { maxRetriesPerRequest: 1 } });
  await until('the admin connection', 20_000, async () => admin?.status === 'ready');

  sandbox = await buildSandbox({ logger: false });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
  proxy = createServer((request, response) => {
    forward(sandboxUrl, request, response).catch(() => {
      response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  // One seed only: the replicas learn the other masters from it, as a deployment's client would.
  const env = { REDIS_CLUSTER_NODES: `127.0.0.1:${nodes[0]?.port}`, REDIS_PREFIX: prefix, UPSTREAM_URL: upstreamUrl, OPS_TOKEN: opsToken };
  // One at a time into the list, so that afterAll stops the first even if the second fails to start.
  replicas.push(await startReplica('replica A', env));
  replicas.push(await startReplica('replica B', env));
  await Promise.all(replicas.map(readyWithRedis));
}, 120_000);

// Everything this file started, whatever failed: the servers first (they hold connections to the nodes).
afterAll(async () => {
  await Promise.allSettled(replicas.map(({ child }) => stopProcess(child)));
  admin?.disconnect();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await sandbox?.close();
  await Promise.allSettled(nodes.map(({ child }) => stopProcess(child)));
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('two bff processes on a Redis Cluster', () => {
  it("carry a purge into the other's first level, through pub/sub across nodes", async () => {
    const [a, b] = replicas as [ReplicaProcess, ReplicaProcess];
    websiteName = 'Aupark one';
    expect(await websiteNameOn(a, auparkHost)).toBe('Aupark one');
    expect(await websiteNameOn(b, auparkHost)).toBe('Aupark one');
    const key = buildCacheKey(prefix, { tenant: 'aupark', family: 'settings', path: 'settings-web-app/web', query: {} });
    expect(await admin?.exists(key)).toBe(1);

    // Every key the tenant has in the Cluster is in the slot of its hash tag.
    const tenantSlot = await admin?.call('cluster', 'keyslot', '{aupark}');
    let tenantKeys = 0;
    for (const master of admin?.nodes('master') ?? []) {
      for (const k of await master.keys(`${tenantKeyPrefix(prefix, 'aupark')}*`)) {
        tenantKeys += 1;
        expect(await master.call('cluster', 'keyslot', k)).toBe(tenantSlot);
      }
    }
    expect(tenantKeys).toBeGreaterThanOrEqual(1);

    // The platform changes; B keeps its copy (settings stay fresh for 60 s) until told.
    websiteName = 'Aupark two';
    expect(await websiteNameOn(b, auparkHost)).toBe('Aupark one');
    const purged = await send(a.port, 'POST', '/ops/cache/purge', { authorization: `Bearer ${opsToken}` }, { tenant: 'aupark' });
    expect(purged.status).toBe(200);
    expect((purged.body as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    expect(await admin?.exists(key)).toBe(0);
    // Within a second on a quiet machine; the bound leaves room for a busy one.
    expect(await timeUntilWebsiteName(b, auparkHost, 'Aupark two', 2500)).toBeLessThan(2500);
  });

  it('makes one upstream call for a storm of cold misses on both replicas', async () => {
    const [a, b] = replicas as [ReplicaProcess, ReplicaProcess];
    // novoplaza's settings have not been asked for in this file: cold in both replicas and in Redis.
    expect(settingsCalls.get('novoplaza') ?? 0).toBe(0);
    settingsDelayMs = 100;
    try {
      const storm = [a, b].flatMap((replica) => Array.from({ length: 50 }, () => websiteNameOn(replica, novoplazaHost)));
      const names = await Promise.all(storm);
      expect(new Set(names).size).toBe(1);
    } finally {
      settingsDelayMs = 0;
    }
    expect(settingsCalls.get('novoplaza')).toBe(1);
    // The winner released its lock (a script over one key, run on the key's master).
    const locks: string[] = [];
    for (const master of admin?.nodes('master') ?? []) locks.push(...(await master.keys(`${prefix}#lock:*`)));
    expect(locks).toEqual([]);
  });

  it('purges keys spread over every master without a CROSSSLOT error', async () => {
    const cluster = admin as Cluster;
    const keys = Array.from({ length: 60 }, (_, i) => `${prefix}spread:${i}`);
    await Promise.all(keys.map((k) => cluster.set(k, '1', 'EX', 60)));
    const holding = await Promise.all(cluster.nodes('master').map(async (master) => (await master.keys(`${prefix}spread:*`)).length));
    expect(holding.filter((count) => count > 0)).toHaveLength(3);
    expect(await unlinkMatching(cluster, `${prefix}spread:*`)).toBe(60);
    const left = await Promise.all(cluster.nodes('master').map((master) => master.keys(`${prefix}spread:*`)));
    expect(left.flat()).toEqual([]);
  });
});
