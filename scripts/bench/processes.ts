// The servers `npm run bench` measures, each in a process of its own, started with the very command
// production runs (Dockerfile's CMD, docker-compose's sandbox service): the sandbox upstream
// (`node --import tsx sandbox/src/server.ts`) and the bff (`node --import tsx bff/src/server.ts`).
// Each is printed as a command line anyone can paste into a shell to repeat the run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface Started {
  /** The command line, with the variables it was given, as a shell would take it. */
  commandLine: string;
  base: string;
  port: number;
  child: ChildProcess;
  /** Where its standard output (the log, at LOG_LEVEL info by default) goes. */
  logFile: string;
  /** The end of its log, for a process that stopped on its own. */
  logTail(): string;
  stop(): Promise<void>;
}

/** A port no one listens on now (the kernel's choice), for a child that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const quoted = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);

/** `env` as `NAME=value` words before a command, shell-quoted. */
export function commandLine(env: Record<string, string>, command: readonly string[]): string {
  return [...Object.entries(env).map(([name, value]) => `${name}=${quoted(value)}`), ...command.map(quoted)].join(' ');
}

/**
 * Starts `node --import tsx <entry>` with `env` over a clean environment (PATH and HOME only, so that
 * nothing of the caller's shell, such as NODE_ENV, changes what is measured), and waits until `ready`
 * answers 200.
 */
export async function startNode(entry: string, env: Record<string, string>, port: number, ready: { path: string; host?: string }, limitMs = 60_000): Promise<Started> {
  const command = ['node', '--import', 'tsx', entry];
  const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };
  // The log goes to a file, as a container's goes to its runtime: written, not shown.
  const logFile = join(tmpdir(), `bench-${basename(entry, '.ts')}-${port}.log`);
  const child = spawn(command[0]!, command.slice(1), { cwd: root, env: { ...base, ...env }, stdio: ['ignore', openSync(logFile, 'w'), 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${entry} (port ${port}) stopped on its own (${code ?? signal}); the end of its log, ${logFile}:\n${started.logTail()}`);
  });
  const started: Started = {
    logFile,
    logTail: () => readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n'),
    commandLine: commandLine(env, command),
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${started.commandLine}\nexited (${child.exitCode}) before it was ready`);
    try {
      const answer = await fetch(`${started.base}${ready.path}`, { headers: ready.host ? { host: ready.host } : {}, signal: AbortSignal.timeout(2000) });
      if (answer.status === 200) return started;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`${started.commandLine}\nwas not ready (${ready.path}) within ${limitMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The cores of a run (BENCH_PIN, on unless `0`; Linux's `taskset`, at least two cores): the servers
 * under test (the bff, the bare server) on the last core, the load generator on the first, so that
 * each has the core of its own that the figures assume (unpinned, the scheduler may run wrk on the
 * server's core when a write wakes it). The sandbox and Redis, idle while kept answers are measured,
 * stay where the scheduler puts them. A function that bench.ts asks once: the load child imports this
 * module too, and need not look for `taskset`.
 */
export function coresToPin(): { server: number; load: number } | null {
  const cores = availableParallelism();
  if (process.env.BENCH_PIN === '0' || process.platform !== 'linux' || cores < 2) return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { server: cores - 1, load: 0 };
}

/** Pins a process and its threads (and what it starts later) to one core. */
export function pin(pid: number | undefined, core: number): void {
  if (pid === undefined) throw new Error('pin: the process has no pid (it did not start)');
  execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}
