import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// bff replicas as real processes (`node --import tsx bff/src/server.ts`, as in production and
// docker-compose.yml) for the tests in which nothing but Redis may be shared between replicas
// (cache/replicas.int.test.ts on one Redis, cache/cluster.int.test.ts on a Redis Cluster).

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface ReplicaProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

/** A port free at the time of asking (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A port free now, below the kernel's ephemeral range (32768 and up): a port the kernel chose there
 * could be taken, between this asking and redis-server's bind, as the local port of another test's
 * outgoing connection (the suite runs in parallel), and a server started on it would not start. For
 * the servers a test spawns itself (redis-server: cache/cluster.int.test.ts, cache/sentinel.int.test.ts).
 */
export async function freeLowPort(taken: ReadonlySet<number> = new Set()): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (taken.has(port)) continue;
    const probe = createNetServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
}

/**
 * Starts `bff/src/server.ts` on a free port with `env` over a test base (NODE_ENV test, warn logs, no
 * embedded sandbox). Its output is kept for the error of a replica that does not start.
 */
export async function startReplica(name: string, env: Record<string, string>): Promise<ReplicaProcess> {
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
      SANDBOX: 'off',
      // A busy machine (CI's two cores, a second suite) lags the event loop: /readyz must not say
      // "under pressure" for a load that is not the replica's own.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, port, child, output };
}

/** Waits until the replica answers /readyz with Redis in use (as a load balancer would). */
export async function readyWithRedis(replica: ReplicaProcess): Promise<void> {
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
export function send(port: number, method: string, path: string, headers: Record<string, string>, payload: unknown): Promise<{ status: number; body: unknown }> {
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

/** The tenant's website name as `replica` answers it (GraphQL `settings`). */
export async function websiteNameOn(replica: ReplicaProcess, host: string): Promise<string> {
  const { body } = await send(replica.port, 'POST', '/graphql', { host }, { query: '{ settings { websiteName } }' });
  const { data, errors } = body as { data?: { settings: { websiteName: string } }; errors?: unknown };
  if (!data) throw new Error(`${replica.name}: ${JSON.stringify(errors)}`);
  return data.settings.websiteName;
}

/** How long until `replica` answers `expected` (polling every 20 ms), or Infinity after `limitMs`. */
export async function timeUntilWebsiteName(replica: ReplicaProcess, host: string, expected: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await websiteNameOn(replica, host)) === expected) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

/** SIGTERM (graceful close), SIGKILL after 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
