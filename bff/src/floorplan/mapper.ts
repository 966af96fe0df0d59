import { slugify } from '@mall/site';
import type { Floor, FloorArea, FloorAreaKind, Floorplan, FloorShop, FloorUnit } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import { labelPoint, shapeBox, shapePath } from './geometry';
import type { PlacedShop, Shape, UpstreamFloor, UpstreamFloorplan } from './upstream';

// The floor plan as the screen draws it: the chosen translations, SVG path data, label points, and
// each unit's shop. Shops are placed by their own `floor` and `unit` (sandbox/CONTRACT.md
// "floorplans"): the plan does not name them.

export interface FloorplanContext extends DisplayContext {
  /** Logs a data problem (once per cached copy). */
  warn(message: string, context: Record<string, unknown>): void;
}

const AREA_KINDS: readonly FloorAreaKind[] = ['corridor', 'entrance', 'escalator', 'elevator', 'stairs', 'toilets', 'info', 'parking'];

export const areaKind = (kind: string): FloorAreaKind => AREA_KINDS.find((k) => k === kind.trim().toLowerCase()) ?? 'other';

/** The key a unit is found by: its floor and its code (case and surrounding spaces aside). */
export const unitKey = (level: number, code: string): string => `${level}|${code.trim().toUpperCase()}`;

/** The shops by floor and unit; a unit two shops name goes to the first (by the platform's order), logged. */
export function shopsByUnit(shops: readonly PlacedShop[], ctx: FloorplanContext): Map<string, PlacedShop> {
  const byUnit = new Map<string, PlacedShop>();
  for (const shop of shops) {
    if (shop.floor == null || !shop.unit?.trim()) continue;
    const key = unitKey(shop.floor, shop.unit);
    const holder = byUnit.get(key);
    if (holder) ctx.warn('floor plan: two shops name one unit', { unit: shop.unit, floor: shop.floor, shops: [holder.id, shop.id] });
    else byUnit.set(key, shop);
  }
  return byUnit;
}

export function toFloorShop(shop: PlacedShop, level: number, unit: string, ctx: DisplayContext): FloorShop {
  return {
    id: shop.id,
    level,
    unit,
    name: shop.name,
    slug: slugify(shop.name),
    logo: proxiedImage(shop.logo),
    category: pickTranslation(shop.translations, 'company_category', ctx.lang, ctx.fallbackLang) ?? null,
  };
}

function drawn(shape: Shape): { path: string; label: number[] } {
  const label = labelPoint(shape);
  return { path: shapePath(shape), label: [label.x, label.y] };
}

/** A shape's bounds as [x, y, width, height]. */
function boxOf(shape: Shape): number[] {
  const { x, y, width, height } = shapeBox(shape);
  return [x, y, width, height];
}

function toFloor(floor: UpstreamFloor, shops: Map<string, PlacedShop>, ctx: FloorplanContext): Floor {
  const units: FloorUnit[] = floor.units.flatMap((unit) => {
    if (!unit.shape) {
      ctx.warn('floor plan: a unit without a drawable shape is left out', { floor: floor.level, unit: unit.code });
      return [];
    }
    const shop = shops.get(unitKey(floor.level, unit.code));
    return [{ code: unit.code, ...drawn(unit.shape), box: boxOf(unit.shape), shopId: shop?.id ?? null }];
  });
  const areas: FloorArea[] = floor.areas.flatMap((area) =>
    area.shape ? [{ kind: areaKind(area.kind), name: pickTranslation(area.translations, 'name', ctx.lang, ctx.fallbackLang) ?? null, ...drawn(area.shape) }] : [],
  );
  const outline = floor.outline ?? { type: 'rect' as const, x: 0, y: 0, width: floor.width, height: floor.height };
  return {
    id: floor.id,
    level: floor.level,
    title: requireTranslation(floor.translations, 'title', ctx.lang, ctx.fallbackLang),
    width: floor.width,
    height: floor.height,
    outline: shapePath(outline),
    units,
    areas,
  };
}

/** Which of the plan's levels is shown first: the platform's default when the plan has it, else the ground floor, else the lowest. */
export function defaultLevel(plan: UpstreamFloorplan, levels: readonly number[]): number {
  if (plan.default_level != null && levels.includes(plan.default_level)) return plan.default_level;
  if (levels.includes(0)) return 0;
  return levels[0] ?? 0;
}

export function toFloorplan(plan: UpstreamFloorplan, shops: readonly PlacedShop[], ctx: FloorplanContext): Floorplan {
  const byUnit = shopsByUnit(shops, ctx);
  const floors = [...plan.floors].sort((a, b) => a.level - b.level).map((floor) => toFloor(floor, byUnit, ctx));
  // The plan's shops: those whose unit is drawn, with the unit's code as the plan spells it.
  const placed = floors.flatMap((floor) =>
    floor.units.flatMap((unit) => {
      const shop = unit.shopId ? byUnit.get(unitKey(floor.level, unit.code)) : undefined;
      return shop ? [toFloorShop(shop, floor.level, unit.code, ctx)] : [];
    }),
  );
  const drawn = new Set(placed.map((shop) => shop.id));
  const unplaced = [...byUnit.values()].filter((shop) => !drawn.has(shop.id)).map((shop) => ({ id: shop.id, floor: shop.floor, unit: shop.unit }));
  if (unplaced.length > 0) ctx.warn('floor plan: shops whose unit is not on the plan', { plan: plan.id, shops: unplaced });
  return {
    id: plan.id,
    title: requireTranslation(plan.translations, 'title', ctx.lang, ctx.fallbackLang),
    description: pickTranslation(plan.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null,
    defaultLevel: defaultLevel(plan, floors.map((f) => f.level)),
    floors,
    shops: placed,
  };
}
