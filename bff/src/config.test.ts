import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ConfigError, developmentSigningSecret, loadConfig } from './config';

const production = { NODE_ENV: 'production', SIGNING_SECRET: 'a-production-secret-of-32-characters-or-more' } as const;

describe('loadConfig', () => {
  it('has defaults that run locally with the embedded sandbox', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SANDBOX).toBe('embedded');
    expect(config.REDIS_URL).toBeUndefined();
  });
  it('turns the sandbox off in production or with an upstream', () => {
    expect(loadConfig({ ...production }).SANDBOX).toBe('off');
    expect(loadConfig({ UPSTREAM_URL: 'http://sandbox:4010' }).SANDBOX).toBe('off');
  });
  it('stops with a list of everything that is wrong', () => {
    try {
      loadConfig({ PORT: 'abc', REDIS_URL: 'http://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/REDIS_URL/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('trusts no proxy unless told which, and checks the list', () => {
    expect(loadConfig({ ...production }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
  it('sheds load past sane limits by default: 500 ms of event-loop delay, 90% of the heap limit', () => {
    const config = loadConfig({});
    expect(config.LOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(500);
    expect(config.LOAD_MAX_HEAP_USED_BYTES).toBe(Math.floor(getHeapStatistics().heap_size_limit * 0.9));
    expect(config.LOAD_RETRY_AFTER_S).toBe(10);
    expect(loadConfig({ LOAD_MAX_HEAP_USED_BYTES: '0' }).LOAD_MAX_HEAP_USED_BYTES).toBe(0);
    expect(() => loadConfig({ LOAD_SAMPLE_INTERVAL_MS: '1' })).toThrow(/LOAD_SAMPLE_INTERVAL_MS/);
  });
  it('turns introspection off in production unless asked for', () => {
    expect(loadConfig({}).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({ ...production }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
  });
  it('accepts only persisted operations in production unless told otherwise, and has a cost limit', () => {
    expect(loadConfig({}).GRAPHQL_PERSISTED_ONLY).toBe(false);
    expect(loadConfig({ ...production }).GRAPHQL_PERSISTED_ONLY).toBe(true);
    expect(loadConfig({ ...production, GRAPHQL_PERSISTED_ONLY: 'false' }).GRAPHQL_PERSISTED_ONLY).toBe(false);
    expect(loadConfig({}).GRAPHQL_MAX_COST).toBe(5000);
    expect(() => loadConfig({ GRAPHQL_MAX_COST: '10' })).toThrow(/GRAPHQL_MAX_COST/);
  });
  it('has bounded limits by default and refuses a header timeout beyond the request timeout', () => {
    const config = loadConfig({});
    expect(config.GRAPHQL_MAX_BYTES).toBe(16_384);
    expect(config.HEADERS_TIMEOUT_MS).toBeLessThan(30_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

describe('the identity provider (SSO)', () => {
  it("is the embedded sandbox's stand-in page by default, none without the sandbox, and a named one when set", () => {
    expect(loadConfig({}).SSO_AUTHORIZE_URL).toBe('http://127.0.0.1:4010/__idp/authorize');
    expect(loadConfig({ SANDBOX_PORT: '4310' }).SSO_AUTHORIZE_URL).toBe('http://127.0.0.1:4310/__idp/authorize');
    expect(loadConfig({ UPSTREAM_URL: 'http://sandbox:4010' }).SSO_AUTHORIZE_URL).toBeNull();
    expect(loadConfig({ ...production, SSO_AUTHORIZE_URL: 'https://id.example/authorize' }).SSO_AUTHORIZE_URL).toBe('https://id.example/authorize');
    expect(loadConfig({}).SSO_PROVIDER_NAME).toBe('Google');
    expect(loadConfig({ SSO_PROVIDER_NAME: ' Mall ID ' }).SSO_PROVIDER_NAME).toBe('Mall ID');
  });
  it('refuses an address that is not http(s), and plain http in production', () => {
    expect(() => loadConfig({ SSO_AUTHORIZE_URL: 'javascript:alert(1)' })).toThrow(/SSO_AUTHORIZE_URL/);
    expect(() => loadConfig({ ...production, SSO_AUTHORIZE_URL: 'http://id.example/authorize' })).toThrow(/SSO_AUTHORIZE_URL: must be an https address/);
  });
});

describe('the signing secret', () => {
  it('is required in production, at least 32 characters, and a known development value elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGNING_SECRET: required in production/);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/SIGNING_SECRET/);
    expect(loadConfig(production).SIGNING_SECRET).toBe(production.SIGNING_SECRET);
    expect(loadConfig({}).SIGNING_SECRET).toBe(developmentSigningSecret);
  });
});

describe('where Redis is (issue 23)', () => {
  /** The problems a ConfigError lists, one text. */
  function problemsOf(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems.join('\n');
    }
    throw new Error('loadConfig accepted it');
  }

  it('is none by default, one Redis with REDIS_URL', () => {
    expect(loadConfig({}).REDIS).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).REDIS).toEqual({ mode: 'single', url: 'redis://cache:6379' });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).REDIS_URL).toBe('redis://cache:6379');
  });

  it('reads a Cluster from its seed nodes: host names, IPv4 and bracketed IPv6, spaces allowed', () => {
    expect(loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:7000, 10.0.0.2:7001,[::1]:7002' }).REDIS).toEqual({
      mode: 'cluster',
      nodes: [
        { host: 'redis-1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: '::1', port: 7002 },
      ],
      tls: false,
    });
    expect(loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:7000', REDIS_PASSWORD: 'secret', REDIS_TLS: 'true' }).REDIS).toEqual({
      mode: 'cluster',
      nodes: [{ host: 'redis-1', port: 7000 }],
      password: 'secret',
      tls: true,
    });
  });

  it('reads Sentinels with the master name, and their own password', () => {
    expect(loadConfig({ REDIS_SENTINELS: 's1:26379,s2:26379', REDIS_SENTINEL_NAME: 'mymaster', REDIS_PASSWORD: 'data', REDIS_SENTINEL_PASSWORD: 'watch' }).REDIS).toEqual({
      mode: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'mymaster',
      password: 'data',
      sentinelPassword: 'watch',
      tls: false,
    });
  });

  it('keeps the password out of the rest of the config', () => {
    const config = loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:7000', REDIS_PASSWORD: 'pw-4f9a1c' });
    expect(JSON.stringify(config)).toContain('pw-4f9a1c');
    expect(JSON.stringify({ ...config, REDIS: null })).not.toContain('pw-4f9a1c');
    expect(config).not.toHaveProperty('REDIS_PASSWORD');
  });

  it('refuses a list item that is not host:port', () => {
    for (const nodes of ['redis-1', 'redis-1:0', 'redis-1:70000', 'redis-1:7000,', '::1:7000', '[nope]:7000', 'redis://redis-1:7000', 'a b:7000']) {
      expect(problemsOf({ REDIS_CLUSTER_NODES: nodes }), nodes).toMatch(/REDIS_CLUSTER_NODES: .* is not host:port/);
    }
    expect(problemsOf({ REDIS_SENTINELS: 's1', REDIS_SENTINEL_NAME: 'm' })).toMatch(/REDIS_SENTINELS/);
  });

  it('allows one mode only, and says which were set', () => {
    expect(problemsOf({ REDIS_URL: 'redis://cache:6379', REDIS_CLUSTER_NODES: 'redis-1:7000' })).toMatch(/REDIS_URL, REDIS_CLUSTER_NODES: set one of them only/);
    expect(problemsOf({ REDIS_CLUSTER_NODES: 'redis-1:7000', REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'm' })).toMatch(/REDIS_CLUSTER_NODES, REDIS_SENTINELS: set one/);
  });

  it('refuses what a mode would silently ignore or lack', () => {
    expect(problemsOf({ REDIS_SENTINELS: 's1:26379' })).toMatch(/REDIS_SENTINEL_NAME: required with REDIS_SENTINELS/);
    expect(problemsOf({ REDIS_SENTINEL_NAME: 'mymaster' })).toMatch(/REDIS_SENTINEL_NAME: only with REDIS_SENTINELS/);
    expect(problemsOf({ REDIS_CLUSTER_NODES: 'redis-1:7000', REDIS_SENTINEL_PASSWORD: 'x' })).toMatch(/REDIS_SENTINEL_PASSWORD: only with REDIS_SENTINELS/);
    expect(problemsOf({ REDIS_URL: 'redis://cache:6379', REDIS_PASSWORD: 'x' })).toMatch(/REDIS_PASSWORD: with REDIS_URL, put it in the URL/);
    expect(problemsOf({ REDIS_URL: 'redis://cache:6379', REDIS_TLS: 'true' })).toMatch(/REDIS_TLS: with REDIS_URL/);
    expect(problemsOf({ REDIS_PASSWORD: 'x' })).toMatch(/REDIS_PASSWORD: only with REDIS_CLUSTER_NODES or REDIS_SENTINELS/);
    expect(problemsOf({ REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'my master' })).toMatch(/REDIS_SENTINEL_NAME/);
  });

  it('refuses braces in the prefix: they would take over the keys’ Cluster hash tag', () => {
    expect(problemsOf({ REDIS_PREFIX: '{mall}:' })).toMatch(/REDIS_PREFIX/);
  });
});
