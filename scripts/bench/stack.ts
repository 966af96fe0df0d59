// The real stack for the measuring scripts (bench.ts, lighthouse.ts): the sandbox upstream on a free
// port and the bff built through the same functions as bff/src/server.ts, both on 127.0.0.1 in this
// process. With REDIS_URL the cache is Redis under a prefix of this run's own, removed at close.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildSandbox, sandboxRealtimeApp } from '@mall/sandbox';
import app, { fastifyOptions } from '../../bff/src/app';
import { unlinkMatching } from '../../bff/src/cache/redis-level';
import { loadConfig, type Config } from '../../bff/src/config';
import { loadTenants } from '../../bff/src/tenancy/tenants';

export interface BenchStack {
  config: Config;
  server: FastifyInstance;
  /** http://127.0.0.1:PORT */
  base: string;
  /** The sandbox upstream, http://127.0.0.1:PORT (image sources live there). */
  upstreamUrl: string;
  port: number;
  /** 'redis', 'memory' or 'redis-down' (see the cache plugin). */
  cacheMode(): string;
  /** Closes the bff and the sandbox, then removes this run's Redis keys. */
  close(): Promise<void>;
}

function portOf(server: FastifyInstance): number {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the server did not listen on a port');
  return address.port;
}

/**
 * `nodeEnv` is the bff's NODE_ENV setting. The libraries' own switch, process.env.NODE_ENV, must be
 * set before they load (see production-libraries.ts).
 */
export async function startStack(name: string, nodeEnv: Config['NODE_ENV']): Promise<BenchStack> {
  const sandbox = await buildSandbox({ logger: false });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const upstreamUrl = `http://127.0.0.1:${portOf(sandbox)}`;
  const prefix = `${name}-${randomUUID().slice(0, 8)}:`;
  // REDIS_URL, WEB_DIST and the limits come from the environment.
  // A production config needs a signing secret: the bench's own, unless the environment gives one.
  // Realtime (the channel authorisation's target): the sandbox's app, which production requires
  // be set with its secret and master key; its rate limit far above what one run sends.
  const realtime = {
    REALTIME_APP_ID: sandboxRealtimeApp.appId,
    REALTIME_KEY: sandboxRealtimeApp.key,
    REALTIME_SECRET: sandboxRealtimeApp.secret,
    REALTIME_ENCRYPTION_MASTER_KEY: sandboxRealtimeApp.encryptionMasterKeyBase64,
    REALTIME_AUTH_RATE_LIMIT_MAX: '1000000',
  };
  const config = loadConfig({ SIGNING_SECRET: `bench-signing-secret-${randomUUID()}`, ...realtime, ...process.env, NODE_ENV: nodeEnv, LOG_LEVEL: 'warn', UPSTREAM_URL: upstreamUrl, REDIS_PREFIX: prefix });
  const tenants = loadTenants(config.TENANTS_FILE, { upstreamUrl });
  const server = Fastify(fastifyOptions(config, tenants, false));
  await server.register(app, { config, tenants });
  await server.listen({ host: '127.0.0.1', port: 0 });
  // Like a load balancer waiting for readiness: until its connection is up the cache skips Redis.
  if (config.REDIS_URL) {
    for (let i = 0; i < 100 && server.cacheStatus() !== 'redis'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = portOf(server);
  return {
    config,
    server,
    base: `http://127.0.0.1:${port}`,
    upstreamUrl,
    port,
    cacheMode: () => server.cacheStatus(),
    async close() {
      await server.close();
      await sandbox.close();
      if (config.REDIS_URL) await removePrefix(config.REDIS_URL, prefix);
    },
  };
}

/** Deletes this run's keys, and only those. */
async function removePrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  try {
    await redis.connect();
    await unlinkMatching(redis, `${prefix}*`);
    await redis.quit();
  } catch (error) {
    redis.disconnect();
    console.warn(`Could not remove the Redis keys ${prefix}*: ${(error as Error).message}`);
  }
}
