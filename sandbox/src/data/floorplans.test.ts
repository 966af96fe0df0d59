// Checks of the seeded floor plans that the bff and the web rely on: every shop's unit is on its
// floor, unit codes are unique, shapes lie inside the floor and do not overlap, and the settings'
// default_floorplan_id names the tenant's plan.

import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { TENANT_IDS } from '../tenancy';
import { companiesFor } from './companies';
import { floorplansFor, type Shape } from './floorplans';
import { LOCALES } from './i18n';
import { settingsFor } from './settings';

const image = (tenant: string) => imageUrlFor('http://sandbox.test', tenant);

function box(shape: Shape): { x0: number; y0: number; x1: number; y1: number } {
  if (shape.type === 'rect') return { x0: shape.x, y0: shape.y, x1: shape.x + shape.width, y1: shape.y + shape.height };
  const xs = shape.points.map((p) => p[0]);
  const ys = shape.points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

describe.each(TENANT_IDS)('floor plans of %s', (tenant) => {
  const plans = floorplansFor(tenant, image(tenant));
  const plan = plans[0]!;
  const shops = companiesFor(tenant, image(tenant));

  it('the settings name the plan as the default', () => {
    expect(plans).toHaveLength(1);
    expect(settingsFor(tenant, image(tenant)).default_floorplan_id).toBe(String(plan.id));
  });

  it('puts every shop on a unit of its own floor', () => {
    for (const shop of shops) {
      const floor = plan.floors.find((f) => f.level === shop.floor);
      expect(floor, `floor ${shop.floor} of ${shop.name}`).toBeDefined();
      expect(floor?.units.map((u) => u.code), `unit ${shop.unit} of ${shop.name}`).toContain(shop.unit);
    }
  });

  it('has unique unit codes across the plan, and vacant units too', () => {
    const codes = plan.floors.flatMap((f) => f.units.map((u) => u.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(shops.length);
  });

  it('draws units inside the floor, without overlaps', () => {
    for (const floor of plan.floors) {
      const boxes = floor.units.map((u) => box(u.shape));
      for (const [i, b] of boxes.entries()) {
        expect(b.x0).toBeGreaterThanOrEqual(0);
        expect(b.y0).toBeGreaterThanOrEqual(0);
        expect(b.x1).toBeLessThanOrEqual(floor.width);
        expect(b.y1).toBeLessThanOrEqual(floor.height);
        expect(b.x1 - b.x0).toBeGreaterThan(20);
        for (const other of boxes.slice(i + 1)) {
          const overlaps = b.x0 < other.x1 && other.x0 < b.x1 && b.y0 < other.y1 && other.y0 < b.y1;
          expect(overlaps).toBe(false);
        }
      }
    }
  });

  it('has floors in level order with titles, the ground floor as the default, and the spaces that are not shops', () => {
    expect(plan.floors.map((f) => f.level)).toEqual([-1, 0, 1, 2]);
    expect(plan.default_level).toBe(0);
    for (const floor of plan.floors) {
      expect(floor.translations.length).toBeGreaterThanOrEqual(3);
      expect(floor.areas.map((a) => a.kind)).toEqual(expect.arrayContaining(['corridor', 'escalator', 'elevator', 'toilets']));
    }
    expect(plan.floors.find((f) => f.level === 0)?.areas.filter((a) => a.kind === 'entrance')).toHaveLength(3);
    expect(plan.floors.find((f) => f.level === -1)?.areas.map((a) => a.kind)).toContain('parking');
    expect(plan.translations.map((t) => t.locale)).toEqual([...LOCALES]);
  });
});

it('leaves one floor title without German on purpose (europasc, second floor)', () => {
  const plan = floorplansFor('europasc', image('europasc'))[0]!;
  expect(plan.floors.find((f) => f.level === 2)?.translations.map((t) => t.locale)).toEqual(['en', 'cz', 'sk']);
});
