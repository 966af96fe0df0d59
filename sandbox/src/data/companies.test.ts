import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { TENANT_IDS } from '../tenancy';
import { companiesFor } from './companies';

// The shops' fields the shop detail screen needs (sandbox/CONTRACT.md "companies"): photos, social
// profiles, the loyalty flag, rich-text descriptions with the deliberate unsafe markup, and names
// starting with a letter with a diacritic for the A–Z list.

describe.each(TENANT_IDS)('companies of %s', (tenant) => {
  const shops = companiesFor(tenant, imageUrlFor('http://sandbox.test', tenant));

  it('have three photos, http(s) social profiles or none, and a loyalty flag', () => {
    for (const shop of shops) {
      expect(shop.gallery).toHaveLength(3);
      for (const url of [shop.facebook, shop.instagram, shop.tiktok, shop.youtube]) if (url !== null) expect(url).toMatch(/^https:\/\//);
      expect(typeof shop.is_loyalty_partner).toBe('boolean');
    }
    expect(shops.some((s) => s.is_loyalty_partner)).toBe(true);
    expect(shops.some((s) => s.facebook === null)).toBe(true);
  });

  it('describe shops in rich text; the fourth carries a script and an event handler on purpose', () => {
    for (const shop of shops) for (const t of shop.translations) expect(t.description).toMatch(/^<p>/);
    const unsafe = shops[3]!.translations.map((t) => t.description).join('');
    expect(unsafe).toContain('<script>');
    expect(unsafe).toContain('onclick=');
    expect(shops[0]!.translations.map((t) => t.description).join('')).not.toMatch(/<script|onclick/);
  });
});

describe('names for the A–Z list', () => {
  it('include names that start with a letter with a diacritic', () => {
    const names = (tenant: 'novoplaza' | 'europasc') => companiesFor(tenant, imageUrlFor('http://sandbox.test', tenant)).map((s) => s.name);
    expect(names('europasc')).toContain('Ľudová tvorba');
    expect(names('novoplaza')).toContain('Šperky Koruna');
  });
});
