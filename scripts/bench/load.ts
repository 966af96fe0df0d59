// The load generator of `npm run bench`, in a child process of its own, so that neither server under
// test shares a thread (or a heap) with the code that loads it.
//
// wrk (Debian's `wrk`, written in C) when it is on the PATH, otherwise autocannon. The generator must
// not be the bottleneck: autocannon parses every answer in JavaScript and, on two cores, saturates
// before a bare node:http server sending a 20 KiB page does (about 7,000 answers a second against
// wrk's 40,000), so every server looks alike and the ratios say little. BENCH_LOAD=autocannon forces it.
// Protocol (IPC): each LoadRequest message is answered by one LoadResult; exits when the parent disconnects.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { commandLine } from './processes';
import type { LoadRequest, LoadResult } from './protocol';
import { parseWrk, wrkHeaderName } from './wrk';

if (!process.send) throw new Error('load.ts runs as a child process (see bench.ts)');

function wrkAvailable(): boolean {
  if (process.env.BENCH_LOAD === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk --version` prints its version and exits 1: it is there if it ran at all.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

export const generator = wrkAvailable() ? 'wrk' : 'autocannon';

/** A Lua script that makes every request of wrk a POST with `body`. */
function wrkPostScript(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-wrk-')), 'post.lua');
  writeFileSync(file, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\n`);
  return file;
}

function runWrk(request: LoadRequest): Promise<LoadResult> {
  // One thread: the other core is the server's.
  const args = ['-t1', `-c${request.connections}`, `-d${request.seconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(request.headers)) args.push('-H', `${wrkHeaderName(name)}: ${value}`);
  // wrk sends a method and body other than GET's only from a Lua script.
  if (request.method === 'POST') args.push('-s', wrkPostScript(request.body ?? ''));
  args.push(request.url);
  return new Promise((resolve, reject) => {
    execFile('wrk', args, (error, stdout) => {
      if (error) return reject(error);
      const result = parseWrk(stdout);
      if (!Number.isFinite(result.requestsPerSecond) || !Number.isFinite(result.p99)) return reject(new Error(`wrk's report could not be read:\n${stdout}`));
      resolve({ ...result, command: commandLine({}, ['wrk', ...args]) });
    });
  });
}

async function runAutocannon(request: LoadRequest): Promise<LoadResult> {
  const result = await autocannon({ url: request.url, method: request.method ?? 'GET', body: request.body, headers: request.headers, connections: request.connections, duration: request.seconds, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    // autocannon runs here, through its API; this is its command-line equivalent.
    command: commandLine({}, ['npx', 'autocannon', '-c', String(request.connections), '-d', String(request.seconds), '-m', request.method ?? 'GET', ...Object.entries(request.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), ...(request.body ? ['-b', request.body] : []), request.url]),
  };
}

process.on('message', (request: LoadRequest | { hello: true }) => {
  if ('hello' in request) {
    process.send?.({ generator });
    return;
  }
  (generator === 'wrk' ? runWrk(request) : runAutocannon(request)).then(
    (answer) => process.send?.(answer),
    (error: unknown) => {
      // The parent sees the exit and stops; a half-measured figure is worth nothing.
      console.error(`${generator} failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
});
process.once('disconnect', () => process.exit(0));
