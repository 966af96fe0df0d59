import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { findAreas } from './areas';

const routesDir = new URL('./routes/', import.meta.url);

describe('findAreas', () => {
  it('finds the areas by their modules, in name order, with no list to keep', async () => {
    const found = await findAreas();
    const names = found.map((entry) => entry.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['malls', 'settings', 'posts', 'receipts', 'favourites']));
    for (const { area } of found) expect(area).toBeTypeOf('function');
    // The knob routes and the areas' helpers are no areas.
    expect(names).not.toEqual(expect.arrayContaining(['knobs']));
    expect(names).not.toContain('form-body');
  });

  it('misses no area: a route module declaring an Area exports it as `area`', async () => {
    const found = new Set((await findAreas()).map((entry) => entry.name));
    const files = (await readdir(routesDir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of files) {
      const source = await readFile(new URL(file, routesDir), 'utf8');
      const declaresArea = /:\s*Area\s*=/.test(source);
      expect({ file, area: found.has(file.replace(/\.ts$/, '')) }).toEqual({ file, area: declaresArea });
      if (declaresArea) expect(source, file).toMatch(/^export const area: Area =/m);
    }
  });
});
