import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normaliseHost, parseTenants } from './tenants';

const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../config/tenants.json', import.meta.url)), 'utf8')) as {
  defaultTenant: string;
  tenants: Record<string, unknown>[];
};

describe('the tenants file', () => {
  const tenants = parseTenants(file);
  it('has the five tenants of the design', () => {
    expect(tenants.all.map((t) => t.id).sort()).toEqual(['aupark', 'beta', 'europasc', 'galerieharfa', 'novoplaza']);
  });
  it('chooses the tenant by host only, port and case ignored; other hosts are beta', () => {
    expect(tenants.forHost('aupark.localhost:3000').id).toBe('aupark');
    expect(tenants.forHost('WWW.GalerieHarfa.cz').id).toBe('galerieharfa');
    expect(tenants.forHost('localhost:3000').id).toBe('beta');
    expect(tenants.forHost('unknown.example').id).toBe('beta');
    expect(tenants.forHost(undefined).id).toBe('beta');
  });
  it('points every tenant at an overriding upstream and allows its image host', () => {
    const local = parseTenants(file, { upstreamUrl: 'http://sandbox:4010' });
    for (const tenant of local.all) {
      expect(tenant.upstreamUrl).toBe('http://sandbox:4010');
      expect(tenant.imageHosts).toContain('sandbox');
    }
  });
});

describe('parseTenants validation', () => {
  it('refuses a host shared by two tenants and an unknown default tenant', () => {
    const [first, second] = file.tenants;
    const broken = { defaultTenant: 'ghost', tenants: [first, { ...second, hosts: (first as { hosts: string[] }).hosts }] };
    expect(() => parseTenants(broken)).toThrow(/belongs to both/);
    expect(() => parseTenants(broken)).toThrow(/defaultTenant ghost is not a tenant/);
  });
  it('refuses a time zone Intl does not know', () => {
    const [first] = file.tenants;
    expect(() => parseTenants({ defaultTenant: 'aupark', tenants: [{ ...first, timeZone: 'Europe/Atlantis' }] })).toThrow(/timeZone/);
  });
  it('refuses a tenant without the meta tags of every language', () => {
    const [first] = file.tenants;
    expect(() => parseTenants({ defaultTenant: 'aupark', tenants: [{ ...first, pagesMetaTags: { en: (first as { pagesMetaTags: { en: unknown } }).pagesMetaTags.en } }] })).toThrow(
      /pagesMetaTags\.(cz|sk|de)/,
    );
  });
});

describe('normaliseHost', () => {
  it('drops the port, the trailing dot and IPv6 brackets', () => {
    expect(normaliseHost('Aupark.LocalHost:3000')).toBe('aupark.localhost');
    expect(normaliseHost('www.aupark.sk.')).toBe('www.aupark.sk');
    expect(normaliseHost('[::1]:3000')).toBe('::1');
  });
});
