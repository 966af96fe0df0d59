import type { FastifyBaseLogger } from 'fastify';
import type { Redirect } from '@mall/site';
import type { PublicCall, PublicGet } from '../upstream/public-get';
import { compileRedirects } from './compile';
import { redirectsSchema } from './upstream';

/** The redirect rules' public upstream call, cached with the settings (they change as rarely). */
export function redirectsData(get: PublicGet) {
  return {
    redirects: (call: PublicCall) => get(call, 'settings', 'redirects', redirectsSchema),
  };
}

// The cache hands out the same raw array while a copy is current: compiled, and its refusals
// logged, once per copy rather than on every request.
const compiled = new WeakMap<object, Redirect[]>();

export function redirectRules(raw: readonly unknown[], log: FastifyBaseLogger, tenant: string): Redirect[] {
  let rules = compiled.get(raw);
  if (!rules) {
    const result = compileRedirects(raw);
    for (const refusal of result.refused) log.warn({ tenant, from: refusal.from, reason: refusal.reason }, 'redirect rule refused');
    rules = result.rules;
    compiled.set(raw, rules);
  }
  return rules;
}
