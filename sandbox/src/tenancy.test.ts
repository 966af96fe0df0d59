import { describe, expect, it } from 'vitest';
import { TENANT_IDS, TENANTS, isTenantId, tenantFromOrigin } from './tenancy';

describe('tenantFromOrigin', () => {
  it.each([
    ['https://www.aupark.sk', 'aupark'],
    ['https://www.galerieharfa.cz', 'galerieharfa'],
    ['https://www.novoplaza.cz', 'novoplaza'],
    ['https://www.europasc.sk', 'europasc'],
    ['https://beta.mall-sites.example', 'beta'],
  ])('maps %s to %s', (origin, id) => {
    expect(tenantFromOrigin(origin)?.id).toBe(id);
  });

  it.each([undefined, null, '', 'https://aupark.sk', 'http://www.aupark.sk', 'https://www.aupark.sk/', 'HTTPS://WWW.AUPARK.SK', 'https://evil.example'])(
    'refuses %s (exact match only)',
    (origin) => {
      expect(tenantFromOrigin(origin)).toBeNull();
    },
  );

  it('refuses repeated Origin headers', () => {
    expect(tenantFromOrigin(['https://www.aupark.sk', 'https://www.aupark.sk'])).toBeNull();
  });

  it('has unique origins and indexes', () => {
    expect(new Set(TENANT_IDS.map((id) => TENANTS[id].origin)).size).toBe(TENANT_IDS.length);
    expect(new Set(TENANT_IDS.map((id) => TENANTS[id].index)).size).toBe(TENANT_IDS.length);
    expect(isTenantId('beta')).toBe(true);
    expect(isTenantId('alpha')).toBe(false);
  });
});
