import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The bff's whole configuration, parsed once at start-up. Code reads the parsed value, never
// process.env. A bad value stops the start with a list of what is wrong (see loadConfig).

const here = fileURLToPath(new URL('.', import.meta.url));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Redis for the shared cache; unset means an in-process cache only (one process, development). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every Redis key of this deployment (several deployments may share one Redis). */
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
  /** The built SPA (Vite output). */
  WEB_DIST: z.string().min(1).default(`${here}../../web/dist`),
  /** Bearer token that protects ops endpoints (cache purge). Unset: those endpoints answer 404. */
  OPS_TOKEN: z.string().min(16).optional(),
});

export type Config = Omit<z.output<typeof configSchema>, 'SANDBOX'> & {
  /** Defaults to `embedded` outside production, so `npm start` runs with no other service. */
  SANDBOX: 'embedded' | 'off';
};

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
  const production = config.NODE_ENV === 'production';
  return {
    ...config,
    SANDBOX: config.SANDBOX ?? (production || config.UPSTREAM_URL ? 'off' : 'embedded'),
  };
}
