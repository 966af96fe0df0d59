// Boots the sandbox on its own (npm start -w sandbox). Config is read once, here.

import { z } from 'zod';
import { buildSandbox } from './app';

const config = z
  .object({
    SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
    SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
    SANDBOX_PUBLIC_URL: z.url().optional(),
    /** The Pusher-protocol stand-in's port (issue 20); it binds SANDBOX_HOST too. */
    SANDBOX_REALTIME_PORT: z.coerce.number().int().min(0).max(65_535).default(4011),
  })
  .parse(process.env);

const app = await buildSandbox({
  logger: true,
  publicUrl: config.SANDBOX_PUBLIC_URL,
  realtime: { port: config.SANDBOX_REALTIME_PORT, host: config.SANDBOX_HOST },
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
