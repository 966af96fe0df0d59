import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { TENANT_IDS } from '../tenancy';
import { AMENITY_CATEGORY_TREE, amenitiesFor } from './amenities';
import { settingsFor } from './settings';

const image = imageUrlFor('http://sandbox.test', 'aupark');

describe('amenities', () => {
  it.each(TENANT_IDS)('%s: tenant-scoped ids from +301 in known categories', (tenant) => {
    const amenities = amenitiesFor(tenant, image);
    const categories = new Set(AMENITY_CATEGORY_TREE.map((c) => c.id));
    amenities.forEach((amenity, n) => {
      expect(amenity.id % 1000).toBe(301 + n);
      expect(categories.has(amenity.category_id)).toBe(true);
      expect(amenity.translations.map((t) => t.locale)).toContain('en');
    });
  });

  it("has the amenities the settings' amenitiy_redirect_links name, for every tenant", () => {
    for (const tenant of TENANT_IDS) {
      const links = JSON.parse(settingsFor(tenant, image).amenitiy_redirect_links ?? '[]') as { amenity_id: number }[];
      const ids = new Set(amenitiesFor(tenant, image).map((a) => a.id));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(ids.has(link.amenity_id)).toBe(true);
    }
  });
});
