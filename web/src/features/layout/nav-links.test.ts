import { describe, expect, it } from 'vitest';
import { accessibilityHref, floorplanLink, navLinks } from './nav-links';

describe('navLinks', () => {
  it('maps route names to paths in the language and skips unknown or id-bound routes', () => {
    const links = navLinks(['about', 'events', 'nonsense', 'floorplan', 'shop', 'contact'], 'cz');
    expect(links.map((l) => l.name)).toEqual(['about', 'events', 'contact']);
    expect(links[0]!.href).toBe('/cz/o-nakupnim-centru');
    expect(links[2]!.href).toBe('/cz/kontakt');
  });
  it('gives list routes without the optional page', () => {
    expect(navLinks(['events'], 'en')[0]!.href).toBe('/en/events');
  });
  it('links the floor plan to the default plan when the settings name one', () => {
    const links = navLinks(['parking', 'floorplan'], 'cz', { floorplanId: '2001' });
    expect(links).toEqual([
      { name: 'parking', href: '/cz/parkovani' },
      { name: 'floorplan', href: '/cz/mapa-centra/2001' },
    ]);
    expect(navLinks(['floorplan'], 'de', { floorplanId: null })).toEqual([]);
  });
  it('leaves out the names it is told to', () => {
    expect(navLinks(['offers', 'search'], 'en', { exclude: ['search'] }).map((l) => l.name)).toEqual(['offers']);
  });
});

describe('floorplanLink', () => {
  it('is the default plan unless a column lists it already, and nothing without a plan', () => {
    expect(floorplanLink('sk', '1001', [])).toEqual({ name: 'floorplan', href: '/sk/mapa-centra/1001' });
    expect(floorplanLink('en', '1001', [{ name: 'floorplan', href: '/en/floorplan/1001' }])).toBeNull();
    expect(floorplanLink('en', null, [])).toBeNull();
  });
});

describe('accessibilityHref', () => {
  it('is the accessibility article in every language', () => {
    expect(['en', 'cz', 'sk', 'de'].map((lang) => accessibilityHref(lang as 'en'))).toEqual(['/en/a/accessibility', '/cz/a/accessibility', '/sk/a/accessibility', '/de/a/accessibility']);
  });
});
