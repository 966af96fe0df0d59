import { describe, expect, it } from 'vitest';
import type { FloorplanPageQuery } from '../../graphql/generated';
import { floorplanHead } from './head';
import { floorplanStatus, floorplanVariables } from './page-data';

const plan = (description: string | null): FloorplanPageQuery => ({
  settings: { showFloorTitlesOnDesktop: true },
  mall: { id: '1', name: 'Aupark' },
  floorplan: { id: '1001', title: 'Centre map', description, defaultLevel: 0, floors: [], shops: [] },
});
const t = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;

describe('floorplanStatus', () => {
  it('is 404 for a plan the tenant does not have, 200 otherwise', () => {
    expect(floorplanStatus({ ...plan(null), floorplan: null })).toEqual({ status: 404 });
    expect(floorplanStatus(plan(null))).toEqual({ status: 200 });
  });
});

describe('floorplanVariables', () => {
  it('passes the id, cut to what could name a plan', () => {
    expect(floorplanVariables('cz', '1001')).toEqual({ lang: 'cz', id: '1001' });
    expect(floorplanVariables('en', 'x'.repeat(2000)).id).toHaveLength(65);
    expect(floorplanVariables('en', undefined).id).toBe('');
  });
});

describe('floorplanHead', () => {
  it("names the plan and the mall; the plan's own description, else the page's", () => {
    expect(floorplanHead(plan('Shops on every floor.'), t)).toEqual({
      title: 'floorplan:head.title {"title":"Centre map","mall":"Aupark"}',
      description: 'Shops on every floor.',
    });
    expect(floorplanHead(plan('  '), t).description).toBe('floorplan:head.description {"mall":"Aupark"}');
    expect(floorplanHead({ ...plan(null), floorplan: null }, t)).toEqual({});
  });
});
