// Floor plans (spec §2 "Floor plan", §3 lists "floor plan" without fields): the field list and the
// geometry are ours (CONTRACT.md "floorplans"). A plan has floors; a floor has SVG-ready geometry in
// its own coordinate space (`width` × `height`): the shop units, each a rectangle or a polygon with
// its unit code, and the areas that are not shops (corridors, entrances, escalators, lifts, stairs,
// toilets, the information desk, parking).
//
// Shops are placed through their own `floor` and `unit` fields (data/companies.ts): every floor's
// units are drawn from the tenant's shops on that floor, plus a few vacant units, so every shop's
// unit exists on the plan whatever the shop list holds. The plan itself does not name the shops.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { companiesFor, type Company } from './companies';
import { translations, without, type Locale, type Translation } from './i18n';

export type Point = [number, number];

export type Shape =
  | { type: 'rect'; x: number; y: number; width: number; height: number }
  | { type: 'polygon'; points: Point[] };

export type AreaKind = 'corridor' | 'entrance' | 'escalator' | 'elevator' | 'stairs' | 'toilets' | 'info' | 'parking';

export interface FloorUnit {
  /** The unit code the shops' `unit` field names ('B-013'); unique within the plan. */
  code: string;
  shape: Shape;
}

export interface FloorArea {
  kind: AreaKind;
  shape: Shape;
  /** Only areas with a proper name (an entrance, a car park) carry translations. */
  translations: Translation<{ name: string }>[];
}

export interface Floor {
  id: number;
  level: number;
  translations: Translation<{ title: string }>[];
  width: number;
  height: number;
  outline: Shape;
  units: FloorUnit[];
  areas: FloorArea[];
}

export interface Floorplan {
  id: number;
  /** The level shown first (the ground floor). */
  default_level: number;
  translations: Translation<{ title: string; description: string }>[];
  floors: Floor[];
  updated_at: string;
}

const WIDTH = 1000;
const HEIGHT = 600;
const BASE_LEVELS = [-1, 0, 1, 2] as const;

const FLOOR_TITLES: Record<number, Record<Locale, { title: string }>> = {
  [-1]: {
    en: { title: 'Lower level −1 · parking' },
    cz: { title: 'Podlaží −1 · parkoviště' },
    sk: { title: 'Podlažie −1 · parkovisko' },
    de: { title: 'Untergeschoss −1 · Parken' },
  },
  0: { en: { title: 'Ground floor' }, cz: { title: 'Přízemí' }, sk: { title: 'Prízemie' }, de: { title: 'Erdgeschoss' } },
  1: { en: { title: 'First floor' }, cz: { title: '1. patro' }, sk: { title: '1. poschodie' }, de: { title: '1. Obergeschoss' } },
  2: { en: { title: 'Second floor' }, cz: { title: '2. patro' }, sk: { title: '2. poschodie' }, de: { title: '2. Obergeschoss' } },
};

function floorTitle(level: number): Record<Locale, { title: string }> {
  return (
    FLOOR_TITLES[level] ?? {
      en: { title: `Floor ${level}` },
      cz: { title: `${level}. patro` },
      sk: { title: `${level}. poschodie` },
      de: { title: `${level}. Obergeschoss` },
    }
  );
}

/** Floors left without one locale on purpose (CONTRACT.md "Deliberate data quirks"). */
const MISSING_FLOOR_TITLE: Partial<Record<TenantId, { level: number; locale: Locale }>> = {
  europasc: { level: 2, locale: 'de' },
};

const named = (en: string, cz: string, sk: string, de: string) => translations({ en: { name: en }, cz: { name: cz }, sk: { name: sk }, de: { name: de } });

const rect = (x: number, y: number, width: number, height: number): Shape => ({ type: 'rect', x, y, width, height });

// ---- the building: one footprint, a cross of corridors, four blocks of units -----------------------

const OUTLINE: Shape = {
  type: 'polygon',
  points: [[60, 20], [940, 20], [980, 60], [980, 540], [940, 580], [60, 580], [20, 540], [20, 60]],
};

interface Block {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Which corner of the block follows the building's cut corner, if any. */
  chamfer?: 'top-left' | 'bottom-right';
}

const UPPER_BLOCKS: Block[] = [
  { x0: 40, x1: 450, y0: 40, y1: 250, chamfer: 'top-left' },
  { x0: 550, x1: 880, y0: 40, y1: 250 },
];
const LOWER_BLOCKS: Block[] = [
  { x0: 40, x1: 450, y0: 350, y1: 560 },
  { x0: 550, x1: 960, y0: 350, y1: 560, chamfer: 'bottom-right' },
];

function areasOf(level: number): FloorArea[] {
  const parkingLevel = level < 0;
  const corridor: Shape = {
    type: 'polygon',
    points: parkingLevel
      ? [[40, 250], [450, 250], [450, 40], [550, 40], [550, 250], [960, 250], [960, 350], [40, 350]]
      : [[40, 250], [450, 250], [450, 40], [550, 40], [550, 250], [960, 250], [960, 350], [550, 350], [550, 560], [450, 560], [450, 350], [40, 350]],
  };
  const areas: FloorArea[] = [
    { kind: 'corridor', shape: corridor, translations: [] },
    { kind: 'escalator', shape: rect(475, 275, 50, 50), translations: [] },
    { kind: 'elevator', shape: rect(465, 55, 70, 40), translations: [] },
    { kind: 'toilets', shape: rect(880, 40, 80, 210), translations: [] },
  ];
  if (!parkingLevel) areas.push({ kind: 'stairs', shape: rect(465, 505, 70, 40), translations: [] });
  if (level === 0) {
    areas.push(
      { kind: 'info', shape: rect(580, 280, 60, 40), translations: [] },
      { kind: 'entrance', shape: rect(20, 265, 20, 70), translations: named('West entrance', 'Západní vchod', 'Západný vchod', 'Westeingang') },
      { kind: 'entrance', shape: rect(960, 265, 20, 70), translations: named('East entrance', 'Východní vchod', 'Východný vchod', 'Osteingang') },
      { kind: 'entrance', shape: rect(465, 560, 70, 20), translations: named('Main entrance', 'Hlavní vchod', 'Hlavný vchod', 'Haupteingang') },
    );
  }
  if (parkingLevel) {
    areas.push(
      { kind: 'parking', shape: rect(40, 370, 920, 190), translations: named(`Car park P${level}`, `Parkoviště P${level}`, `Parkovisko P${level}`, `Parkhaus P${level}`) },
      { kind: 'entrance', shape: rect(960, 265, 20, 70), translations: named('Car park entrance', 'Vjezd na parkoviště', 'Vjazd na parkovisko', 'Parkhauseinfahrt') },
    );
  }
  return areas;
}

/** A slot of a block: a rectangle, or a polygon where the block meets the building's cut corner. */
function slot(block: Block, x0: number, x1: number, first: boolean, last: boolean): Shape {
  const { y0, y1 } = block;
  const cut = 30;
  if (block.chamfer === 'top-left' && first) {
    return { type: 'polygon', points: [[x0 + cut, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0 + cut]] };
  }
  if (block.chamfer === 'bottom-right' && last) {
    return { type: 'polygon', points: [[x0, y0], [x1, y0], [x1, y1 - cut], [x1 - cut, y1], [x0, y1]] };
  }
  return rect(x0, y0, x1 - x0, y1 - y0);
}

interface UnitSeed {
  code: string;
  /** Big tenants (a hypermarket, a cinema) take two slots' width. */
  weight: number;
}

/** Lays the units out, in code order, over the blocks, each block split by the units' weights. */
function layUnits(seeds: UnitSeed[], blocks: Block[]): FloorUnit[] {
  const units: FloorUnit[] = [];
  let start = 0;
  blocks.forEach((block, index) => {
    const remainingBlocks = blocks.length - index;
    const count = Math.ceil((seeds.length - start) / remainingBlocks);
    const inBlock = seeds.slice(start, start + count);
    start += count;
    const total = inBlock.reduce((sum, s) => sum + s.weight, 0);
    let x = block.x0;
    inBlock.forEach((seed, i) => {
      const last = i === inBlock.length - 1;
      const x1 = last ? block.x1 : Math.round(x + ((block.x1 - block.x0) * seed.weight) / total);
      units.push({ code: seed.code, shape: slot(block, x, x1, i === 0, last) });
      x = x1;
    });
  });
  return units;
}

const codeOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

const BIG_CATEGORIES = new Set([9, 23]); // entertainment (cinema), groceries (hypermarket)

function floorOf(tenant: TenantId, planId: number, level: number, shops: Company[]): Floor {
  const upper = level < 0;
  const blocks = upper ? UPPER_BLOCKS : [...UPPER_BLOCKS, ...LOWER_BLOCKS];
  const onFloor = shops.filter((s) => s.floor === level);
  const seeds: UnitSeed[] = onFloor.map((s) => ({ code: s.unit, weight: s.category_ids.some((c) => BIG_CATEGORIES.has(c)) ? 2 : 1 }));
  // Vacant units (to let), as every mall has; at least one unit per block.
  const prefix = onFloor[0]?.unit.split('-')[0] ?? `L${level}`;
  const taken = new Set(seeds.map((s) => s.code));
  const vacancies = Math.max(upper ? 1 : 2, blocks.length - seeds.length);
  for (let n = 0, added = 0; added < vacancies; n++) {
    const code = `${prefix}-${String(201 + n * 4).padStart(3, '0')}`;
    if (taken.has(code)) continue;
    taken.add(code);
    seeds.push({ code, weight: 1 });
    added++;
  }
  seeds.sort((a, b) => codeOrder(a.code, b.code));
  const missing = MISSING_FLOOR_TITLE[tenant];
  const titles = floorTitle(level);
  return {
    id: planId * 10 + level + 2,
    level,
    translations: translations(missing?.level === level ? without(titles, missing.locale) : titles),
    width: WIDTH,
    height: HEIGHT,
    outline: OUTLINE,
    units: layUnits(seeds, blocks),
    areas: areasOf(level),
  };
}

/** The plan id is `tenant index × 1000 + 1`: what the settings' `default_floorplan_id` names. */
export function floorplanId(tenant: TenantId): number {
  return TENANTS[tenant].index * 1000 + 1;
}

export function floorplansFor(tenant: TenantId, image: ImageUrl): Floorplan[] {
  const shops = companiesFor(tenant, image);
  const levels = [...new Set<number>([...BASE_LEVELS, ...shops.map((s) => s.floor)])].sort((a, b) => a - b);
  const id = floorplanId(tenant);
  const mall = BRANDS[tenant].name;
  return [
    {
      id,
      default_level: 0,
      translations: translations({
        en: { title: 'Centre map', description: `Find shops, restaurants and services on every floor of ${mall}.` },
        cz: { title: 'Mapa centra', description: `Najděte obchody, restaurace a služby na všech podlažích centra ${mall}.` },
        sk: { title: 'Mapa centra', description: `Nájdite obchody, reštaurácie a služby na všetkých podlažiach centra ${mall}.` },
        de: { title: 'Centerplan', description: `Finden Sie Geschäfte, Restaurants und Services auf allen Ebenen des ${mall}.` },
      }),
      floors: levels.map((level) => floorOf(tenant, id, level, shops)),
      updated_at: '2026-01-15T08:00:00.000000Z',
    },
  ];
}
