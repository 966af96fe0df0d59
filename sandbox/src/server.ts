// Boots the sandbox on its own (npm start -w sandbox). Config is read once, here.

import { z } from 'zod';
import { buildSandbox, type SandboxOptions } from './app';

const config = z
  .object({
    SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
    SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
    SANDBOX_PUBLIC_URL: z.url().optional(),
    /** The Pusher-protocol stand-in's port (issue 20); it binds SANDBOX_HOST too. */
    SANDBOX_REALTIME_PORT: z.coerce.number().int().min(0).max(65_535).default(4011),
    /**
     * A realtime provider of its own to publish to instead of the stand-in (docker-compose: soketi's
     * HTTP API, http://soketi:6001), with its app: REALTIME_APP_ID, REALTIME_KEY, REALTIME_SECRET and
     * REALTIME_ENCRYPTION_MASTER_KEY, the same the bff signs with.
     */
    SANDBOX_REALTIME_PROVIDER_URL: z.url({ protocol: /^http$/ }).optional(),
    REALTIME_APP_ID: z.string().min(1).optional(),
    REALTIME_KEY: z.string().min(1).optional(),
    REALTIME_SECRET: z.string().min(1).optional(),
    REALTIME_ENCRYPTION_MASTER_KEY: z.base64().refine((value) => Buffer.from(value, 'base64').length === 32, 'base64 of 32 bytes').optional(),
  })
  .refine(
    (env) => !env.SANDBOX_REALTIME_PROVIDER_URL || (env.REALTIME_APP_ID && env.REALTIME_KEY && env.REALTIME_SECRET && env.REALTIME_ENCRYPTION_MASTER_KEY),
    'SANDBOX_REALTIME_PROVIDER_URL needs REALTIME_APP_ID, REALTIME_KEY, REALTIME_SECRET and REALTIME_ENCRYPTION_MASTER_KEY',
  )
  .parse(process.env);

function realtimeProvider(): SandboxOptions['realtimeProvider'] {
  if (!config.SANDBOX_REALTIME_PROVIDER_URL) return undefined;
  const url = new URL(config.SANDBOX_REALTIME_PROVIDER_URL);
  return {
    target: { host: url.hostname, port: Number(url.port || 80) },
    app: {
      appId: config.REALTIME_APP_ID!,
      key: config.REALTIME_KEY!,
      secret: config.REALTIME_SECRET!,
      encryptionMasterKeyBase64: config.REALTIME_ENCRYPTION_MASTER_KEY!,
    },
  };
}

const app = await buildSandbox({
  logger: true,
  publicUrl: config.SANDBOX_PUBLIC_URL,
  realtime: { port: config.SANDBOX_REALTIME_PORT, host: config.SANDBOX_HOST },
  realtimeProvider: realtimeProvider(),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing sandbox');
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.SANDBOX_PORT, host: config.SANDBOX_HOST });
  await app.realtime.ready();
} catch (err) {
  app.log.error({ err }, 'sandbox failed to start');
  process.exit(1);
}
