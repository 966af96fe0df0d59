import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { RedisEndpoint, RedisTarget } from './cache/redis';

// The bff's whole configuration, parsed once at start-up. Code reads the parsed value, never
// process.env. A bad value stops the start with a list of what is wrong (see loadConfig).

const here = fileURLToPath(new URL('.', import.meta.url));

/** base64 of exactly 32 bytes (pusher's `encryptionMasterKeyBase64`). */
export const masterKey = z.string().refine(isMasterKey, 'base64 of exactly 32 bytes (for example `openssl rand -base64 32`)');

export function isMasterKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/**
 * A tenant's own app's secret and master key come from variables the tenants file names
 * (`REALTIME_SECRET_<NAME>`, `REALTIME_ENCRYPTION_MASTER_KEY_<NAME>`): read with the rest here, checked
 * against the tenants at start-up (realtime/apps.ts).
 */
export const tenantRealtimeSecretName = /^REALTIME_(SECRET|ENCRYPTION_MASTER_KEY)_[A-Z0-9_]+$/;

/**
 * A comma-separated list of `host:port` (a Cluster's seed nodes, the Sentinels): a host name, an IPv4
 * address or a bracketed IPv6 address (`[::1]:6379`), and a port.
 */
export const endpointList = z
  .string()
  .transform((text, ctx): RedisEndpoint[] => {
    const endpoints: RedisEndpoint[] = [];
    for (const item of text.split(',').map((part) => part.trim())) {
      const match = /^(?:\[([0-9a-f:.]+)\]|([A-Za-z0-9.-]{1,253})):(\d{1,5})$/i.exec(item);
      const port = Number(match?.[3]);
      const host = match?.[1] ?? match?.[2];
      if (!match || !host || port < 1 || port > 65535 || (match[1] !== undefined && !ipaddr.IPv6.isValid(match[1]))) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not host:port (a list such as redis-1:6379,redis-2:6379)` });
        return z.NEVER;
      }
      endpoints.push({ host, port });
    }
    return endpoints;
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Redis for the shared cache; unset means an in-process cache only (one process, development). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * A Redis Cluster instead of one Redis (issue 23): some of its nodes as `host:port,host:port`; the
   * client learns the others from them. Not with REDIS_URL or REDIS_SENTINELS.
   */
  REDIS_CLUSTER_NODES: endpointList.optional(),
  /** Redis behind Sentinels (issue 23): the Sentinels as `host:port,…`, and the name of the master they watch. */
  REDIS_SENTINELS: endpointList.optional(),
  REDIS_SENTINEL_NAME: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'a master name as in sentinel.conf').optional(),
  /** The password of a Cluster's nodes or of the Sentinels' master (a REDIS_URL carries its own). */
  REDIS_PASSWORD: z.string().min(1).max(512).optional(),
  /** The Sentinels' own password, when they have one (`requirepass` in sentinel.conf). */
  REDIS_SENTINEL_PASSWORD: z.string().min(1).max(512).optional(),
  /** TLS to a Cluster's nodes or to the Sentinels and their master (a REDIS_URL says `rediss://`). */
  REDIS_TLS: z.stringbool().optional(),
  /**
   * Prefix of every Redis key of this deployment (several deployments may share one Redis). No `{` or
   * `}`: the first `{…}` of a key is its Cluster hash tag, which must be the tenant's (cache/keys.ts).
   */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9:_-]*$/i).default('mall:'),
  /** The tenants file (hosts, upstream, origin, meta tags …). */
  TENANTS_FILE: z.string().min(1).default(`${here}../config/tenants.json`),
  /** Replaces every tenant's upstreamUrl (development and tests point all tenants at the sandbox). */
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `embedded` starts the sandbox upstream inside this process and points UPSTREAM_URL at it. */
  SANDBOX: z.enum(['embedded', 'off']).optional(),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Time limit of one upstream call, and how often an idempotent GET is retried on a retryable failure. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
  /**
   * Kept responses (first HTML, page operations, sitemaps) per tenant, in Redis and in each process's
   * first level: beyond it the oldest go (issue 17). A tenant's public pages are about 500 URLs in four
   * languages plus their operations; a kept page is about 65–80 KB in Redis.
   */
  RESPONSE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(1000),
  /** The built SPA (Vite output). */
  WEB_DIST: z.string().min(1).default(`${here}../../web/dist`),
  /** Bearer token that protects ops endpoints (cache purge). Unset: those endpoints answer 404. */
  OPS_TOKEN: z.string().min(16).optional(),
  /**
   * The server's secret for what it signs and later reads back (issue 17): the SSO sign-in's pending
   * cookie, the device cookies of the sign-in limit, the newsletter's unsubscribe and confirmation
   * links. Every replica needs the same one. Required in production; outside it a fixed development
   * value is used (signatures made with it prove nothing).
   */
  SIGNING_SECRET: z.string().min(32, 'at least 32 characters (for example `openssl rand -hex 32`)').optional(),

  // ---- limits (issue "Harden the gateway"); each is in the README's configuration table

  /** The proxies whose X-Forwarded-* headers are believed: addresses or CIDR ranges, comma-separated. Unset: none. */
  TRUST_PROXY: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .refine((parts) => parts.every(isAddressOrRange), 'a comma-separated list of IP addresses or CIDR ranges')
    .optional(),
  /** One time budget for a request's upstream work (first HTML, one GraphQL operation), retries included. */
  REQUEST_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Largest GraphQL request: POST body, or the whole URL of a GET. The app's largest operation is ~1.5 KB. */
  GRAPHQL_MAX_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(16_384),
  /** The parser stops after this many tokens (the app's largest operation has ~110). */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(100_000).default(2000),
  /** Parsed documents kept, valid and refused ones apart, in LRUs of this many entries (about 100 KB each at the limits). */
  GRAPHQL_DOCUMENT_CACHE: z.coerce.number().int().min(0).max(10_000).default(128),
  /** Schema introspection and "did you mean" suggestions. Default: on outside production, off in production. */
  GRAPHQL_INTROSPECTION: z.stringbool().optional(),
  /** Only the web build's own operations (by hash, or their exact text). Default: on in production, off outside. */
  GRAPHQL_PERSISTED_ONLY: z.stringbool().optional(),
  /** Largest estimated cost of one operation (graphql/cost.ts: fields, list fields times their size). Home costs ~600. */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).max(10_000_000).default(5000),
  /** The image proxy reads at most this many bytes of a source, and spends at most this long on it. */
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Bytes of resized image variants kept in memory by the image route (least recently used first out); 0 keeps none. */
  IMAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).max(4 * 1024 * 1024 * 1024).default(64 * 1024 * 1024),
  /** Pending connections the kernel queues before accept (Node's default is 511). */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(2048),
  /** A client must send its whole request head within this time (slowloris), and the whole request within the next. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** An idle keep-alive connection is closed after this (above the load balancer's idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** A socket with no traffic at all is closed after this. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),

  // ---- the forms' rate limit (issue 9); in the README's configuration table

  /** Sends of one form (newsletter, unsubscribe, contact) allowed per window, per tenant and client address. */
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  /** The rate limit's window, in seconds. */
  FORM_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  /** The member side's sign-in, registration and password forms (issue 10): tries per window, per tenant and client address, and per tenant and account. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(900),

  // ---- sign-in through an identity provider (issue 10 "SSO"); in the README's configuration table

  /**
   * The identity provider's authorize page (OpenID Connect, `response_type=id_token`), where "Continue
   * with …" sends the browser. Default: the embedded sandbox's stand-in page; unset without it: no mall
   * offers SSO. HTTPS in production.
   */
  SSO_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The provider's name on the sign-in and registration pages ("Continue with Google"). */
  SSO_PROVIDER_NAME: z.string().trim().min(1).max(40).default('Google'),
  // ---- uploads (issue 10: receipts, profile picture)

  /** Largest file one upload may carry (413 PAYLOAD_TOO_LARGE beyond). JPEG, PNG or PDF by their bytes. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),

  /** Messages a member may send (sendMessage, issue 20) per window, per tenant and client address, and per session. */
  MESSAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  MESSAGE_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Bookings a member may try (bookService, issue 21) per window, per tenant and session. */
  BOOKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
  BOOKING_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Realtime authorisations (channel and user, issue 20) per window, per tenant and client address, and per session. */
  REALTIME_AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(120),
  REALTIME_AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(60),

  // ---- realtime (issue 20: members' messages over the Pusher protocol); in the README's configuration table

  /**
   * The realtime provider's app (Pusher Channels, soketi): its id, public key and secret. The tenants
   * without an app of their own (bff/config/tenants.json `realtime`) share it. Unset, and without the
   * embedded sandbox: no realtime (the screens ask again on a timer).
   */
  REALTIME_APP_ID: z.string().trim().min(1).max(100).optional(),
  REALTIME_KEY: z.string().trim().min(1).max(100).optional(),
  /** Signs channel and user authorisations: required in production once the app is set. */
  REALTIME_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** `private-encrypted-` channels' master key (base64 of 32 bytes): required in production once the app is set. */
  REALTIME_ENCRYPTION_MASTER_KEY: masterKey.optional(),
  /** Pusher Channels' cluster; pusher-js needs one even with a host of its own. */
  REALTIME_CLUSTER: z.string().regex(/^[a-z0-9-]{1,40}$/, 'a cluster name such as mt1 or eu').default('mt1'),
  /** A host of its own (soketi): the browser's WebSocket and the provider's HTTP API. Unset: Pusher Channels' hosts. */
  REALTIME_HOST: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, 'a host name, without scheme or port').optional(),
  REALTIME_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** wss and https to the provider. Default: on in production, off outside. */
  REALTIME_TLS: z.stringbool().optional(),
  /** The embedded sandbox's realtime stand-in listens here. Default: SANDBOX_PORT + 1. */
  SANDBOX_REALTIME_PORT: z.coerce.number().int().min(0).max(65535).optional(),

  /**
   * Tests only (refused in production): a request for /sw.js with the cookie `sw-test-build=<id>` gets
   * this build's worker under that build id, as the next deploy's worker would be. The browser's own
   * fetch of the worker's script cannot be intercepted by Playwright; web/e2e/offline.spec.ts needs
   * the server itself to answer a new build's worker.
   */
  SW_TEST_BUILD_COOKIE: z.stringbool().default(false),

  // ---- load shedding (issue 7 "Ops at scale"); each is in the README's configuration table

  /** Past this mean event-loop delay (ms, per sample) requests are shed with 503. `0` turns the check off. */
  LOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Past this V8 heap use (bytes) requests are shed with 503. Default: 90% of the heap limit. `0` turns the check off. */
  LOAD_MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).optional(),
  /** How often the event-loop delay and the heap are sampled. */
  LOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The `Retry-After` (seconds) of a shed request and of /readyz under pressure. */
  LOAD_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(10),

  // ---- maps (issue 9 "Pages": how to get here)

  /**
   * A Google Maps Embed API key: the how-to-get-here page embeds a map with it (in the browser, after
   * statistics consent). Unset: no embedded map, a link to the map only. It ends up in the page (the
   * Embed API's keys are public by design: restrict it to the sites' referrers in Google's console).
   */
  MAPS_API_KEY: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'a Google Maps API key (letters, digits, _ and -)').optional(),
});

function isAddressOrRange(value: string): boolean {
  if (ipaddr.isValid(value)) return true;
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** The realtime provider's app as the bff uses it: signing, and what the browser's pusher-js is told. */
export interface RealtimeApp {
  appId: string;
  key: string;
  secret: string;
  encryptionMasterKeyBase64: string;
  cluster: string;
  /** null: Pusher Channels' own hosts. */
  host: string | null;
  port: number | null;
  tls: boolean;
}

type RedisEnv = 'REDIS_CLUSTER_NODES' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_PASSWORD' | 'REDIS_SENTINEL_PASSWORD' | 'REDIS_TLS';

type RealtimeEnv = 'REALTIME_APP_ID' | 'REALTIME_KEY' | 'REALTIME_SECRET' | 'REALTIME_ENCRYPTION_MASTER_KEY' | 'REALTIME_HOST' | 'REALTIME_PORT' | 'REALTIME_TLS' | 'SANDBOX_REALTIME_PORT';

export type Config = Omit<z.output<typeof configSchema>, 'SANDBOX' | 'GRAPHQL_INTROSPECTION' | 'GRAPHQL_PERSISTED_ONLY' | 'LOAD_MAX_HEAP_USED_BYTES' | 'SSO_AUTHORIZE_URL' | 'SIGNING_SECRET' | RealtimeEnv | RedisEnv> & {
  /**
   * The shared cache's Redis, from REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS (at most one);
   * null: none, an in-process cache only. REDIS_URL stays readable for the tools that only know one Redis.
   */
  REDIS: RedisTarget | null;
  SIGNING_SECRET: string;
  /** Defaults to `embedded` outside production, so `npm start` runs with no other service. */
  SANDBOX: 'embedded' | 'off';
  GRAPHQL_INTROSPECTION: boolean;
  GRAPHQL_PERSISTED_ONLY: boolean;
  LOAD_MAX_HEAP_USED_BYTES: number;
  /** null: no identity provider, so no mall offers SSO. */
  SSO_AUTHORIZE_URL: string | null;
  /**
   * The shared realtime app (REALTIME_*); null: none configured. With the embedded sandbox and no
   * REALTIME_APP_ID, server.ts sets the sandbox's app on its stand-in (`embeddedRealtime`).
   */
  REALTIME: RealtimeApp | null;
  /** The embedded sandbox's stand-in port (SANDBOX_PORT + 1 unless set). */
  SANDBOX_REALTIME_PORT: number;
  /** Tenants' own realtime secrets and master keys, by variable name (`tenantRealtimeSecretName`). */
  REALTIME_TENANT_SECRETS: Readonly<Record<string, string>>;
};

/** Outside production only: known to anyone who reads this file, so nothing signed with it is safe. */
export const developmentSigningSecret = 'development-only-signing-secret-do-not-use-in-production';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`OPS_TOKEN=` in a compose file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  const config = parsed.data;
  // Node refuses a server whose header timeout is longer than its request timeout.
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([`HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (${config.REQUEST_TIMEOUT_MS})`]);
  }
  const production = config.NODE_ENV === 'production';
  // A token in a URL over plain HTTP could be read on the way.
  if (production && config.SSO_AUTHORIZE_URL?.startsWith('http:')) {
    throw new ConfigError(['SSO_AUTHORIZE_URL: must be an https address in production']);
  }
  if (production && config.SW_TEST_BUILD_COOKIE) {
    throw new ConfigError(['SW_TEST_BUILD_COOKIE: a test knob, refused in production']);
  }
  if (production && !config.SIGNING_SECRET) {
    throw new ConfigError(['SIGNING_SECRET: required in production (at least 32 characters, the same on every replica)']);
  }
  const sandbox = config.SANDBOX ?? (production || config.UPSTREAM_URL ? 'off' : 'embedded');
  // The realtime variables become one REALTIME value (realtimeApp): the raw ones are not kept beside it.
  const { REALTIME_APP_ID: _appId, REALTIME_KEY: _key, REALTIME_SECRET: _secret, REALTIME_ENCRYPTION_MASTER_KEY: _master, REALTIME_HOST: _host, REALTIME_PORT: _port, REALTIME_TLS: _tls, SANDBOX_REALTIME_PORT, ...realtimeless } = config;
  // Likewise the Redis variables become one REDIS value (redisTarget); the password is kept only there.
  const { REDIS_CLUSTER_NODES: _nodes, REDIS_SENTINELS: _sentinels, REDIS_SENTINEL_NAME: _name, REDIS_PASSWORD: _password, REDIS_SENTINEL_PASSWORD: _sentinelPassword, REDIS_TLS: _redisTls, ...rest } = realtimeless;
  return {
    ...rest,
    REDIS: redisTarget(config),
    REALTIME: realtimeApp(config, production),
    SANDBOX_REALTIME_PORT: SANDBOX_REALTIME_PORT ?? Math.min(config.SANDBOX_PORT + 1, 65535),
    REALTIME_TENANT_SECRETS: tenantRealtimeSecrets(present),
    SANDBOX: sandbox,
    SIGNING_SECRET: config.SIGNING_SECRET ?? developmentSigningSecret,
    // The embedded sandbox stands in for the identity provider too (its page, from the browser).
    SSO_AUTHORIZE_URL: config.SSO_AUTHORIZE_URL ?? (sandbox === 'embedded' ? `http://127.0.0.1:${config.SANDBOX_PORT}/__idp/authorize` : null),
    GRAPHQL_INTROSPECTION: config.GRAPHQL_INTROSPECTION ?? !production,
    GRAPHQL_PERSISTED_ONLY: config.GRAPHQL_PERSISTED_ONLY ?? production,
    // Near V8's limit (--max-old-space-size) the collector runs back to back: shed before that.
    LOAD_MAX_HEAP_USED_BYTES: config.LOAD_MAX_HEAP_USED_BYTES ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  };
}

/**
 * Where the shared Redis is: one mode at most, and each mode with what it needs and nothing it would
 * ignore (a password or TLS flag that silently does nothing would be found only in production).
 */
function redisTarget(config: z.output<typeof configSchema>): RedisTarget | null {
  const { REDIS_URL: url, REDIS_CLUSTER_NODES: nodes, REDIS_SENTINELS: sentinels, REDIS_SENTINEL_NAME: name, REDIS_PASSWORD: password, REDIS_SENTINEL_PASSWORD: sentinelPassword, REDIS_TLS: tls } = config;
  const modes = [url && 'REDIS_URL', nodes && 'REDIS_CLUSTER_NODES', sentinels && 'REDIS_SENTINELS'].filter((mode): mode is string => typeof mode === 'string');
  const problems: string[] = [];
  if (modes.length > 1) problems.push(`${modes.join(', ')}: set one of them only (one Redis, a Cluster, or Sentinels)`);
  if (sentinels && !name) problems.push('REDIS_SENTINEL_NAME: required with REDIS_SENTINELS (the master name the Sentinels watch)');
  if (name && !sentinels) problems.push('REDIS_SENTINEL_NAME: only with REDIS_SENTINELS');
  if (sentinelPassword && !sentinels) problems.push('REDIS_SENTINEL_PASSWORD: only with REDIS_SENTINELS');
  if (!nodes && !sentinels) {
    const where = url ? 'with REDIS_URL, put it in the URL (redis://:password@host, rediss:// for TLS)' : 'only with REDIS_CLUSTER_NODES or REDIS_SENTINELS';
    if (password) problems.push(`REDIS_PASSWORD: ${where}`);
    if (tls !== undefined) problems.push(`REDIS_TLS: ${where}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const secret = password === undefined ? {} : { password };
  if (nodes) return { mode: 'cluster', nodes, tls: tls ?? false, ...secret };
  if (sentinels && name) return { mode: 'sentinel', sentinels, name, tls: tls ?? false, ...secret, ...(sentinelPassword === undefined ? {} : { sentinelPassword }) };
  return url ? { mode: 'single', url } : null;
}

/**
 * The shared realtime app from REALTIME_*: none without an app id and key (both, or neither). Its
 * secret and master key are then required: in production a channel signed with a known secret proves
 * nothing, and a known master key opens every encrypted channel; outside production nothing else
 * could sign (the embedded sandbox's own app needs none of these: `embeddedRealtime`).
 */
function realtimeApp(config: z.output<typeof configSchema>, production: boolean): RealtimeApp | null {
  const { REALTIME_APP_ID: appId, REALTIME_KEY: key, REALTIME_SECRET: secret, REALTIME_ENCRYPTION_MASTER_KEY: master } = config;
  const problems: string[] = [];
  if (!appId !== !key) problems.push(`${appId ? 'REALTIME_KEY' : 'REALTIME_APP_ID'}: required with ${appId ? 'REALTIME_APP_ID' : 'REALTIME_KEY'}`);
  else if (!appId && (secret || master)) problems.push('REALTIME_APP_ID and REALTIME_KEY: required with REALTIME_SECRET or REALTIME_ENCRYPTION_MASTER_KEY');
  if (problems.length > 0) throw new ConfigError(problems);
  if (!appId || !key) return null;
  const where = production ? 'required in production when REALTIME_APP_ID is set' : 'required when REALTIME_APP_ID is set';
  if (!secret) problems.push(`REALTIME_SECRET: ${where} (the provider's app secret, the same on every replica)`);
  if (!master) problems.push(`REALTIME_ENCRYPTION_MASTER_KEY: ${where} (base64 of 32 bytes)`);
  if (!secret || !master) throw new ConfigError(problems);
  return {
    appId,
    key,
    secret,
    encryptionMasterKeyBase64: master,
    cluster: config.REALTIME_CLUSTER,
    host: config.REALTIME_HOST ?? null,
    port: config.REALTIME_PORT ?? null,
    tls: config.REALTIME_TLS ?? production,
  };
}

function tenantRealtimeSecrets(env: Record<string, string | undefined>): Record<string, string> {
  const problems: string[] = [];
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!tenantRealtimeSecretName.test(name) || value === undefined) continue;
    if (name.startsWith('REALTIME_ENCRYPTION_MASTER_KEY_') && !isMasterKey(value)) problems.push(`${name}: base64 of exactly 32 bytes`);
    else if (name.startsWith('REALTIME_SECRET_') && value.length < 16) problems.push(`${name}: at least 16 characters`);
    else secrets[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return secrets;
}

/**
 * The embedded sandbox's realtime (outside production, no REALTIME_APP_ID): the sandbox's app on its
 * stand-in, which the browser reaches on 127.0.0.1 without TLS. `app` is @mall/sandbox's
 * sandboxRealtimeApp (server.ts imports the sandbox; this module does not).
 */
export function embeddedRealtime(config: Config, app: Pick<RealtimeApp, 'appId' | 'key' | 'secret' | 'encryptionMasterKeyBase64'>, port: number): Config {
  if (config.REALTIME || config.NODE_ENV === 'production') return config;
  return { ...config, REALTIME: { appId: app.appId, key: app.key, secret: app.secret, encryptionMasterKeyBase64: app.encryptionMasterKeyBase64, cluster: config.REALTIME_CLUSTER, host: '127.0.0.1', port, tls: false } };
}
