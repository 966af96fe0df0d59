// `npm run bench`: loads the home page's GraphQL query (and the first HTML) against a warm cache with
// autocannon and prints requests per second and latency percentiles. Not a test: it only prints.
// Runs the real stack in this process: the sandbox upstream and the bff on free ports, with Redis
// when REDIS_URL is set (otherwise the in-process cache).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildSandbox } from '@mall/sandbox';
import app, { fastifyOptions } from '../bff/src/app';
import { loadConfig } from '../bff/src/config';
import { loadTenants } from '../bff/src/tenancy/tenants';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const sandbox = await buildSandbox({ logger: false });
await sandbox.listen({ host: '127.0.0.1', port: 0 });
const upstreamUrl = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', UPSTREAM_URL: upstreamUrl, REDIS_PREFIX: `bench-${process.pid}:` });
const tenants = loadTenants(config.TENANTS_FILE, { upstreamUrl });
const server = Fastify(fastifyOptions(config, tenants, false));
await server.register(app, { config, tenants });
await server.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;

const query = readFileSync(new URL('../web/src/features/home/home-page.graphql', import.meta.url), 'utf8');
// As urql sends it: a GET with the preflight header mercurius' CSRF prevention asks for.
const homeUrl = `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ lang: 'sk' }))}`;
const headers = { host: 'aupark.localhost', 'mercurius-require-preflight': 'true' };

const warm = await fetch(`${base}${homeUrl}`, { headers });
const body = (await warm.json()) as { errors?: unknown };
if (!warm.ok || body.errors) throw new Error(`warm-up failed: ${warm.status} ${JSON.stringify(body).slice(0, 300)}`);

async function load(title: string, path: string) {
  const result = await autocannon({ url: `${base}${path}`, headers, connections, duration: seconds });
  const l = result.latency;
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   latency p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  max ${l.max} ms   errors ${result.errors + result.non2xx}`,
  );
}

console.log(`cache: ${server.cacheStatus()}, ${connections} connections, ${seconds} s each, Node ${process.version}`);
await load('HomePage query (GET, warm)', homeUrl);
await load('first HTML /sk (warm)', '/sk');
await server.close();
await sandbox.close();
