// `npm run bench` (issue "The page pipeline", point 7; issue 7 for the image route; issue 23: measure
// what users get): the bff as production runs it, against a bare node:http server that sends the same
// bytes, measured in one run and alternating, for the first HTML of a home and of a shop's detail, the
// home's (cached) operation, the sign-in page's operation, a kept variant of the image route and the
// realtime channel authorisation (issue 20: a member's POST /realtime/auth, signed). Prints req/s,
// p50/p99, the ratio bff / bare and the goal beside each. Not a test: it only prints, and its figures
// mean something only next to the baseline measured in the same run on the same machine.
//
// Processes (so that no server shares a thread with the load that it answers, nor with the other):
//   sandbox/src/server.ts   the sandbox upstream, as docker-compose's `sandbox` service runs it
//   bff/src/server.ts       the bff, as the Dockerfile's CMD runs it; once per column:
//                             production   NODE_ENV=production (the image's)
//                             npm start    NODE_ENV unset (development defaults, see config.ts and
//                                          the lines printed under the table)
//   bench/bare-server.ts    the baseline, replaying the bff's captured answers
//   bench/load.ts           the load generator: wrk when installed, else autocannon (see there)
//   this process            the orchestration only
// Every command line is printed, so that anyone can repeat a run by hand. On a 2-core machine the load
// generator and the server under test each get about one core; the idle side waits. Everything listens
// on 127.0.0.1 and only 127.0.0.1 is loaded.
//
// BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (1),
// BENCH_COLUMNS (`production,start`: either or both), BENCH_PIN (on; `0`: no cores chosen, see
// bench/processes.ts); REDIS_URL for the Redis cache (the issue's goals are set with Redis), otherwise
// each bff's in-process cache. The web must be built (`npm run build`).
// First: sets NODE_ENV before any library reads it.
import { librariesMode } from './bench/production-libraries';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { sandboxRealtimeApp } from '@mall/sandbox';
import { pathFor, type ServerEntry } from '@mall/site';
import { unlinkMatching } from '../bff/src/cache/redis-level';
import { sha256Hex } from '../bff/src/graphql/persisted';
import { coresToPin, freePort, pin, startNode, type Started } from './bench/processes';
import type { CapturedRoute, LoadRequest, LoadResult } from './bench/protocol';
import { benchSearch } from './bench/search';
import { startStack, type BenchStack } from './bench/stack';

const tenantHost = 'aupark.localhost';
const homeLang = 'sk';

/**
 * Issue 23's goals, at 50 connections with Redis: each ratio bff / bare at least this (null: no ratio
 * goal), and the bff's p99 at most `p99Ms` for every target.
 */
const goals = { html: 0.8, operation: 0.7, image: 0.7, p99Ms: 10, connections: 50 };

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
const columnNames = ['production', 'start'] as const;
type ColumnName = (typeof columnNames)[number];
const columnsAsked = (process.env.BENCH_COLUMNS ?? columnNames.join(',')).split(',').map((name) => name.trim());
if (columnsAsked.some((name) => !(columnNames as readonly string[]).includes(name))) {
  console.error(`BENCH_COLUMNS=${process.env.BENCH_COLUMNS}: expected production, start or both (comma-separated).`);
  process.exit(1);
}
const columns = columnNames.filter((name) => columnsAsked.includes(name));
const pinning = coresToPin();

interface Target {
  name: string;
  path: string;
  /** Request headers, the same for both sides. */
  headers: Record<string, string>;
  /** The least ratio bff / bare the issue asks for; null: p99 only. */
  goal: number | null;
  /** GET unless given; a POST sends `body` each time. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Whether a captured (decoded) body is the answer expected, before anything is measured. */
  check(status: number, body: string, headers: IncomingHttpHeaders): string | null;
}

// Browsers ask for compressed answers; once the bff compresses, the baseline replays the same compressed bytes.
const browserHeaders = { host: tenantHost, 'accept-encoding': 'br, gzip', 'accept-language': 'sk-SK,sk;q=0.9,en;q=0.8' };

/** A screen's operation as the browser sends it: a GET naming the hash of the text the build persisted. */
function operationPath(entry: ServerEntry, operation: string): string {
  const text = entry.persistedOperations[operation];
  if (!text) throw new Error(`the web build has no ${operation} operation: run \`npm run build\` first`);
  const extensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } };
  return `/graphql?operationName=${operation}&variables=${encodeURIComponent(JSON.stringify({ lang: homeLang }))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
}
/** What Chromium asks for images with: the route answers AVIF. */
const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/**
 * A shop's detail page (issue 8: the bench adds it): the first shop the shops landing links to, at its
 * own slug, so the page answers 200 and not the 301 of a wrong title.
 */
async function shopDetailPath(base: string): Promise<string> {
  const landing = await untilAnswered(() => request(base, pathFor('shops-services', homeLang), { ...browserHeaders, 'accept-encoding': 'identity' }));
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
async function channelAuthTarget(upstreamUrl: string): Promise<Target> {
  const made = await fetch(`${upstreamUrl}/__sandbox/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'aupark', email: `bench-${Date.now()}@aupark.test`, password: 'Bench-password-1', first_name: 'Bench', last_name: 'Member' }),
  });
  if (made.status !== 201) throw new Error(`the sandbox made no member for the channel authorisation: ${made.status}`);
  const member = (await made.json()) as { id: number; token: string };
  const channel = `private-encrypted-member-1-${member.id}`;
  return {
    name: 'channel auth (POST)',
    goal: null,
    path: '/realtime/auth',
    method: 'POST',
    body: new URLSearchParams({ socket_id: '123456.7890123', channel_name: channel }).toString(),
    headers: { ...browserHeaders, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', cookie: `token=${member.token}` },
    check: (status, body) => (status === 200 && body.includes('"auth":"mall-sandbox-key:') && body.includes('"shared_secret"') ? null : `${status} ${body.slice(0, 200)}`),
  };
}

const operationHeaders = {
  ...browserHeaders,
  accept: 'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
  // urql sends short queries as GET, with the header mercurius' CSRF prevention asks for.
  'mercurius-require-preflight': 'true',
};
const htmlAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const operationCheck = (status: number, body: string) => (status === 200 && !body.includes('"errors"') ? null : `${status} ${body.slice(0, 300)}`);

const targetsFor = (upstreamUrl: string, entry: ServerEntry, shopDetail: string): Target[] => [
  {
    name: `first HTML /${homeLang}`,
    goal: goals.html,
    path: `/${homeLang}`,
    headers: { ...browserHeaders, accept: htmlAccept },
    check: (status, body) => (status === 200 && body.includes('<html') ? null : `${status} ${body.slice(0, 200)}`),
  },
  {
    name: `shop detail ${shopDetail.split('/').slice(0, 4).join('/')}/…`,
    goal: goals.html,
    path: shopDetail,
    headers: { ...browserHeaders, accept: htmlAccept },
    check: (status, body) => (status === 200 && body.includes('data-testid="shop-detail"') ? null : `${status} ${body.slice(0, 200)}`),
  },
  { name: 'home operation', goal: goals.operation, path: operationPath(entry, 'HomePage'), headers: operationHeaders, check: operationCheck },
  // The sign-in page's operation (issue 23: 2,000 req/s, uncached): a visitor's query, kept like the others.
  { name: 'LoginPage operation', goal: goals.operation, path: operationPath(entry, 'LoginPage'), headers: operationHeaders, check: operationCheck },
  {
    name: 'image w=960 (kept)',
    goal: goals.image,
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

/**
 * A fresh bff on a busy machine may shed its first requests (503 with Retry-After, load shedding) or
 * run out of its time budget while it compiles and fills its caches: asked again, a few times.
 */
async function untilAnswered(ask: () => Promise<RawAnswer>): Promise<RawAnswer> {
  let answer = await ask();
  for (let i = 0; i < 20 && answer.status === 503; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await ask();
  }
  return answer;
}

/** Warms the cache with a few requests, then keeps the last answer for the bare server to replay. */
async function capture(base: string, target: Target): Promise<{ route: CapturedRoute; answer: RawAnswer }> {
  let answer = await untilAnswered(() => request(base, target.path, target.headers, target.body));
  for (let i = 0; i < 4; i++) answer = await untilAnswered(() => request(base, target.path, target.headers, target.body));
  const problem = target.check(answer.status, decoded(answer), answer.headers);
  if (problem) throw new Error(`${target.name}: the bff's answer is not the expected one: ${problem}`);
  const headers: [string, string][] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const [name, value] = [answer.rawHeaders[i] ?? '', answer.rawHeaders[i + 1] ?? ''];
    if (!notReplayed.has(name.toLowerCase())) headers.push([name, value]);
  }
  return { route: { path: target.path, status: answer.status, headers, body: answer.body.toString('base64') }, answer };
}

function startChild(file: string, args: readonly string[] = []): ChildProcess {
  // The children inherit this process' exec arguments (`--import tsx`), so they load TypeScript too.
  return fork(fileURLToPath(new URL(file, import.meta.url)), [...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
const servers: Started[] = [];
let stack: BenchStack | undefined;
let closing: Promise<void> | undefined;
const redisUrl = process.env.REDIS_URL || undefined;
/** This run's own Redis keys, removed at the end. */
const prefix = `bench-${randomUUID().slice(0, 8)}:`;
function close(): Promise<void> {
  closing ??= (async () => {
    for (const child of children) if (child.connected) child.disconnect();
    for (const server of servers.reverse()) await server.stop();
    await stack?.close();
    if (redisUrl) await removePrefix(redisUrl, prefix);
  })();
  return closing;
}
process.once('SIGINT', () => void close().finally(() => process.exit(130)));

/** Deletes this run's keys, and only those. */
async function removePrefix(url: string, keys: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  try {
    await redis.connect();
    await unlinkMatching(redis, `${keys}*`);
    await redis.quit();
  } catch (error) {
    redis.disconnect();
    console.warn(`Could not remove the Redis keys ${keys}*: ${(error as Error).message}`);
  }
}

/** The bff's environment in a column: what the production image sets, or `npm start`'s (NODE_ENV unset). */
function bffEnv(column: ColumnName, port: number, upstreamUrl: string): Record<string, string> {
  return {
    ...(column === 'production' ? { NODE_ENV: 'production' } : {}),
    HOST: '127.0.0.1',
    PORT: String(port),
    UPSTREAM_URL: upstreamUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    // Production requires a signing secret: this run's own.
    SIGNING_SECRET: `bench-signing-secret-${prefix.slice(6, 14)}-0123456789abcdef`,
    // Realtime (the channel authorisation's target): the sandbox's app, which production requires be
    // set with its secret and master key; its rate limit far above what one run sends.
    REALTIME_APP_ID: sandboxRealtimeApp.appId,
    REALTIME_KEY: sandboxRealtimeApp.key,
    REALTIME_SECRET: sandboxRealtimeApp.secret,
    REALTIME_ENCRYPTION_MASTER_KEY: sandboxRealtimeApp.encryptionMasterKeyBase64,
    REALTIME_AUTH_RATE_LIMIT_MAX: '1000000',
  };
}

/** What `npm start` (NODE_ENV unset) changes against the production image, from bff/src/config.ts and the libraries. */
const startDifferences = [
  'React, react-dom and graphql load their development builds (NODE_ENV is theirs too): a render (a cache miss) is slower; a kept answer is not rendered',
  'GRAPHQL_PERSISTED_ONLY off (any text is executed), GRAPHQL_INTROSPECTION on',
  'SANDBOX embedded when UPSTREAM_URL is unset (here it is set, so the sandbox stays in its own process, as in production)',
  'SIGNING_SECRET may be missing (a fixed development one), REALTIME_TLS off, no HSTS, ops endpoints open without OPS_TOKEN, source maps served; both log every request at LOG_LEVEL info (the default, as docker-compose sets it)',
];

/** Waits for the bff's cache to reach Redis, as a load balancer waits for readiness. */
async function redisReady(base: string): Promise<string> {
  let cache = 'unknown';
  for (let i = 0; i < 100; i++) {
    const answer = await fetch(`${base}/readyz`, { headers: { host: tenantHost } }).then((r) => r.json() as Promise<{ cache?: string }>, () => ({ cache: 'unknown' }));
    cache = answer.cache ?? 'unknown';
    if (!redisUrl || cache === 'redis') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return cache;
}

interface Row {
  column: ColumnName;
  target: Target;
  bff: Side;
  bare: Side;
  /** The bare Fastify route's (bare-server.ts `fastify`): what an answer reaches through the framework alone. */
  fastify: Side;
}

async function measureColumn(column: ColumnName, upstreamUrl: string, entry: ServerEntry | null, load: ChildProcess, generator: string): Promise<Row[]> {
  const port = await freePort();
  const bff = await startNode('bff/src/server.ts', bffEnv(column, port, upstreamUrl), port, { path: '/healthz' });
  servers.push(bff);
  if (pinning) pin(bff.child.pid, pinning.server);
  const cache = await redisReady(bff.base);
  console.log(`\n== ${column === 'production' ? 'production (the image\'s NODE_ENV=production)' : 'npm start (NODE_ENV unset)'}, cache ${cache}`);
  console.log(`bff:     ${bff.commandLine}`);
  try {
    const channelAuth = await channelAuthTarget(upstreamUrl);
    const targets = entry === null ? [channelAuth] : [...targetsFor(upstreamUrl, entry, await shopDetailPath(bff.base)), ...(column === 'production' ? [channelAuth] : [])];
    const captured = [];
    for (const target of targets) captured.push({ target, ...(await capture(bff.base, target)) });
    const bare = startChild('./bench/bare-server.ts');
    const bareFastify = startChild('./bench/bare-server.ts', ['fastify']);
    children.push(bare, bareFastify);
    if (pinning) pin(bare.pid, pinning.server);
    if (pinning) pin(bareFastify.pid, pinning.server);
    const routes = captured.map((c) => c.route);
    const { port: barePort } = await ask<{ port: number }>(bare, { routes }, 30_000);
    const { port: fastifyPort } = await ask<{ port: number }>(bareFastify, { routes }, 30_000);
    const bareBase = `http://127.0.0.1:${barePort}`;
    const fastifyBase = `http://127.0.0.1:${fastifyPort}`;
    console.log(`bare:    node --import tsx scripts/bench/bare-server.ts (a child of this process, replaying the answers below)`);
    console.log(`fastify: node --import tsx scripts/bench/bare-server.ts fastify (the same answers from a bare Fastify: no plugins, hooks or logger)`);
    for (const { target, answer } of captured) {
      console.log(`  ${target.name}: ${answer.status}, ${kib(answer.body.length)} on the wire, content-encoding ${answer.headers['content-encoding'] ?? 'none'}`);
    }
    const run = (base: string, target: Target, duration: number) =>
      ask<LoadResult>(load, { url: `${base}${target.path}`, headers: target.headers, method: target.method, body: target.body, connections, seconds: duration } satisfies LoadRequest, duration * 1000 + 30_000);

    const rows: Row[] = [];
    for (const target of targets) {
      if (warmupSeconds > 0) {
        await run(bareBase, target, warmupSeconds);
        await run(fastifyBase, target, warmupSeconds);
        await run(bff.base, target, warmupSeconds);
      }
      const bareRuns: LoadResult[] = [];
      const fastifyRuns: LoadResult[] = [];
      const bffRuns: LoadResult[] = [];
      for (let round = 1; round <= rounds; round++) {
        const b = await run(bareBase, target, seconds);
        const w = await run(fastifyBase, target, seconds);
        const f = await run(bff.base, target, seconds);
        if (round === 1) {
          console.log(`${generator}:     ${f.command ?? ''}`);
          console.log(`  (bare: the same against ${bareBase}; fastify: against ${fastifyBase})`);
        }
        bareRuns.push(b);
        fastifyRuns.push(w);
        bffRuns.push(f);
        console.log(
          `  ${target.name} round ${round}: bare ${b.requestsPerSecond.toFixed(0)} req/s p99 ${ms(b.p99)} ms, fastify ${w.requestsPerSecond.toFixed(0)} req/s p99 ${ms(w.p99)} ms, bff ${f.requestsPerSecond.toFixed(0)} req/s p99 ${ms(f.p99)} ms`,
        );
      }
      rows.push({ column, target, bff: summary(bffRuns), bare: summary(bareRuns), fastify: summary(fastifyRuns) });
    }
    bare.disconnect();
    bareFastify.disconnect();
    return rows;
  } finally {
    await bff.stop();
  }
}

const ratio = (row: Row) => (row.bare.rps > 0 ? row.bff.rps / row.bare.rps : 0);
/** A bare Fastify route sending the same bytes, against bare node:http. */
const fastifyRatio = (row: Row) => (row.bare.rps > 0 ? row.fastify.rps / row.bare.rps : 0);
/** The bff against a bare Fastify route sending the same bytes. */
const ownRatio = (row: Row) => (row.fastify.rps > 0 ? row.bff.rps / row.fastify.rps : 0);

function printTable(rows: Row[]): void {
  const widths = [10, 30, 9, 10, 5, 6, 12, 12, 7, 13, 11, 0];
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log('');
  console.log(line(['column', 'target', 'bff req/s', 'bare req/s', 'ratio', 'goal', 'bff p50/p99', 'bare p50/p99', 'errors', 'fastify/bare', 'bff/fastify', 'verdict (p99 goal ≤ ' + goals.p99Ms + ' ms)']));
  for (const row of rows) {
    const r = ratio(row);
    const failed = row.bff.errors + row.bare.errors + row.fastify.errors;
    const verdict =
      failed > 0
        ? `${failed} answers were errors or not 2xx: measures something else`
        : [row.target.goal === null ? null : `ratio ${r >= row.target.goal ? 'meets' : 'misses'}`, `p99 ${row.bff.p99 <= goals.p99Ms ? 'meets' : 'misses'}`].filter(Boolean).join(', ');
    console.log(
      line([
        row.column,
        row.target.name.slice(0, 30),
        row.bff.rps.toFixed(0),
        row.bare.rps.toFixed(0),
        r.toFixed(2),
        row.target.goal === null ? '–' : `≥ ${row.target.goal}`,
        `${ms(row.bff.p50)}/${ms(row.bff.p99)}`,
        `${ms(row.bare.p50)}/${ms(row.bare.p99)}`,
        `${row.bff.errors}/${row.bare.errors}`,
        fastifyRatio(row).toFixed(2),
        ownRatio(row).toFixed(2),
        verdict,
      ]),
    );
  }
  console.log('');
  console.log('(req/s and p50/p99 in ms: medians over the rounds; errors bff/bare: socket errors, timeouts and non-2xx answers, summed)');
  console.log('fastify/bare: a bare Fastify route sending the same bytes (no plugins, hooks or logger), against bare node:http: what an answer reaches');
  console.log('  through the framework alone. The kept targets are the bff\'s memory hits, answered before Fastify routes anything: for them it is a');
  console.log('  reference, not a ceiling. bff/fastify: the bff against that route.');
  console.log(`Goals (issue 23), at ${goals.connections} connections with Redis: first HTML ratio ≥ ${goals.html}, cached operation ≥ ${goals.operation}, image variant ≥ ${goals.image}; bff p99 ≤ ${goals.p99Ms} ms.`);
  if (columns.includes('start')) {
    console.log('`npm start` against the production image (NODE_ENV unset):');
    for (const difference of startDifferences) console.log(`  - ${difference}`);
  }
}

try {
  if (only !== 'search') {
    const entryFile = fileURLToPath(new URL('../web/dist/server/entry-server.js', import.meta.url));
    // BENCH_ONLY=realtime needs no web build.
    const entry =
      only === 'realtime'
        ? null
        : ((await import(pathToFileURL(entryFile).href).catch(() => {
            throw new Error('the web is not built: run `npm run build` first');
          })) as ServerEntry);
    const [sandboxPort, realtimePort] = [await freePort(), await freePort()];
    const sandbox = await startNode('sandbox/src/server.ts', { SANDBOX_HOST: '127.0.0.1', SANDBOX_PORT: String(sandboxPort), SANDBOX_REALTIME_PORT: String(realtimePort) }, sandboxPort, { path: '/healthz' });
    servers.push(sandbox);
    const load = startChild('./bench/load.ts');
    children.push(load);
    // wrk, started by the load child, inherits its core.
    if (pinning) pin(load.pid, pinning.load);
    const { generator } = await ask<{ generator: string }>(load, { hello: true }, 30_000);

    const perColumn = (only === 'realtime' ? 1 : 6) * 3 * (rounds * seconds + warmupSeconds);
    console.log(`Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${connections} connections, Redis ${redisUrl ? 'on' : 'off (in-process caches)'}`);
    console.log(`${rounds} round(s) × ${seconds} s per side and target, alternating bare, bare Fastify and bff, after a ${warmupSeconds} s warm-up each (about ${perColumn * columns.length} s of load in all)`);
    console.log(`Load: ${generator}, in a child process (node --import tsx scripts/bench/load.ts), one thread: the other core is the server's`);
    console.log(
      pinning
        ? `Cores: the bff and the bare server on core ${pinning.server}, the load on core ${pinning.load} (\`taskset -a -p -c <core> <pid>\`; BENCH_PIN=0 leaves them to the scheduler)`
        : 'Cores: left to the scheduler (BENCH_PIN=0, no taskset, or one core)',
    );
    if (generator !== 'wrk') console.log('  (autocannon saturates before the bare server does: install wrk, `apt-get install wrk`, for figures that tell the servers apart)');
    console.log(`sandbox: ${sandbox.commandLine}`);

    const rows: Row[] = [];
    for (const column of columns) rows.push(...(await measureColumn(column, sandbox.base, entry, load, generator)));
    printTable(rows);
    if (connections !== goals.connections || !redisUrl) console.log(`  (this run is not under the goals' conditions: ${connections} connections, Redis ${redisUrl ? 'on' : 'off'})`);
  }
  if (only !== 'realtime') {
    // The search index is timed inside one bff (app.inject): built in this process, as before.
    const nodeEnv = librariesMode === 'development' || librariesMode === 'test' ? librariesMode : 'production';
    stack = await startStack('bench', nodeEnv);
    await benchSearch(stack.server, tenantHost, 'aupark');
  }
} finally {
  await close();
}
