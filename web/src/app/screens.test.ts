import { describe, expect, it } from 'vitest';
import { operationName, routeTable } from '@mall/site';
import { isLive, liveRoutes, loadPage, pageFolders, routeOfPageFile } from './pages';
import { embeddableDocuments, pages } from './pages.server';

describe('page modules', () => {
  it('name routes of the table, one module a route, each with a named operation the client can restore', () => {
    const names = new Set(routeTable.map((route) => route.name));
    const documents = embeddableDocuments();
    for (const page of pages.all()) {
      expect(names.has(page.route), page.route).toBe(true);
      const operation = operationName(page.document);
      expect(operation, page.route).toBeDefined();
      expect(documents[operation!]).toBe(page.document);
    }
    expect(documents.Shell).toBeDefined();
  });

  it('are known by file name in the browser: the same live routes as the server, each loading its own module', async () => {
    expect([...liveRoutes].sort()).toEqual(pages.all().map((page) => page.route).sort());
    for (const route of liveRoutes) {
      expect(isLive(route)).toBe(true);
      expect(pageFolders[route]).toMatch(/^src\/features\/[a-z-]+\/$/);
      const page = await loadPage(route);
      expect(page?.route).toBe(route);
      expect(page?.document).toBe(pages.get(page!.route as never)?.document);
    }
    expect(routeOfPageFile('../features/shops/shops-category.page.ts')).toBe('shops-category');
  });

  it("ask their operation with the variables it declares, none else (the bff refuses an undeclared one, issue 17)", () => {
    const params = { id: '12', title: 'x', page: '2', category: '3-fashion', '*': 'about' };
    const query = { q: 'shoes', perPage: '24', month: '2026-11', page: '2', mine: '2', floor: '1', unit: 'A-1' };
    for (const page of pages.all()) {
      const declared = new Set<string>();
      for (const definition of page.document.definitions as { kind: string; variableDefinitions?: { variable: { name: { value: string } } }[] }[]) {
        if (definition.kind === 'OperationDefinition') for (const variable of definition.variableDefinitions ?? []) declared.add(variable.variable.name.value);
      }
      const asked = Object.keys(page.variables({ lang: 'en', params, query }));
      expect(asked.filter((name) => !declared.has(name)), page.route).toEqual([]);
    }
  });

  it('make home live, with the variables its screen uses', async () => {
    const home = pages.get('home');
    expect(home?.variables({ lang: 'sk', params: {} })).toEqual({ lang: 'sk' });
    expect(pages.operationOf('home')).toBe('HomePage');
    expect(typeof (await home!.view()).default).toBe('function');
    // A route without a page module is not live, on either side. Every route of the table has one now,
    // so a name without a module stands for such a route (issue 22: an `if (unbuilt)` here never ran).
    expect(isLive('no-such-route')).toBe(false);
    expect(loadPage('no-such-route')).toBeUndefined();
    expect(pages.get('no-such-route' as never)).toBeUndefined();
    // And the two sides agree on every route of the table.
    for (const { name } of routeTable) {
      expect(pages.get(name) !== undefined, name).toBe(isLive(name));
      expect(loadPage(name) !== undefined, name).toBe(isLive(name));
    }
  });
});
