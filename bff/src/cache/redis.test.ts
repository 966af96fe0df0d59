import { Cluster, Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedis, createSubscriber, reconnectDelay, REDIS_COMMAND_TIMEOUT_MS, type CacheLogger, type RedisClient, type RedisTarget } from './redis';

// The options each mode's connections are made with (nothing listens on port 1: the connections are
// closed before any of them matters). The modes' behaviour on real servers: cluster.int.test.ts,
// sentinel.int.test.ts, cache.int.test.ts.

const silent: CacheLogger = { debug() {}, info() {}, warn() {}, error() {} };
const made: RedisClient[] = [];
const node = { host: '127.0.0.1', port: 1 };

function make(kind: 'commands' | 'subscriber', target: RedisTarget | string): RedisClient {
  const client = kind === 'commands' ? createRedis(target, silent) : createSubscriber(target, silent);
  made.push(client);
  return client;
}

afterEach(() => {
  for (const client of made.splice(0)) client.disconnect();
});

describe('the connection factory', () => {
  it('makes one Redis from a URL, failing fast for commands and queueing for the subscriber', () => {
    const commands = make('commands', 'redis://127.0.0.1:1');
    expect(commands).toBeInstanceOf(Redis);
    expect((commands as Redis).options).toMatchObject({ enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 });
    const subscriber = make('subscriber', { mode: 'single', url: 'redis://127.0.0.1:1' });
    expect((subscriber as Redis).options).toMatchObject({ enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true });
    expect((subscriber as Redis).options.commandTimeout).toBeUndefined();
  });

  it("makes a Cluster with the same fail-fast options, the nodes' password and TLS, reconnecting for ever", () => {
    const target: RedisTarget = { mode: 'cluster', nodes: [node], password: 'pw', tls: true };
    const commands = make('commands', target);
    expect(commands).toBeInstanceOf(Cluster);
    const options = (commands as Cluster).options;
    expect(options.enableOfflineQueue).toBe(false);
    expect(options.redisOptions).toMatchObject({ commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, password: 'pw', tls: {} });
    // The Cluster gives the node connections its own reconnect and queue: ours would be ignored there.
    expect(options.redisOptions).not.toHaveProperty('retryStrategy');
    expect(options.redisOptions).not.toHaveProperty('enableOfflineQueue');
    expect(options.clusterRetryStrategy?.(1_000)).toBe(reconnectDelay(1_000));
    const subscriber = make('subscriber', { ...target, tls: false });
    expect((subscriber as Cluster).options.enableOfflineQueue).toBe(true);
    expect((subscriber as Cluster).options.redisOptions).not.toHaveProperty('tls');
    expect((subscriber as Cluster).options.redisOptions?.commandTimeout).toBeUndefined();
  });

  it('makes a Redis through Sentinels that follows a failover, with both passwords and TLS', () => {
    const target: RedisTarget = { mode: 'sentinel', sentinels: [node], name: 'mymaster', password: 'data', sentinelPassword: 'watch', tls: true };
    const commands = make('commands', target);
    expect(commands).toBeInstanceOf(Redis);
    expect((commands as Redis).options).toMatchObject({
      sentinels: [node],
      name: 'mymaster',
      password: 'data',
      sentinelPassword: 'watch',
      tls: {},
      enableTLSForSentinelMode: true,
      failoverDetector: true,
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    const plain = make('subscriber', { mode: 'sentinel', sentinels: [node], name: 'mymaster', tls: false });
    expect((plain as Redis).options).toMatchObject({ enableOfflineQueue: true, failoverDetector: true });
    expect((plain as Redis).options.password ?? undefined).toBeUndefined();
    expect((plain as Redis).options.enableTLSForSentinelMode).toBeFalsy();
  });
});
