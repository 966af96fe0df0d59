import { describe, expect, it } from 'vitest';
import { operationName, routeTable } from '@mall/site';
import { pages } from './pages';
import { embeddableDocuments } from './urql-client';

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

  it('make home live, with the variables its screen uses', async () => {
    const home = pages.get('home');
    expect(home?.variables({ lang: 'sk', params: {} })).toEqual({ lang: 'sk' });
    expect(pages.operationOf('home')).toBe('HomePage');
    expect(typeof (await home!.view()).default).toBe('function');
    // A route without a page module is not live (the contact page has none yet).
    expect(pages.get('contact')).toBeUndefined();
  });
});
