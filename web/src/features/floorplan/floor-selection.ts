// Which floor the screen shows and which unit it marks, from the query string (`?floor=N`,
// `?unit=CODE`; the shop detail links to the plan with `?unit=`). A unit opens its own floor; a
// floor or a unit the plan does not have shows the default floor and says so, never an error.

export interface PlanLike<F extends FloorLike> {
  defaultLevel: number;
  floors: readonly F[];
}

export interface FloorLike {
  level: number;
  units: readonly { code: string }[];
}

export type SelectionNotice = 'unit-not-found' | 'floor-not-found' | null;

export interface FloorSelection<F extends FloorLike> {
  floor: F;
  /** The code of the unit to mark, as the plan spells it. */
  unit: string | null;
  notice: SelectionNotice;
}

const normalise = (code: string) => code.trim().toUpperCase();

/** A level as the query gives it: a whole number, or null. */
export function parseLevel(raw: string | null): number | null {
  if (raw === null || !/^-?\d{1,3}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** null for a plan without floors (the page has nothing to show). */
export function selectFloor<F extends FloorLike>(plan: PlanLike<F>, query: { floor: string | null; unit: string | null }): FloorSelection<F> | null {
  const fallback = plan.floors.find((f) => f.level === plan.defaultLevel) ?? plan.floors[0];
  if (!fallback) return null;
  const asked = query.unit?.trim() ? normalise(query.unit) : null;
  if (asked !== null && asked.length <= 40) {
    for (const floor of plan.floors) {
      const unit = floor.units.find((u) => normalise(u.code) === asked);
      if (unit) return { floor, unit: unit.code, notice: null };
    }
  }
  const level = parseLevel(query.floor);
  const floor = level === null ? undefined : plan.floors.find((f) => f.level === level);
  if (asked !== null) return { floor: floor ?? fallback, unit: null, notice: 'unit-not-found' };
  if (query.floor !== null && !floor) return { floor: fallback, unit: null, notice: 'floor-not-found' };
  return { floor: floor ?? fallback, unit: null, notice: null };
}
