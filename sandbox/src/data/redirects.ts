// Per-path redirects (spec §2 "Route guards": "a further guard asks the server for a per-path
// redirect"; the request shape is not shown). Our choice, in CONTRACT.md: one list per tenant of
// `{ from, to, status }`, `from` a root-relative path, `to` a root-relative path or an absolute URL.
// Every tenant gets the same kinds of rule; beta also carries the broken ones (a loop, a chain too
// long, an entry that is not a path) so the bff's refusals are exercised against real data.

import { TENANTS, type TenantId } from '../tenancy';

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

/** The home of a tenant's fallback language, the target of most legacy rules. */
const homeOf: Record<TenantId, string> = { aupark: '/sk', galerieharfa: '/cz', novoplaza: '/cz', europasc: '/sk', beta: '/cz' };

/** Old-site addresses each mall still gets visitors on, and where they go now. */
function commonRules(tenant: TenantId): RedirectRule[] {
  const home = homeOf[tenant];
  const host = new URL(TENANTS[tenant].origin).hostname.replace(/^www\./, '');
  return [
    // An old page moved for good.
    { from: '/index.php', to: home, status: 301 },
    { from: '/uvod', to: home, status: 301 },
    // A chain of two: the old English home → the old start page → home. The bff resolves it to one hop.
    { from: '/en/welcome', to: '/uvod', status: 301 },
    // A campaign address that leads off the site for a while.
    { from: '/christmas', to: `https://christmas.${host}/`, status: 302 },
  ];
}

/** Deliberately broken rules (beta only): the bff must refuse and log them, never loop. */
const brokenRules: RedirectRule[] = [
  { from: '/loop-a', to: '/loop-b', status: 301 },
  { from: '/loop-b', to: '/loop-a', status: 301 },
  { from: '/chain-1', to: '/chain-2', status: 301 },
  { from: '/chain-2', to: '/chain-3', status: 301 },
  { from: '/chain-3', to: '/chain-4', status: 301 },
  { from: '/chain-4', to: '/chain-5', status: 301 },
  { from: '/chain-5', to: '/cz', status: 301 },
  { from: 'not-a-path', to: '/cz', status: 301 },
];

export function redirectsFor(tenant: TenantId): RedirectRule[] {
  return tenant === 'beta' ? [...commonRules(tenant), ...brokenRules] : commonRules(tenant);
}
