import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type { Redis } from 'ioredis';
import type { FormName } from '@mall/site/forms';
import { closeRedis, createRedis } from '../cache/redis';

// The forms' rate limit (issue 9 "Pages"; DESIGN.md: every rate-limit key carries the tenant):
// FORM_RATE_LIMIT_MAX sends per FORM_RATE_LIMIT_WINDOW_S per tenant, form and client address
// (`request.ip`, which believes X-Forwarded-For only from TRUST_PROXY), counted in Redis so every
// replica shares one count, with @fastify/rate-limit's store. Only the form mutations ask it; reads
// are never limited. Redis trouble never fails a send (the cache's rule): the limit is skipped
// while Redis is unreachable, and without REDIS_URL each process counts on its own.

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface FormRateLimit {
  /**
   * Counts one send of `form` and says whether it may go on: by this request's client address, or by
   * `subject` when given (the members' sign-in counts per account too: `account:<hash of the e-mail>`).
   */
  hit(request: FastifyRequest, form: FormName, subject?: string): Promise<RateLimitDecision>;
}

/**
 * The member side's forms that guess at accounts (issue 10: sign-in, registration, forgotten password,
 * codes): AUTH_RATE_LIMIT_* rather than FORM_RATE_LIMIT_*, per client address and per account. The
 * areas that add such a form add its name here.
 */
export const authForms: ReadonlySet<FormName> = new Set<FormName>([
  'login',
  // one form a line
  'register',
  'verifyEmail',
  'resendVerification',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'deleteAccount',
]);

declare module 'fastify' {
  interface FastifyInstance {
    formRateLimit: FormRateLimit;
  }
}

/**
 * The client part of a key: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * whole prefix, as ISPs hand them out, so changing the last bits does not reset the count).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4);
  return `${parts.join(':')}::/64`;
}

export function formRateLimitKey(tenant: string, form: FormName, ip: string, subject?: string): string {
  return `${tenant}:${form}:${subject ?? clientKey(ip)}`;
}

const READY_WAIT_MS = 2000;

function connected(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
  });
}

async function formRateLimitPlugin(fastify: FastifyInstance): Promise<void> {
  const config = fastify.config;
  let redis: Redis | null = null;
  if (config.REDIS_URL) redis = createRedis(config.REDIS_URL, fastify.log.child({ module: 'rate-limit' }), 'rate-limit');

  // The form being sent, for the key generator. It is read at once when the limiter starts (before
  // its first await), and a request's mutations run one after the other, so one entry is enough.
  const formOf = new WeakMap<FastifyRequest, { form: FormName; subject?: string }>();
  const auth = (request: FastifyRequest) => authForms.has(formOf.get(request)?.form ?? 'newsletterSubscribe');
  await fastify.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    nameSpace: `${config.REDIS_PREFIX}ratelimit:`,
    skipOnError: true,
    max: (request) => (auth(request) ? config.AUTH_RATE_LIMIT_MAX : config.FORM_RATE_LIMIT_MAX),
    timeWindow: (request) => (auth(request) ? config.AUTH_RATE_LIMIT_WINDOW_S : config.FORM_RATE_LIMIT_WINDOW_S) * 1000,
    keyGenerator: (request) => {
      const sent = formOf.get(request);
      return formRateLimitKey(request.tenant.id, sent?.form ?? 'newsletterSubscribe', request.ip, sent?.subject);
    },
  });
  // Without options the limiter uses the settings above as they are (with options, the plugin would
  // add a route's method and URL to every key).
  const limiter = fastify.createRateLimit();

  fastify.decorate('formRateLimit', {
    async hit(request, form, subject) {
      formOf.set(request, { form, subject });
      const result = await limiter(request);
      if (result.isAllowed) return { allowed: true, remaining: Number.POSITIVE_INFINITY };
      if (result.isExceeded) return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
      return { allowed: true, remaining: result.remaining };
    },
  } satisfies FormRateLimit);

  // A replica starting up counts from its first request: wait (briefly) for the connection, which
  // fails fast while it is not up. A Redis that stays down does not hold the start.
  fastify.addHook('onReady', async () => {
    if (redis) await connected(redis, READY_WAIT_MS);
  });
  fastify.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
  });
}

export default fp(formRateLimitPlugin, { name: 'form-rate-limit', dependencies: ['config', 'tenancy'] });
