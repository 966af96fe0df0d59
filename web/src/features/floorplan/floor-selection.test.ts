import { describe, expect, it } from 'vitest';
import { parseLevel, selectFloor } from './floor-selection';

const plan = {
  defaultLevel: 0,
  floors: [
    { level: -1, units: [{ code: 'U-025' }] },
    { level: 0, units: [{ code: 'A-010' }, { code: 'A-201' }] },
    { level: 1, units: [{ code: 'B-013' }] },
  ],
};

const select = (floor: string | null, unit: string | null) => {
  const s = selectFloor(plan, { floor, unit });
  return s && { level: s.floor.level, unit: s.unit, notice: s.notice };
};

describe('selectFloor', () => {
  it('shows the default floor without a query', () => {
    expect(select(null, null)).toEqual({ level: 0, unit: null, notice: null });
  });

  it('shows the asked floor', () => {
    expect(select('1', null)).toEqual({ level: 1, unit: null, notice: null });
    expect(select('-1', null)).toEqual({ level: -1, unit: null, notice: null });
  });

  it("opens a unit's own floor and marks it, whatever floor is asked, the code's case aside", () => {
    expect(select(null, 'B-013')).toEqual({ level: 1, unit: 'B-013', notice: null });
    expect(select('0', ' b-013 ')).toEqual({ level: 1, unit: 'B-013', notice: null });
  });

  it('says a unit is not found and shows the asked floor, or the default one', () => {
    expect(select(null, 'Z-999')).toEqual({ level: 0, unit: null, notice: 'unit-not-found' });
    expect(select('1', 'Z-999')).toEqual({ level: 1, unit: null, notice: 'unit-not-found' });
    expect(select('7', 'x'.repeat(2000))).toEqual({ level: 0, unit: null, notice: 'unit-not-found' });
  });

  it('says a floor is not on the plan and shows the default floor', () => {
    expect(select('7', null)).toEqual({ level: 0, unit: null, notice: 'floor-not-found' });
    expect(select('abc', null)).toEqual({ level: 0, unit: null, notice: 'floor-not-found' });
    expect(select('', null)).toEqual({ level: 0, unit: null, notice: 'floor-not-found' });
  });

  it('uses the first floor when the default level is missing, and null without floors', () => {
    expect(selectFloor({ defaultLevel: 5, floors: plan.floors }, { floor: null, unit: null })?.floor.level).toBe(-1);
    expect(selectFloor({ defaultLevel: 0, floors: [] }, { floor: null, unit: null })).toBeNull();
  });
});

describe('parseLevel', () => {
  it('reads whole numbers only', () => {
    expect(parseLevel('2')).toBe(2);
    expect(parseLevel('-1')).toBe(-1);
    expect(parseLevel('1.5')).toBeNull();
    expect(parseLevel('1e3')).toBeNull();
    expect(parseLevel(null)).toBeNull();
  });
});
