import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { serviceDay } from '../members/booking';
import { TENANT_IDS, TENANTS } from '../tenancy';
import { servicesFor } from './booking';
import { settingsFor } from './settings';

// The booking data's promises (CONTRACT.md "booking"): three malls with services, each complete in four
// languages and bookable on an ordinary day; the others none, and only the malls with services link it.

const image = imageUrlFor('http://sandbox.test', 'aupark');

describe('booking services', () => {
  it('exist for aupark, galerieharfa and europasc (3 or more each) and for no one else', () => {
    const counts = Object.fromEntries(TENANT_IDS.map((tenant) => [tenant, servicesFor(tenant, image).length]));
    expect(counts.novoplaza).toBe(0);
    expect(counts.beta).toBe(0);
    for (const tenant of ['aupark', 'galerieharfa', 'europasc'] as const) expect(counts[tenant]).toBeGreaterThanOrEqual(3);
  });

  it('are complete: four languages, sound rules, the mall’s currency, ids apart', () => {
    const ids = new Set<number>();
    for (const tenant of TENANT_IDS) {
      for (const service of servicesFor(tenant, image)) {
        expect(ids.has(service.id)).toBe(false);
        ids.add(service.id);
        expect(service.translations.map((t) => t.locale)).toEqual(['en', 'cz', 'sk', 'de']);
        for (const t of service.translations) {
          expect(t.name.length, `${service.id} ${t.locale}`).toBeGreaterThan(0);
          expect(t.summary.length).toBeGreaterThan(0);
          expect(t.location.length).toBeGreaterThan(0);
          expect(t.summary).not.toMatch(/[<>]/);
        }
        expect(service.currency).toBe(TENANTS[tenant].currency);
        expect(service.max_people).toBeGreaterThanOrEqual(1);
        expect(service.max_people).toBeLessThanOrEqual(service.capacity);
        expect(service.max_upcoming_per_member).toBeGreaterThanOrEqual(1);
        expect(service.booking_window_days).toBe(14);
        // An ordinary Wednesday has times for every service.
        expect(serviceDay(tenant, service, '2026-12-02').times.length, String(service.id)).toBeGreaterThan(0);
      }
    }
  });

  it('are in the navigation and the footer of exactly the malls that have them', () => {
    for (const tenant of TENANT_IDS) {
      const settings = settingsFor(tenant, image);
      const has = servicesFor(tenant, image).length > 0;
      expect(settings.nav_items_names!.split(', ').includes('booking'), tenant).toBe(has);
      expect(settings.footer_discover_items_names!.split(', ').includes('booking'), tenant).toBe(has);
    }
  });
});
