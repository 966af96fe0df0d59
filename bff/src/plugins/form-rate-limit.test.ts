import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormName } from '@mall/site/forms';
import { loadConfig } from '../config';
import configPlugin from './config';
import type { Tenant } from '../tenancy/tenants';
import formRateLimitPlugin, { type RateLimitDecision } from './form-rate-limit';

// The limiter's fallback (issue 17, Medium 3: with Redis unreachable, 25 wrong passwords in a row were
// never limited). Redis here is a stand-in that runs @fastify/rate-limit's script the way Redis would
// (INCR, the window's expiry) and fails on demand; against a real Redis that goes away and comes back
// in sign-in-hardening.int.test.ts.

class FakeRedis extends EventEmitter {
  status = 'ready';
  failing = false;
  readonly counts = new Map<string, number>();
  defineCommand(name: string): void {
    const command =
      name === 'rateLimit'
        ? (key: string, timeWindow: number, _max: number, _continueExceeding: boolean, _backoff: boolean, done: (err: Error | null, result?: [number, number]) => void) => {
            if (this.failing) return done(new Error('Command timed out'));
            const current = (this.counts.get(key) ?? 0) + 1;
            this.counts.set(key, current);
            done(null, [current, timeWindow]);
          }
        : (_key: string, done: (err: Error | null, result?: [number, number]) => void) => done(new Error('not used here'));
    Object.assign(this, { [name]: command });
  }
}

const tenant = { id: 'aupark' } as Tenant;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The plugin on a bare instance: the config, the tenant, and the cache's Redis connection (or none). */
async function limiterWith(redis: FakeRedis | null) {
  const app = Fastify({ logger: false });
  apps.push(app);
  const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_MAX: '3', FORM_RATE_LIMIT_MAX: '2', REDIS_PREFIX: 'mall:' });
  await app.register(configPlugin, { config });
  await app.register(
    fp(
      async (scope) => {
        scope.decorateRequest('tenant', { getter: () => tenant });
      },
      { name: 'tenancy' },
    ),
  );
  await app.register(
    fp(
      async (scope) => {
        scope.decorate('redis', redis as unknown as Redis | null);
      },
      { name: 'cache' },
    ),
  );
  await app.register(formRateLimitPlugin);
  app.post<{ Body: { form: FormName; subject?: string } }>('/hit', (request) => app.formRateLimit.hit(request, request.body.form, request.body.subject));
  await app.ready();
  return async (form: FormName, subject?: string) => (await app.inject({ method: 'POST', url: '/hit', payload: { form, subject } })).json<RateLimitDecision>();
}

const allowed = (decisions: RateLimitDecision[]) => decisions.map((d) => d.allowed);

describe('the rate limits (issue 17, Medium 3)', () => {
  it('count in Redis while it answers, shared under the deployment prefix', async () => {
    const redis = new FakeRedis();
    const hit = await limiterWith(redis);
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await hit('login', 'account:a'));
    expect(allowed(decisions)).toEqual([true, true, true, false]);
    expect(redis.counts.get('mall:ratelimit:{aupark}:login:account:a')).toBe(4);
  });

  it('count in this process while Redis fails or is not connected: no try goes uncounted', async () => {
    const redis = new FakeRedis();
    const hit = await limiterWith(redis);
    redis.failing = true;
    const failing = [];
    for (let i = 0; i < 4; i++) failing.push(await hit('login', 'account:b'));
    expect(allowed(failing)).toEqual([true, true, true, false]);
    const refused = failing.at(-1)!;
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    redis.failing = false;
    redis.status = 'reconnecting';
    const away = [];
    for (let i = 0; i < 3; i++) away.push(await hit('newsletterSubscribe'));
    expect(allowed(away)).toEqual([true, true, false]);
    expect(redis.counts.size).toBe(0);
  });

  it('count in Redis again once it is back', async () => {
    const redis = new FakeRedis();
    const hit = await limiterWith(redis);
    redis.status = 'reconnecting';
    await hit('login', 'account:c');
    redis.status = 'ready';
    expect((await hit('login', 'account:c')).allowed).toBe(true);
    expect(redis.counts.get('mall:ratelimit:{aupark}:login:account:c')).toBe(1);
  });

  it('count in this process without REDIS_URL', async () => {
    const hit = await limiterWith(null);
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await hit('login', 'device:d'));
    expect(allowed(decisions)).toEqual([true, true, true, false]);
    // Each subject and form has its own count.
    expect((await hit('login', 'device:e')).allowed).toBe(true);
    expect((await hit('register', 'device:d')).allowed).toBe(true);
  });
});
