import { describe, expect, it } from 'vitest';
import { navLinks } from './nav-links';

describe('navLinks', () => {
  it('maps route names to paths in the language and skips unknown or id-bound routes', () => {
    const links = navLinks(['about', 'events', 'nonsense', 'floorplan', 'contact'], 'cz');
    expect(links.map((l) => l.name)).toEqual(['about', 'events', 'contact']);
    expect(links[0]!.href).toBe('/cz/o-nakupnim-centru');
    expect(links[2]!.href).toBe('/cz/kontakt');
  });
  it('gives list routes without the optional page', () => {
    expect(navLinks(['events'], 'en')[0]!.href).toBe('/en/events');
  });
});
