// `npm run bench` (issue "The page pipeline", point 7; issue 7 for the image route): the bff against a
// bare node:http server that sends the same bytes, measured in one run and alternating, for the first
// HTML, the home operation, a kept variant of the image route and the realtime channel authorisation
// (issue 20: a member's POST /realtime/auth, signed). Prints req/s, p50/p99 and the ratio bff / bare for each. Not a test: it only prints, and
// its figures mean something only next to the baseline measured in the same run on the same machine.
//
// Processes (so that no server shares a thread with the load that it answers):
//   this process   the sandbox upstream and the bff (as bff/src/server.ts builds it), the orchestration
//   bench/bare-server.ts   child process: the baseline, replaying the bff's captured answers
//   bench/load.ts          child process: the load generator (wrk when installed, else autocannon; see there)
// On a 2-core machine the load generator and the server under test each get about one core; the
// idle side waits. Everything listens on 127.0.0.1 and only 127.0.0.1 is loaded.
//
// BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (1); REDIS_URL for
// the Redis cache (the issue's bar is set with Redis), otherwise the in-process cache. NODE_ENV
// (default production, as in the production image) for both the libraries and the bff's settings.
// First: sets NODE_ENV before any library reads it.
import { librariesMode } from './bench/production-libraries';
import { fork, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { CapturedRoute, LoadRequest, LoadResult } from './bench/protocol';
import { benchSearch } from './bench/search';
import { startStack, type BenchStack } from './bench/stack';
import { sha256Hex } from '../bff/src/graphql/persisted';
import { pathFor } from '@mall/site';

const tenantHost = 'aupark.localhost';
const homeLang = 'sk';

/** The issue's bar: each ratio at least this, the bff's p99 at most this, at 50 connections with Redis. */
const bar = { ratio: 0.5, p99Ms: 10, connections: 50 };

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name}=${raw}: expected a whole number from ${min} to ${max}.`);
    process.exit(1);
  }
  return value;
}

const seconds = intFromEnv('BENCH_SECONDS', 5, 1, 60);
const rounds = intFromEnv('BENCH_ROUNDS', 3, 1, 10);
const connections = intFromEnv('BENCH_CONNECTIONS', 50, 1, 1000);
const warmupSeconds = intFromEnv('BENCH_WARMUP_SECONDS', 1, 0, 30);
/** `search`: only the search section (no load runs); `realtime`: only the channel authorisation's load run. */
const only = process.env.BENCH_ONLY === 'search' || process.env.BENCH_ONLY === 'realtime' ? process.env.BENCH_ONLY : null;

interface Target {
  name: string;
  path: string;
  /** Request headers, the same for both sides. */
  headers: Record<string, string>;
  /** GET unless given; a POST sends `body` each time. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Whether a captured (decoded) body is the answer expected, before anything is measured. */
  check(status: number, body: string, headers: IncomingHttpHeaders): string | null;
}

// Browsers ask for compressed answers; once the bff compresses, the baseline replays the same compressed bytes.
const browserHeaders = { host: tenantHost, 'accept-encoding': 'br, gzip', 'accept-language': 'sk-SK,sk;q=0.9,en;q=0.8' };

/** The home screen's operation as the browser sends it: a GET naming the hash of the text the build persisted. */
function homeOperationPath(stack: BenchStack): string {
  const text = stack.server.webBuild.entry?.persistedOperations.HomePage;
  if (!text) throw new Error('the web build has no HomePage operation: run `npm run build` first');
  const extensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } };
  return `/graphql?operationName=HomePage&variables=${encodeURIComponent(JSON.stringify({ lang: homeLang }))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
}
/** What Chromium asks for images with: the route answers AVIF. */
const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/**
 * A shop's detail page (issue 8: the bench adds it): the first shop the shops landing links to, at its
 * own slug, so the page answers 200 and not the 301 of a wrong title.
 */
async function shopDetailPath(stack: BenchStack): Promise<string> {
  const landing = await request(stack.base, pathFor('shops-services', homeLang), { ...browserHeaders, 'accept-encoding': 'identity' });
  const prefix = pathFor('shop', homeLang, { id: 0, title: 'x' }).replace(/\/0\/x$/, '');
  const found = new RegExp(`href="(${prefix.replace(/[/]/g, '\\/')}\\/\\d+\\/[^"?#]+)"`).exec(decoded(landing))?.[1];
  if (!found) throw new Error(`the shops landing links to no shop (${landing.status})`);
  return found;
}

/**
 * The realtime channel authorisation as pusher-js posts it (issue 20): a member of the sandbox (made by
 * its knob) asks for their own encrypted channel. The member is looked up once, then briefly kept, so
 * the run measures the route's checks, the rate limit's counts in Redis and the signature.
 */
async function channelAuthTarget(stack: BenchStack): Promise<Target> {
  const made = await fetch(`${stack.upstreamUrl}/__sandbox/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'aupark', email: `bench-${Date.now()}@aupark.test`, password: 'Bench-password-1', first_name: 'Bench', last_name: 'Member' }),
  });
  if (made.status !== 201) throw new Error(`the sandbox made no member for the channel authorisation: ${made.status}`);
  const member = (await made.json()) as { id: number; token: string };
  const channel = `private-encrypted-member-1-${member.id}`;
  return {
    name: 'channel auth (POST)',
    path: '/realtime/auth',
    method: 'POST',
    body: new URLSearchParams({ socket_id: '123456.7890123', channel_name: channel }).toString(),
    headers: { ...browserHeaders, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', cookie: `token=${member.token}` },
    check: (status, body) => (status === 200 && body.includes('"auth":"mall-sandbox-key:') && body.includes('"shared_secret"') ? null : `${status} ${body.slice(0, 200)}`),
  };
}

const targetsFor = (upstreamUrl: string, homeOperation: string, shopDetail: string): Target[] => [
  {
    name: `first HTML /${homeLang}`,
    path: `/${homeLang}`,
    headers: { ...browserHeaders, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    check: (status, body) => (status === 200 && body.includes('<html') ? null : `${status} ${body.slice(0, 200)}`),
  },
  {
    name: `shop detail ${shopDetail.split('/').slice(0, 4).join('/')}/…`,
    path: shopDetail,
    headers: { ...browserHeaders, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    check: (status, body) => (status === 200 && body.includes('data-testid="shop-detail"') ? null : `${status} ${body.slice(0, 200)}`),
  },
  {
    name: 'home operation',
    // urql sends short queries as GET, with the header mercurius' CSRF prevention asks for.
    path: homeOperation,
    headers: {
      ...browserHeaders,
      accept: 'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
      'mercurius-require-preflight': 'true',
    },
    check: (status, body) => (status === 200 && !body.includes('"errors"') ? null : `${status} ${body.slice(0, 300)}`),
  },
  {
    name: 'image w=960 (kept)',
    // A hero banner of the sandbox (a JPEG photo), as the home page's srcset asks for it on a laptop.
    path: `/img?url=${encodeURIComponent(`${upstreamUrl}/images/banner-wide/aupark/event-1101.jpg?text=Bench`)}&w=960`,
    headers: { ...browserHeaders, accept: imageAccept },
    check: (status, body, headers) =>
      status === 200 && headers['content-type'] === 'image/avif' && headers['x-cache'] === 'hit' && body.length > 0
        ? null
        : `${status} ${String(headers['content-type'])} x-cache ${String(headers['x-cache'])}`,
  },
];

/** Headers the bare server's own HTTP layer writes (or that differ per answer): not replayed. */
const notReplayed = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** One request with node:http, which (unlike fetch) leaves the body as sent, compressed or not. */
function request(base: string, path: string, headers: Record<string, string>, post?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: post === undefined ? 'GET' : 'POST', headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${path.slice(0, 60)} within 10 s`)));
    req.on('error', reject);
    req.end(post);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : encoding === 'deflate' ? inflateSync(answer.body) : answer.body;
  return body.toString('utf8');
}

/** Warms the cache with a few requests, then keeps the last answer for the bare server to replay. */
async function capture(stack: BenchStack, target: Target): Promise<{ route: CapturedRoute; answer: RawAnswer }> {
  let answer = await request(stack.base, target.path, target.headers, target.body);
  for (let i = 0; i < 4; i++) answer = await request(stack.base, target.path, target.headers, target.body);
  const problem = target.check(answer.status, decoded(answer), answer.headers);
  if (problem) throw new Error(`${target.name}: the bff's answer is not the expected one: ${problem}`);
  const headers: [string, string][] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const [name, value] = [answer.rawHeaders[i] ?? '', answer.rawHeaders[i + 1] ?? ''];
    if (!notReplayed.has(name.toLowerCase())) headers.push([name, value]);
  }
  return { route: { path: target.path, status: answer.status, headers, body: answer.body.toString('base64') }, answer };
}

function startChild(file: string): ChildProcess {
  // The children inherit this process' exec arguments (`--import tsx`), so they load TypeScript too.
  return fork(fileURLToPath(new URL(file, import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Sends one message to a child and waits for its one answer (or its exit), at most `limitMs`. */
function ask<T>(child: ChildProcess, message: object, limitMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (answer: unknown) => {
      done();
      resolve(answer as T);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`child process ${child.spawnargs.at(-1) ?? ''} exited (${code})`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no answer from ${child.spawnargs.at(-1) ?? ''} within ${limitMs} ms`));
    }, limitMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(message);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Side {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

function summary(results: LoadResult[]): Side {
  return {
    rps: median(results.map((r) => r.requestsPerSecond)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
  };
}

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const children: ChildProcess[] = [];
let stack: BenchStack | undefined;
let closing: Promise<void> | undefined;
function close(): Promise<void> {
  closing ??= (async () => {
    for (const child of children) if (child.connected) child.disconnect();
    await stack?.close();
  })();
  return closing;
}
process.once('SIGINT', () => void close().finally(() => process.exit(130)));

try {
  const nodeEnv = librariesMode === 'development' || librariesMode === 'test' ? librariesMode : 'production';
  stack = await startStack('bench', nodeEnv);
  // BENCH_ONLY=search: the search section alone, without the load runs.
  if (only !== 'search') {
    const channelAuth = await channelAuthTarget(stack);
    const targets = only === 'realtime' ? [channelAuth] : [...targetsFor(stack.upstreamUrl, homeOperationPath(stack), await shopDetailPath(stack)), channelAuth];
    const captured = [];
    for (const target of targets) captured.push({ target, ...(await capture(stack, target)) });

    const bare = startChild('./bench/bare-server.ts');
    const load = startChild('./bench/load.ts');
    children.push(bare, load);
    const { port: barePort } = await ask<{ port: number }>(bare, { routes: captured.map((c) => c.route) }, 30_000);
    const { generator } = await ask<{ generator: string }>(load, { hello: true }, 30_000);
    const bareBase = `http://127.0.0.1:${barePort}`;
    const run = (base: string, target: Target, duration: number) =>
      ask<LoadResult>(load, { url: `${base}${target.path}`, headers: target.headers, method: target.method, body: target.body, connections, seconds: duration } satisfies LoadRequest, duration * 1000 + 30_000);

    const cache = stack.cacheMode();
    const totalSeconds = targets.length * 2 * (rounds * seconds + warmupSeconds);
    console.log(`Node ${process.version}, NODE_ENV ${nodeEnv}, cache ${cache}, ${connections} connections, ${availableParallelism()} cores`);
    console.log(
      `${rounds} round(s) × ${seconds} s per side and target, alternating bare then bff, after a ${warmupSeconds} s warm-up each (about ${totalSeconds} s of load in all)`,
    );
    console.log(`bff and sandbox in the main process; bare node:http server and ${generator} (the load) in child processes of their own`);
    if (generator !== 'wrk') console.log('  (autocannon saturates before the bare server does: install wrk, `apt-get install wrk`, for figures that tell the servers apart)');
    for (const { target, answer } of captured) {
      console.log(`  ${target.name}: ${answer.status}, ${kib(answer.body.length)} on the wire, content-encoding ${answer.headers['content-encoding'] ?? 'none'}`);
    }
    console.log('');

    const rows: { target: Target; bff: Side; bare: Side }[] = [];
    for (const target of targets) {
      if (warmupSeconds > 0) {
        await run(bareBase, target, warmupSeconds);
        await run(stack.base, target, warmupSeconds);
      }
      const bareRuns: LoadResult[] = [];
      const bffRuns: LoadResult[] = [];
      for (let round = 1; round <= rounds; round++) {
        const b = await run(bareBase, target, seconds);
        const f = await run(stack.base, target, seconds);
        bareRuns.push(b);
        bffRuns.push(f);
        console.log(
          `  ${target.name} round ${round}: bare ${b.requestsPerSecond.toFixed(0)} req/s p99 ${ms(b.p99)} ms, bff ${f.requestsPerSecond.toFixed(0)} req/s p99 ${ms(f.p99)} ms`,
        );
      }
      rows.push({ target, bff: summary(bffRuns), bare: summary(bareRuns) });
    }

    const ratio = (row: (typeof rows)[number]) => (row.bare.rps > 0 ? row.bff.rps / row.bare.rps : 0);
    const widths = [20, 11, 11, 6, 14, 14, 0];
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
    console.log('');
    console.log(line(['target', 'bff req/s', 'bare req/s', 'ratio', 'bff p50/p99', 'bare p50/p99', 'errors bff/bare']));
    for (const row of rows) {
      console.log(
        line([
          row.target.name,
          row.bff.rps.toFixed(0),
          row.bare.rps.toFixed(0),
          ratio(row).toFixed(2),
          `${ms(row.bff.p50)}/${ms(row.bff.p99)} ms`,
          `${ms(row.bare.p50)}/${ms(row.bare.p99)} ms`,
          `${row.bff.errors}/${row.bare.errors}`,
        ]),
      );
    }
    console.log('');
    console.log('(medians over the rounds; errors are socket errors, timeouts and non-2xx answers, summed)');
    console.log(`The issue's bar: ratio ≥ ${bar.ratio} and bff p99 ≤ ${bar.p99Ms} ms, at ${bar.connections} connections with Redis.`);
    for (const row of rows) {
      const r = ratio(row);
      // An answer other than the captured one means the run measured something else (another page, an error).
      const failed = row.bff.errors + row.bare.errors;
      console.log(
        failed > 0
          ? `  ${row.target.name}: ${failed} answers were errors or not 2xx: these figures measure something else, not the bar`
          : `  ${row.target.name}: ratio ${r.toFixed(2)} ${r >= bar.ratio ? 'meets' : 'misses'} the bar; p99 ${ms(row.bff.p99)} ms ${row.bff.p99 <= bar.p99Ms ? 'meets' : 'misses'} the bar`,
      );
    }
    const unlike = [connections !== bar.connections ? `${connections} connections` : '', cache !== 'redis' ? `cache ${cache}` : ''].filter(Boolean);
    if (unlike.length > 0) console.log(`  (this run is not under the bar's conditions: ${unlike.join(', ')})`);
  }
  if (only !== 'realtime') await benchSearch(stack.server, tenantHost, 'aupark');
} finally {
  await close();
}
