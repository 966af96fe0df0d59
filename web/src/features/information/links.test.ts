import { describe, expect, it } from 'vitest';
import { informationLinks } from './links';

describe('informationLinks', () => {
  it("links each route in the page's language, in the given order", () => {
    const pin = { name: 'mdi:map-marker', body: '<path d="M0 0h24v24H0z"/>', left: 0, top: 0, width: 24, height: 24, fallback: false };
    expect(informationLinks([{ route: 'opening-hours', icon: '/img?url=x' }, { route: 'map-way', svgIcon: pin }, { route: 'amenities' }], 'cz')).toEqual([
      { route: 'opening-hours', href: '/cz/oteviraci-doba', icon: '/img?url=x', svgIcon: null },
      { route: 'map-way', href: '/cz/jak-se-k-nam-dostanete', icon: null, svgIcon: pin },
      { route: 'amenities', href: '/cz/sluzby', icon: null, svgIcon: null },
    ]);
  });

  it('leaves out a name that is no route, and a route that needs a parameter', () => {
    expect(informationLinks([{ route: 'lost-and-found' }, { route: 'shop' }, { route: 'faq' }], 'en').map((l) => l.href)).toEqual(['/en/faq']);
  });
});
