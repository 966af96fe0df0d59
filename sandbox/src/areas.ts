// The /v1 areas, found rather than listed: every module in routes/ that exports `area` is one, so a
// new area is its data module and its route module, and no list elsewhere. The folder is read at
// start-up (plain Node with tsx, and vitest, both import TypeScript by path); the modules beside them
// that export no `area` are the areas' helpers and the knob routes, which app.ts registers outside /v1.

import { readdir } from 'node:fs/promises';
import type { Area } from './area';

const routesDir = new URL('./routes/', import.meta.url);

export interface FoundArea {
  /** The module's file name without its extension, e.g. `posts`. */
  name: string;
  area: Area;
}

/** Every area in routes/, in name order (each area is its own encapsulated plugin, so their order changes no answer). */
export async function findAreas(): Promise<FoundArea[]> {
  const files = (await readdir(routesDir))
    .filter((file) => /\.[cm]?[jt]s$/.test(file) && !/\.test\.[cm]?[jt]s$/.test(file) && !file.endsWith('.d.ts'));
  const modules = await Promise.all(
    files.map(async (file) => ({ name: file.replace(/\.[cm]?[jt]s$/, ''), module: (await import(new URL(file, routesDir).href)) as Record<string, unknown> })),
  );
  const found: FoundArea[] = [];
  for (const { name, module } of modules) {
    if (typeof module.area === 'function') found.push({ name, area: module.area as Area });
  }
  found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (found.length === 0) throw new Error(`no sandbox area found in ${routesDir.pathname}`);
  return found;
}
