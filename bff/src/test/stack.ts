import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll } from 'vitest';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { buildSandbox, sandboxRealtimeApp } from '@mall/sandbox';
import { Redis } from 'ioredis';
import app, { fastifyOptions, type AppOptions } from '../app';
import { unlinkMatching } from '../cache/redis-level';
import { loadConfig } from '../config';
import { loadTenants } from '../tenancy/tenants';

// Builds the real stack for integration tests: the sandbox upstream listening on a free port (real
// HTTP), and the bff app built through the same function as server.ts, with a real Redis when given.

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Stack {
  app: FastifyInstance;
  sandbox: Awaited<ReturnType<typeof buildSandbox>>;
  prefix: string;
  upstreamUrl: string;
  close(): Promise<void>;
}

export interface StackOptions {
  /** `null`: no Redis (in-process cache only). Default: the test Redis. */
  redis?: string | null;
  prefix?: string;
  env?: Record<string, string>;
  cachePolicies?: AppOptions['cachePolicies'];
  /** Reuse a running sandbox (a second bff replica against the same upstream). */
  sandbox?: Stack['sandbox'];
  /** Log lines (JSON, at LOG_LEVEL, `info` unless env says otherwise) go to this stream. */
  logStream?: NodeJS.WritableStream;
  /** The sandbox's realtime stand-in on a free port, and the bff's REALTIME_* pointing at it with the sandbox's app. */
  realtime?: boolean;
  /** The platform's clock (the sandbox's `now`): a test that needs a given time of day moves it; the bff keeps the real one. */
  sandboxNow?: () => Date;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ownSandbox = !options.sandbox;
  const sandbox = options.sandbox ?? (await buildSandbox({ logger: false, ...(options.realtime ? { realtime: { port: 0 } } : {}), ...(options.sandboxNow ? { now: options.sandboxNow } : {}) }));
  if (ownSandbox) await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const realtime = options.realtime
    ? {
        REALTIME_APP_ID: sandboxRealtimeApp.appId,
        REALTIME_KEY: sandboxRealtimeApp.key,
        REALTIME_SECRET: sandboxRealtimeApp.secret,
        REALTIME_ENCRYPTION_MASTER_KEY: sandboxRealtimeApp.encryptionMasterKeyBase64,
        REALTIME_HOST: '127.0.0.1',
        REALTIME_PORT: String(await sandbox.realtime.ready()),
      }
    : {};
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not listen');
  const upstreamUrl = `http://127.0.0.1:${address.port}`;
  const prefix = options.prefix ?? `test-${randomUUID().slice(0, 8)}:`;
  const redis = options.redis === undefined ? redisUrl : options.redis;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    UPSTREAM_URL: upstreamUrl,
    // Wide: at a load average of 19 the sandbox took more than 1.5 s to delete an account (a password
    // hash and a write), and the mutation failed with a timeout. No test here waits for this timeout:
    // the ones about a slow platform set their own (hardening.int.test.ts).
    UPSTREAM_TIMEOUT_MS: '5000',
    UPSTREAM_RETRIES: '1',
    REDIS_PREFIX: prefix,
    // Production needs one; the tests' own, so a production-like stack starts.
    SIGNING_SECRET: 'integration-tests-signing-secret-0123456789',
    // Load shedding off unless a test turns it on (plugins/load-shedding.int.test.ts): on a machine
    // busy with other work (CI's two cores, a second suite) the event loop lags behind for reasons
    // that are not this stack's load, and a shed 503 failed tests about something else.
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(redis ? { REDIS_URL: redis } : {}),
    ...realtime,
    ...options.env,
  });
  const tenants = loadTenants(config.TENANTS_FILE, { upstreamUrl });
  const instance = Fastify(fastifyOptions(config, tenants, options.logStream ? { stream: options.logStream } : false));
  await instance.register(app, { config, tenants, cachePolicies: options.cachePolicies });
  await instance.ready();
  // Like a load balancer waiting for readiness: the cache skips Redis until its connection is up.
  if (redis === redisUrl) {
    for (let i = 0; i < 100 && instance.cacheStatus() !== 'redis'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    if (instance.cacheStatus() !== 'redis') throw new Error(`Redis at ${redisUrl} did not become ready`);
  }
  return {
    app: instance,
    sandbox,
    prefix,
    upstreamUrl,
    async close() {
      await instance.close();
      if (ownSandbox) await sandbox.close();
    },
  };
}

/** Deletes every Redis key of a test prefix (each test run cleans only its own prefix). */
export async function cleanPrefix(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await unlinkMatching(redis, `${prefix}*`);
  await redis.quit();
}

/** Collects JSON log lines for assertions. */
export function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}

export const hostOf = (tenant: string) => (tenant === 'beta' ? 'localhost:3000' : `${tenant}.localhost:3000`);

export interface GraphQLReply<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; [k: string]: unknown } }[] | undefined;
  response: LightMyRequestResponse;
}

export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  tenant: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLReply<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(tenant), 'content-type': 'application/json' },
    payload: { query, variables },
  });
  const body = response.json() as { data?: T | null; errors?: GraphQLReply<T>['errors'] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors, response };
}

export const homeQuery = /* GraphQL */ `
  query Home($lang: Language!) {
    tenant { id gtmId metaId meta(lang: $lang) { title } }
    settings { websiteName roundedCorners navItems footerItems heroBannerAspectRatio headerColors { footer } }
    mall(lang: $lang) { id name today { from to } billing { companyLegalName } propertyManagement }
    heroBanners(lang: $lang) { type id title slug imageWide }
    featuredShops(lang: $lang) { id name slug logo website category }
    categories(lang: $lang) { id name slug children { id name } }
    availableLocales { language name }
  }
`;

/**
 * One stack for a describe block: started before its tests, closed (and its Redis keys removed)
 * after them, the sandbox's knobs reset after each test. Returns a getter for the running stack.
 */
export function useStack(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
  });
  afterAll(async () => {
    if (!stack) return;
    await stack.close();
    if ((options.redis === undefined ? redisUrl : options.redis) === redisUrl) await cleanPrefix(stack.prefix);
  });
  afterEach(() => stack?.sandbox.knobs.reset());
  return () => {
    if (!stack) throw new Error('the stack is not started yet');
    return stack;
  };
}
