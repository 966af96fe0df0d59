// Finds a Redis for the tests (STACK.md "Redis in tests"): REDIS_URL when set; otherwise a container
// through testcontainers where a container runtime exists; otherwise a `redis-server` binary on the
// PATH, started on a free port. Returns { url, stop } or throws an Error whose message says what to do.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export function ping(url, timeoutMs = 1500) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function redisForTests(log = console.log) {
  if (process.env.REDIS_URL) {
    if (await ping(process.env.REDIS_URL)) return { url: process.env.REDIS_URL, stop: async () => {} };
    throw new Error(`REDIS_URL=${process.env.REDIS_URL} does not answer PING. Start Redis there, or unset REDIS_URL to let the tests start one.`);
  }
  try {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    log(`Redis: container ${container.getConnectionUrl()}`);
    return { url: container.getConnectionUrl(), stop: () => container.stop() };
  } catch (error) {
    log(`Redis: no container runtime (${String(error.message).split('\n')[0]}); trying a local redis-server`);
  }
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      'Redis is missing: set REDIS_URL (e.g. redis://127.0.0.1:6379), or install Docker, or install redis-server (apt-get install -y redis-server).',
    );
  }
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await ping(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await ping(url))) throw new Error(`redis-server did not start on port ${port}`);
  log(`Redis: redis-server on ${url}`);
  return { url, stop: async () => void child.kill() };
}
