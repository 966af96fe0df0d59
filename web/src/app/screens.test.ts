import { describe, expect, it } from 'vitest';
import { routeTable } from '@mall/site';
import { screens } from './screens';

describe('screens and the route table', () => {
  it('has a screen for every live route and no screen for a planned one', () => {
    for (const route of routeTable) {
      expect(screens[route.name] !== undefined, `${route.name} is ${route.status}`).toBe(route.status === 'live');
    }
  });
});
