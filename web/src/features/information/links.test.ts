import { describe, expect, it } from 'vitest';
import { informationLinks } from './links';

describe('informationLinks', () => {
  it("links each route in the page's language, in the given order", () => {
    expect(informationLinks([{ route: 'opening-hours', icon: '/img?url=x' }, { route: 'map-way' }, { route: 'amenities' }], 'cz')).toEqual([
      { route: 'opening-hours', href: '/cz/oteviraci-doba', icon: '/img?url=x' },
      { route: 'map-way', href: '/cz/jak-se-k-nam-dostanete', icon: null },
      { route: 'amenities', href: '/cz/sluzby', icon: null },
    ]);
  });

  it('leaves out a name that is no route, and a route that needs a parameter', () => {
    expect(informationLinks([{ route: 'lost-and-found' }, { route: 'shop' }, { route: 'faq' }], 'en').map((l) => l.href)).toEqual(['/en/faq']);
  });
});
