import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, startStack, useStack } from '../test/stack';

// The floor plan against the sandbox over real HTTP and a real Redis: every tenant's plan in every
// language with its shops in their units, ids that name no plan, the upstream failing cold, and
// stale data while the platform is down.

interface Plan {
  id: string;
  title: string;
  description: string | null;
  defaultLevel: number;
  floors: {
    level: number;
    title: string;
    outline: string;
    units: { code: string; path: string; label: number[]; box: number[]; shopId: string | null }[];
    areas: { kind: string; name: string | null }[];
  }[];
  shops: { id: string; name: string; slug: string; category: string | null; level: number; unit: string }[];
}

const planQuery = /* GraphQL */ `
  query Plan($id: ID!, $lang: Language!) {
    settings { defaultFloorplanId }
    floorplan(id: $id, lang: $lang) {
      id title description defaultLevel
      floors {
        level title outline
        units { code path label box shopId }
        areas { kind name }
      }
      shops { id name slug category level unit }
    }
  }
`;

interface Answer {
  settings: { defaultFloorplanId: string | null };
  floorplan: Plan | null;
}

interface Shops {
  data: { id: number; floor: number; unit: string }[];
}

const tenants = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;
const defaultIds = { aupark: '1001', galerieharfa: '2001', novoplaza: '3001', europasc: '4001', beta: '5001' } as const;

describe('floorplan over the sandbox', () => {
  const stack = useStack();
  const upstreamCalls = (path: string) => stack().sandbox.knobs.requests().filter((r) => r.path === `/v1/${path}`).length;

  it.each(tenants)('serves %s its plan in every language, every shop in its unit', async (tenant) => {
    const origin = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz', novoplaza: 'https://www.novoplaza.cz', europasc: 'https://www.europasc.sk', beta: 'https://beta.mall-sites.example' }[tenant];
    const shops = (await stack().sandbox.inject({ method: 'GET', url: '/v1/companies?per_page=1000', headers: { origin } })).json<{ data: Shops }>().data.data;
    const titles = new Set<string>();
    for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
      const { data, errors } = await gql<Answer>(stack().app, tenant, planQuery, { id: defaultIds[tenant], lang });
      expect(errors).toBeUndefined();
      expect(data?.settings.defaultFloorplanId).toBe(defaultIds[tenant]);
      const plan = data?.floorplan;
      expect(plan?.id).toBe(defaultIds[tenant]);
      expect(plan?.defaultLevel).toBe(0);
      expect(plan?.floors.map((f) => f.level)).toEqual([-1, 0, 1, 2]);
      titles.add(plan?.floors[1]?.title ?? '');
      const placed = plan?.floors.flatMap((f) => f.units.flatMap((u) => (u.shopId ? [{ id: Number(u.shopId), floor: f.level, unit: u.code }] : []))) ?? [];
      const expected = shops.map((s) => ({ id: s.id, floor: s.floor, unit: s.unit })).sort((a, b) => a.id - b.id);
      expect(placed.sort((a, b) => a.id - b.id)).toEqual(expected);
      expect(plan?.shops.map((s) => ({ id: Number(s.id), floor: s.level, unit: s.unit })).sort((a, b) => a.id - b.id)).toEqual(expected);
      for (const floor of plan?.floors ?? []) {
        expect(floor.outline).toMatch(/^M[\d. ]+( L[\d. ]+)+ Z$/);
        for (const unit of floor.units) {
          expect(unit.path).toMatch(/^M[\d. ]+( L[\d. ]+)+ Z$/);
          expect(unit.box).toHaveLength(4);
          expect(unit.box[2]).toBeGreaterThan(0);
          expect(unit.label).toHaveLength(2);
        }
        expect(floor.areas.map((a) => a.kind)).toContain('corridor');
      }
      for (const shop of plan?.shops ?? []) expect(shop.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // Each language's own floor title.
    expect(titles.size).toBe(4);
  });

  it('falls back to another language where a floor title is missing (europasc, second floor, German)', async () => {
    const { data } = await gql<Answer>(stack().app, 'europasc', planQuery, { id: '4001', lang: 'de' });
    // The tenant's fallback language is Slovak.
    expect(data?.floorplan?.floors.find((f) => f.level === 2)?.title).toBe('2. poschodie');
  });

  it('answers null, not an error, for ids that name no plan: unknown, foreign, not a number, 2,000 characters', async () => {
    for (const id of ['9999', '2001', 'abc', 'x'.repeat(2000), '', '../settings']) {
      const { data, errors } = await gql<Answer>(stack().app, 'aupark', planQuery, { id, lang: 'en' });
      expect(errors).toBeUndefined();
      expect(data?.floorplan).toBeNull();
    }
  });

  it('refuses a language that is not one of the site', async () => {
    const { errors } = await gql(stack().app, 'aupark', planQuery, { id: '1001', lang: 'fr' });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves every language from one cached copy of the plan and of the shops', async () => {
    stack().sandbox.knobs.clearRequests();
    for (const lang of ['en', 'cz', 'sk', 'de'] as const) await gql(stack().app, 'galerieharfa', planQuery, { id: '2001', lang });
    expect(upstreamCalls('floorplans')).toBeLessThanOrEqual(1);
    expect(upstreamCalls('companies')).toBeLessThanOrEqual(1);
  });

  it('answers UPSTREAM_UNAVAILABLE with nothing cached and the upstream failing', async () => {
    const cold = await startStack({ sandbox: stack().sandbox });
    try {
      stack().sandbox.knobs.setMode('failing');
      const { data, errors } = await gql(cold.app, 'novoplaza', planQuery, { id: '3001', lang: 'cz' });
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(errors?.[0]?.message).not.toMatch(/500|sandbox|127\.0\.0\.1/);
    } finally {
      await cold.close();
      await cleanPrefix(cold.prefix);
    }
  });

  it('serves the stale plan while the platform is down', async () => {
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { settings: short, mall: short, catalog: short } });
    try {
      const warm = await gql<Answer>(quick.app, 'aupark', planQuery, { id: '1001', lang: 'sk' });
      expect(warm.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300)); // past the fresh time
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<Answer>(quick.app, 'aupark', planQuery, { id: '1001', lang: 'sk' });
      expect(stale.errors).toBeUndefined();
      expect(stale.data?.floorplan).toEqual(warm.data?.floorplan);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
