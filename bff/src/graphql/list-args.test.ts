import { describe, expect, it } from 'vitest';
import { categoryIdOfKey, categoryKey, isoDay, listArgs, relatedLimit, upstreamId } from './list-args';

const codeOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return undefined;
};

describe('listArgs', () => {
  it('takes the page sizes of the spec and the default 10, pages 1 to 10000', () => {
    for (const perPage of [1, 2, 8, 10, 12, 24, 48]) expect(listArgs({ page: 1, perPage })).toEqual({ page: 1, perPage });
    expect(listArgs({ page: 10_000, perPage: 10 }).page).toBe(10_000);
  });
  it('refuses anything else with BAD_USER_INPUT', () => {
    for (const args of [{ page: 0, perPage: 10 }, { page: -1, perPage: 10 }, { page: 10_001, perPage: 10 }, { page: 1, perPage: 7 }, { page: 1, perPage: 1000 }, { page: 1.5, perPage: 10 }]) {
      expect(codeOf(() => listArgs(args))).toBe('BAD_USER_INPUT');
    }
  });
});

describe('relatedLimit', () => {
  it('takes the related-list counts 8, 6, 4, 3 only', () => {
    for (const n of [8, 6, 4, 3]) expect(relatedLimit(n)).toBe(n);
    for (const n of [0, 1, 5, 9, 100]) expect(codeOf(() => relatedLimit(n))).toBe('BAD_USER_INPUT');
  });
});

describe('ids and category keys from a path', () => {
  it('gives an id that can be one, else null', () => {
    expect(upstreamId('1401')).toBe('1401');
    for (const id of ['abc', '0', '01', '-1', '1.5', '1'.repeat(13), '', '1/2']) expect(upstreamId(id)).toBeNull();
  });
  it('reads the id of `{id}-{slug}` (the id decides), else null', () => {
    expect(categoryIdOfKey('901-food-and-drinks')).toBe('901');
    expect(categoryIdOfKey('901-jidlo-a-piti')).toBe('901');
    expect(categoryIdOfKey('901')).toBe('901');
    for (const key of ['abc', 'food-901', '901abc', '0-x', '', `901-${'x'.repeat(300)}`]) expect(categoryIdOfKey(key)).toBeNull();
  });
  it('writes a key from an id and a slug', () => {
    expect(categoryKey('951', 'transport-and-parking')).toBe('951-transport-and-parking');
    expect(categoryKey('951', '')).toBe('951');
  });
});

describe('isoDay', () => {
  it('keeps the day of a date or a timestamp', () => {
    expect(isoDay('2026-12-31')).toBe('2026-12-31');
    expect(isoDay('2026-12-31T23:00:00.000000Z')).toBe('2026-12-31');
    expect(isoDay('2026-12-31 10:00:00')).toBe('2026-12-31');
    for (const value of [null, undefined, '', 'soon', '31.12.2026']) expect(isoDay(value)).toBeNull();
  });
});
