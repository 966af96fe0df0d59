import type { FastifyBaseLogger } from 'fastify';
import type { Redirect } from '@mall/site';
import type { CacheKey } from '../cache';
import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { compileRedirects } from './compile';
import { redirectsSchema } from './upstream';

const redirectsPath = 'redirects';

/** The redirect rules' public upstream call, cached with the settings (they change as rarely). */
export function redirectsCalls(get: PublicGet) {
  return {
    redirects: (call: CallContext) => get(call, 'settings', redirectsPath, redirectsSchema),
  };
}

/** Where the shared cache keeps a tenant's rules (as public-get.ts keys the call above). */
export function redirectsCacheKey(tenant: string): CacheKey {
  return { tenant, family: 'settings', path: redirectsPath, query: {} };
}

// The cache hands out the same raw array while a copy is current: compiled, and its refusals
// logged, once per copy rather than on every request.
const compiled = new WeakMap<object, Redirect[]>();

/**
 * The rules a tenant's raw copy compiles to. A refused rule is logged once per copy, as a warning: a
 * mall editor's mistake to fix. The embedded sandbox seeds malformed rules on purpose (its contract),
 * so with it they are logged at debug (`quiet`), and the start says so once (server.ts).
 */
export function redirectRules(raw: readonly unknown[], log: FastifyBaseLogger, tenant: string, quiet = false): Redirect[] {
  let rules = compiled.get(raw);
  if (!rules) {
    const result = compileRedirects(raw);
    for (const refusal of result.refused) log[quiet ? 'debug' : 'warn']({ tenant, from: refusal.from, reason: refusal.reason }, 'redirect rule refused');
    rules = result.rules;
    compiled.set(raw, rules);
  }
  return rules;
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default redirectsCalls;
