import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLowPort, stopProcess } from '../test/replica-processes';
import { closeRedis, createRedis, createSubscriber, type CacheLogger, type RedisClient, type RedisTarget } from './redis';

// The cache's connections through Redis Sentinel (issue 23): a master, its replica and one Sentinel
// from the machine's redis-server, started here. The connections the factory makes find the master
// through the Sentinel, and after a failover they write to the new master and hear its pub/sub.

const execFileAsync = promisify(execFile);
const masterName = 'mall-test';
const silent: CacheLogger = { debug() {}, info() {}, warn() {}, error() {} };

let dir: string | undefined;
const processes: ChildProcess[] = [];
const connections: RedisClient[] = [];
let ports: { master: number; replica: number; sentinel: number };

async function cli(port: number, ...args: string[]): Promise<string> {
  return (await execFileAsync('redis-cli', ['-p', String(port), ...args], { timeout: 5000 })).stdout;
}

/** Polls `check` every 50 ms until it is true, or fails with `what` after `limitMs`. */
async function until(what: string, limitMs: number, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function start(args: string[]): void {
  processes.push(spawn('redis-server', args, { stdio: 'ignore' }));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mall-sentinel-'));
  // Below the ephemeral range, each its own (replica-processes.ts freeLowPort).
  const taken = new Set<number>();
  const next = async () => {
    const port = await freeLowPort(taken);
    taken.add(port);
    return port;
  };
  ports = { master: await next(), replica: await next(), sentinel: await next() };
  const common = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'];
  start(['--port', String(ports.master), ...common]);
  start(['--port', String(ports.replica), '--replicaof', '127.0.0.1', String(ports.master), ...common]);
  // A Sentinel rewrites its config file: one of its own in the temp dir. Quorum 1: it decides alone.
  const conf = join(dir, 'sentinel.conf');
  await writeFile(
    conf,
    [
      `port ${ports.sentinel}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `sentinel monitor ${masterName} 127.0.0.1 ${ports.master} 1`,
      `sentinel down-after-milliseconds ${masterName} 2000`,
      `sentinel failover-timeout ${masterName} 10000`,
      '',
    ].join('\n'),
  );
  start([conf, '--sentinel', '--loglevel', 'warning']);
  await until('the replica in sync', 30_000, async () => (await cli(ports.replica, 'info', 'replication')).includes('master_link_status:up'));
  await until('the Sentinel to see the replica', 30_000, async () => (await cli(ports.sentinel, 'sentinel', 'replicas', masterName)).includes(String(ports.replica)));
}, 60_000);

afterAll(async () => {
  await Promise.allSettled(connections.map((connection) => closeRedis(connection)));
  await Promise.allSettled(processes.map((child) => stopProcess(child)));
  if (dir) await rm(dir, { recursive: true, force: true });
}, 30_000);

async function ready(redis: RedisClient): Promise<RedisClient> {
  connections.push(redis);
  await until('a ready connection', 20_000, async () => redis.status === 'ready');
  return redis;
}

describe('the cache connections through Redis Sentinel', () => {
  it('find the master, and follow it through a failover, pub/sub included', async () => {
    const target: RedisTarget = { mode: 'sentinel', sentinels: [{ host: '127.0.0.1', port: ports.sentinel }], name: masterName, tls: false };
    const redis = await ready(createRedis(target, silent));
    const subscriber = await ready(createSubscriber(target, silent));
    const heard: string[] = [];
    subscriber.on('message', (_channel: string, text: string) => heard.push(text));
    await subscriber.subscribe('sentinel-test');

    expect(await redis.set('sentinel-test:k', 'before')).toBe('OK');
    expect(await cli(ports.master, 'get', 'sentinel-test:k')).toBe('before\n');
    await redis.publish('sentinel-test', 'one');
    await until('the first message', 5000, async () => heard.includes('one'));

    // The Sentinel promotes the replica; the old master becomes its replica.
    expect(await cli(ports.sentinel, 'sentinel', 'failover', masterName)).toBe('OK\n');
    await until('the replica promoted', 20_000, async () => (await cli(ports.replica, 'role')).startsWith('master'));
    // Writes go to the new master once the connection has moved (each write fails fast until then):
    // within a second or two, as the Sentinel announces the switch (failoverDetector, redis.ts).
    // Without it the connection stays on the old master until the Sentinel reconfigures it, some
    // ten seconds later.
    await until('a write on the new master', 6000, async () => (await redis.set('sentinel-test:k', 'after')) === 'OK' && (await cli(ports.replica, 'get', 'sentinel-test:k')) === 'after\n');
    // The subscriber moved too, and subscribed again there.
    await until('a message through the new master', 20_000, async () => {
      await redis.publish('sentinel-test', 'two');
      return heard.includes('two');
    });
  });
});
