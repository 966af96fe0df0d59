import { describe, expect, it, vi } from 'vitest';
import { areaKind, defaultLevel, toFloorplan, type FloorplanContext } from './mapper';
import { floorplansSchema, type PlacedShop, type UpstreamFloorplan } from './upstream';

const plan: UpstreamFloorplan = {
  id: '1001',
  default_level: null,
  translations: [
    { locale: 'sk', title: 'Mapa centra', description: 'Obchody na všetkých podlažiach.' },
    { locale: 'en', title: 'Centre map' },
  ],
  floors: [
    {
      id: '10013',
      level: 1,
      width: 1000,
      height: 600,
      outline: null,
      translations: [{ locale: 'en', title: 'First floor' }, { locale: 'sk', title: '1. poschodie' }],
      units: [{ code: 'B-013', shape: { type: 'rect', x: 0, y: 0, width: 100, height: 100 } }],
      areas: [],
    },
    {
      id: '10012',
      level: 0,
      width: 1000,
      height: 600,
      outline: { type: 'rect', x: 10, y: 10, width: 980, height: 580 },
      translations: [{ locale: 'sk', title: 'Prízemie' }],
      units: [
        { code: 'A-010', shape: { type: 'rect', x: 40, y: 40, width: 100, height: 200 } },
        { code: 'a-201 ', shape: { type: 'polygon', points: [[140, 40], [240, 40], [240, 240], [140, 240]] } },
        { code: 'A-999', shape: null },
      ],
      areas: [
        { kind: 'entrance', shape: { type: 'rect', x: 0, y: 260, width: 20, height: 60 }, translations: [{ locale: 'en', name: 'West entrance' }] },
        { kind: 'Toilets', shape: { type: 'rect', x: 900, y: 40, width: 60, height: 100 }, translations: [] },
        { kind: 'fountain', shape: { type: 'rect', x: 500, y: 300, width: 20, height: 20 }, translations: [] },
      ],
    },
  ],
};

const shops: PlacedShop[] = [
  { id: '1001', name: 'Marks & Spencer', logo: 'https://cdn.example.com/ms.svg', floor: 0, unit: 'A-010', translations: [{ locale: 'sk', company_category: 'Móda' }, { locale: 'en', company_category: 'Fashion' }] },
  { id: '1002', name: 'H&M', logo: null, floor: 1, unit: 'b-013', translations: [] },
  // Same unit as Marks & Spencer: the first keeps it.
  { id: '1003', name: 'Zara', logo: null, floor: 0, unit: 'A-010', translations: [] },
  // A unit the plan does not have.
  { id: '1004', name: 'Dráčik', logo: null, floor: 2, unit: 'C-100', translations: [] },
  { id: '1005', name: 'No unit', logo: null, floor: null, unit: null, translations: [] },
];

const context = (overrides: Partial<FloorplanContext> = {}): FloorplanContext => ({ lang: 'en', fallbackLang: 'sk', warn: vi.fn(), ...overrides });

describe('toFloorplan', () => {
  it('orders floors by level, picks translations with the fallback, and draws the outline (the floor when none)', () => {
    const result = toFloorplan(plan, shops, context());
    expect(result.title).toBe('Centre map');
    // English has no description: the tenant's fallback language's.
    expect(result.description).toBe('Obchody na všetkých podlažiach.');
    expect(result.floors.map((f) => f.level)).toEqual([0, 1]);
    expect(result.floors[0]?.title).toBe('Prízemie');
    expect(result.floors[0]?.outline).toBe('M10 10 L990 10 L990 590 L10 590 Z');
    expect(result.floors[1]?.outline).toBe('M0 0 L1000 0 L1000 600 L0 600 Z');
  });

  it('places shops by floor and unit (case and spaces aside); other units are vacant; a unit without a shape is left out', () => {
    const ctx = context();
    const result = toFloorplan(plan, shops, ctx);
    const ground = result.floors[0]!;
    expect(ground.units.map((u) => u.code)).toEqual(['A-010', 'a-201 ']);
    expect(ground.units[0]).toEqual({ code: 'A-010', path: 'M40 40 L140 40 L140 240 L40 240 Z', box: [40, 40, 100, 200], label: [90, 140], shopId: '1001' });
    expect(ground.units[1]?.shopId).toBeNull();
    expect(result.floors[1]?.units[0]?.shopId).toBe('1002');
    expect(result.shops).toEqual([
      { id: '1001', name: 'Marks & Spencer', slug: 'marks-and-spencer', logo: expect.stringMatching(/^\/img\?url=/), category: 'Fashion', level: 0, unit: 'A-010' },
      { id: '1002', name: 'H&M', slug: 'h-and-m', logo: null, category: null, level: 1, unit: 'B-013' },
    ]);
    expect(ctx.warn).toHaveBeenCalledWith('floor plan: two shops name one unit', expect.objectContaining({ unit: 'A-010' }));
    expect(ctx.warn).toHaveBeenCalledWith('floor plan: a unit without a drawable shape is left out', expect.objectContaining({ unit: 'A-999' }));
    expect(ctx.warn).toHaveBeenCalledWith('floor plan: shops whose unit is not on the plan', { plan: '1001', shops: [{ id: '1004', floor: 2, unit: 'C-100' }] });
  });

  it('names areas by kind (unknown kinds as other) with their own translated name', () => {
    const areas = toFloorplan(plan, shops, context({ lang: 'de' })).floors[0]!.areas;
    expect(areas.map((a) => [a.kind, a.name])).toEqual([['entrance', 'West entrance'], ['toilets', null], ['other', null]]);
  });
});

describe('defaultLevel', () => {
  it("is the platform's when the plan has that floor, else the ground floor, else the lowest", () => {
    expect(defaultLevel({ ...plan, default_level: 1 }, [0, 1])).toBe(1);
    expect(defaultLevel({ ...plan, default_level: 5 }, [0, 1])).toBe(0);
    expect(defaultLevel(plan, [1, 2])).toBe(1);
  });
});

describe('areaKind', () => {
  it('knows the kinds of the contract', () => {
    expect(areaKind('escalator')).toBe('escalator');
    expect(areaKind(' ELEVATOR ')).toBe('elevator');
    expect(areaKind('moat')).toBe('other');
  });
});

describe('the upstream schema', () => {
  it('drops a shape that cannot be drawn, not the plan', () => {
    const parsed = floorplansSchema.parse([
      {
        id: 7,
        translations: [],
        floors: [
          {
            id: 70,
            level: 0,
            width: 100,
            height: 100,
            outline: { type: 'circle', r: 5 },
            units: [{ code: 'A-1', shape: { type: 'polygon', points: [[0, 0], [1, 1]] } }, { code: 'A-2', shape: { type: 'rect', x: 0, y: 0, width: 10, height: 10 } }],
            areas: [{ kind: 'corridor', shape: { type: 'rect', x: 0, y: 0, width: -1, height: 10 } }],
          },
        ],
      },
    ]);
    const floor = parsed[0]!.floors[0]!;
    expect(parsed[0]!.id).toBe('7');
    expect(floor.outline).toBeNull();
    expect(floor.units.map((u) => u.shape === null)).toEqual([true, false]);
    expect(floor.areas[0]?.shape).toBeNull();
  });

  it('refuses a plan without floors', () => {
    expect(floorplansSchema.safeParse([{ id: 1, translations: [] }]).success).toBe(false);
  });
});
