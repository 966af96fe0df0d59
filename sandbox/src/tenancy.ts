// The upstream picks a tenant's data by the exact `Origin` header the bff sends (DESIGN.md,
// "Upstream contract"). This module is the sandbox's only copy of that mapping.

export const TENANT_IDS = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export interface Tenant {
  id: TenantId;
  origin: string;
  /** Numeric id, also used to keep entity ids of different tenants apart. */
  index: number;
  country: 'SK' | 'CZ';
  currency: 'EUR' | 'CZK';
}

export const TENANTS: Readonly<Record<TenantId, Tenant>> = {
  aupark: { id: 'aupark', origin: 'https://www.aupark.sk', index: 1, country: 'SK', currency: 'EUR' },
  galerieharfa: { id: 'galerieharfa', origin: 'https://www.galerieharfa.cz', index: 2, country: 'CZ', currency: 'CZK' },
  novoplaza: { id: 'novoplaza', origin: 'https://www.novoplaza.cz', index: 3, country: 'CZ', currency: 'CZK' },
  europasc: { id: 'europasc', origin: 'https://www.europasc.sk', index: 4, country: 'SK', currency: 'EUR' },
  beta: { id: 'beta', origin: 'https://beta.mall-sites.example', index: 5, country: 'CZ', currency: 'CZK' },
};

const byOrigin = new Map<string, Tenant>(TENANT_IDS.map((id) => [TENANTS[id].origin, TENANTS[id]]));

/**
 * Exact match only: no trailing slash, case or port tolerance, so a bff that sends a sloppy
 * origin finds out in development rather than in production.
 */
export function tenantFromOrigin(origin: string | string[] | undefined | null): Tenant | null {
  if (typeof origin !== 'string') return null;
  return byOrigin.get(origin) ?? null;
}

export function isTenantId(value: string): value is TenantId {
  return (TENANT_IDS as readonly string[]).includes(value);
}
