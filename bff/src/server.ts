import Fastify from 'fastify';
import app, { fastifyOptions } from './app';
import { ConfigError, embeddedRealtime, loadConfig } from './config';
import { loadTenants } from './tenancy/tenants';

// Boots the app: configuration, the embedded sandbox upstream when asked for, the port, and a
// graceful close on SIGTERM/SIGINT.

async function main(): Promise<void> {
  let config = loadConfig();
  let sandboxClose: (() => Promise<void>) | undefined;
  let upstreamUrl = config.UPSTREAM_URL;
  if (config.SANDBOX === 'embedded') {
    const { buildSandbox, sandboxRealtimeApp } = await import('@mall/sandbox');
    const publicUrl = `http://127.0.0.1:${config.SANDBOX_PORT}`;
    // Its realtime stand-in (the Pusher protocol) on a port of its own, the browser's provider here.
    const sandbox = await buildSandbox({ logger: false, publicUrl, realtime: { port: config.SANDBOX_REALTIME_PORT } });
    await sandbox.listen({ host: '127.0.0.1', port: config.SANDBOX_PORT });
    sandboxClose = () => sandbox.close();
    upstreamUrl = publicUrl;
    // The stand-in binds its port in the sandbox's onListen hooks, after listen() resolved.
    config = embeddedRealtime(config, sandboxRealtimeApp, await sandbox.realtime.ready());
  }
  const tenants = loadTenants(config.TENANTS_FILE, { upstreamUrl });
  const server = Fastify(fastifyOptions(config, tenants));
  await server.register(app, { config, tenants });
  if (config.SANDBOX === 'embedded') {
    server.log.info(
      { upstream: upstreamUrl },
      'sandbox upstream embedded; it seeds some malformed redirect rules on purpose (sandbox/CONTRACT.md), which the site refuses (logged at debug)',
    );
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'closing');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.close();
    await sandboxClose?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await server.listen({ host: config.HOST, port: config.PORT, backlog: config.LISTEN_BACKLOG });
  const port = (server.server.address() as { port: number }).port;
  server.log.info(`Mall websites on http://localhost:${port} (beta), http://aupark.localhost:${port} and the other tenants`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start failed: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
