import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import type { FormName } from '@mall/site/forms';
import { tenantHashTag } from '../cache/keys';
import type { RedisClient } from '../cache/redis';

// The forms' rate limit (issue 9 "Pages"; DESIGN.md: every rate-limit key carries the tenant):
// FORM_RATE_LIMIT_MAX sends per FORM_RATE_LIMIT_WINDOW_S per tenant, form and client address
// (`request.ip`, which believes X-Forwarded-For only from TRUST_PROXY), counted in Redis so every
// replica shares one count, with @fastify/rate-limit's store. Only the form mutations ask it; reads
// are never limited.
//
// A limit never fails open (issue 17, Medium 3: with Redis unreachable, 25 wrong passwords in a row
// were never limited, as the limiter skipped its store on errors): while Redis is unreachable, or
// without REDIS_URL, each replica counts in its own memory with the same rule (@fastify/rate-limit's
// local store, registered a second time), so a client gets at most the limit per replica. Each
// count asks Redis first whenever its connection is up, so a Redis that comes back is used again at
// once (the counts kept in memory meanwhile are not carried over).

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * What is counted: a form by its name, or the realtime authorisations (issue 20: pusher-js asks on
 * every connection and subscription, REALTIME_AUTH_RATE_LIMIT_*).
 */
export type RateLimitedAction = FormName | 'realtimeAuth';

export interface FormRateLimit {
  /**
   * Counts one send of `form` and says whether it may go on: by this request's client address, or by
   * `subject` when given (the members' sign-in counts per account too: `account:<hash of the e-mail>`).
   */
  hit(request: FastifyRequest, form: RateLimitedAction, subject?: string): Promise<RateLimitDecision>;
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

/** The count's key, after the `ratelimit:` name space; the tenant as its Cluster hash tag (cache/keys.ts). */
export function formRateLimitKey(tenant: string, form: RateLimitedAction, ip: string, subject?: string): string {
  return `${tenantHashTag(tenant)}:${form}:${subject ?? clientKey(ip)}`;
}

const READY_WAIT_MS = 2000;
/** While Redis is away every count falls back; one log line per window says so. */
const FALLBACK_LOG_WINDOW_MS = 30_000;

function connected(redis: RedisClient, waitMs: number): Promise<void> {
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

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimiterOutcome = Awaited<ReturnType<Limiter>>;

async function formRateLimitPlugin(fastify: FastifyInstance): Promise<void> {
  const config = fastify.config;
  // The cache's connection for commands (cache/plugin.ts): no connection of our own.
  const redis = fastify.redis;

  // The form being sent, for the key generator. It is read at once when the limiter starts (before
  // its first await), and a request's mutations run one after the other, so one entry is enough.
  const formOf = new WeakMap<FastifyRequest, { form: RateLimitedAction; subject?: string }>();
  const limitOf = (request: FastifyRequest): { max: number; windowS: number } => {
    const form = formOf.get(request)?.form ?? 'newsletterSubscribe';
    if (form === 'realtimeAuth') return { max: config.REALTIME_AUTH_RATE_LIMIT_MAX, windowS: config.REALTIME_AUTH_RATE_LIMIT_WINDOW_S };
    // A conversation is many short messages: the forms' few-per-ten-minutes would cut it off.
    if (form === 'sendMessage') return { max: config.MESSAGE_RATE_LIMIT_MAX, windowS: config.MESSAGE_RATE_LIMIT_WINDOW_S };
    // A member books a few times in a row (a family's play area, then the pushchair); counted per session.
    if (form === 'bookService') return { max: config.BOOKING_RATE_LIMIT_MAX, windowS: config.BOOKING_RATE_LIMIT_WINDOW_S };
    if (authForms.has(form)) return { max: config.AUTH_RATE_LIMIT_MAX, windowS: config.AUTH_RATE_LIMIT_WINDOW_S };
    return { max: config.FORM_RATE_LIMIT_MAX, windowS: config.FORM_RATE_LIMIT_WINDOW_S };
  };
  const rule = {
    global: false,
    nameSpace: `${config.REDIS_PREFIX}ratelimit:`,
    max: (request: FastifyRequest) => limitOf(request).max,
    timeWindow: (request: FastifyRequest) => limitOf(request).windowS * 1000,
    keyGenerator: (request: FastifyRequest) => {
      const sent = formOf.get(request);
      return formRateLimitKey(request.tenant.id, sent?.form ?? 'newsletterSubscribe', request.ip, sent?.subject);
    },
  };
  // One limiter per store, each registered in a scope of its own (the plugin decorates the instance
  // with one `createRateLimit`). Without options the limiter uses the rule as it is (with options, the
  // plugin would add a route's method and URL to every key). The shared one throws on a Redis error
  // (no skipOnError): the count then goes to the local one.
  const limiterWith = async (store: { redis: RedisClient } | Record<string, never>): Promise<Limiter> => {
    let limiter: Limiter | undefined;
    await fastify.register(async (scope) => {
      await scope.register(rateLimit, { ...rule, ...store, skipOnError: false });
      limiter = scope.createRateLimit();
    });
    return limiter!;
  };
  const shared = redis ? await limiterWith({ redis }) : null;
  const local = await limiterWith({});

  const log = fastify.log.child({ module: 'rate-limit' });
  let lastFallbackLog = 0;
  const fellBack = (reason: string) => {
    const now = Date.now();
    if (now - lastFallbackLog < FALLBACK_LOG_WINDOW_MS) return;
    lastFallbackLog = now;
    log.warn({ reason }, 'rate limits counted in this process while Redis is unreachable');
  };
  const count = async (request: FastifyRequest): Promise<LimiterOutcome> => {
    if (shared && redis) {
      if (redis.status === 'ready') {
        try {
          return await shared(request);
        } catch (err) {
          fellBack(err instanceof Error ? err.message : String(err));
        }
      } else {
        fellBack(`redis is ${redis.status}`);
      }
    }
    return local(request);
  };

  fastify.decorate('formRateLimit', {
    async hit(request, form, subject) {
      formOf.set(request, { form, subject });
      const result = await count(request);
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
}

export default fp(formRateLimitPlugin, { name: 'form-rate-limit', dependencies: ['config', 'tenancy', 'cache'] });
