import { describe, expect, it } from 'vitest';
import { pathFor } from './paths';
import { breadcrumbListJsonLd, eventJsonLd, openingHoursSpecification, postalAddress, shoppingCenterJsonLd, type MallFacts } from './structured-data';

const week = (from: string | null, to: string | null, sunday: [string, string] | null) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => {
    const hours = weekday === 'sunday' ? sunday : from && to ? [from, to] : null;
    return { weekday, from: hours?.[0] ?? null, to: hours?.[1] ?? null, closed: hours === null };
  });

const mall: MallFacts = {
  name: 'Aupark',
  phone: '+421 2 3456 7890',
  email: null,
  address: { street: 'Einsteinova 18', street2: null, city: 'Bratislava', zipCode: '851 01', country: 'SK', latitude: 48.1326, longitude: 17.1076 },
  logos: { wide: '/img?url=https%3A%2F%2Fcdn.example%2Fwide.svg', base: '/img?url=base' },
  openingHours: [
    { zone: 'default', name: 'Shopping centre', closed: false, days: week('10:00', '21:00', ['10:00', '20:00']) },
    { zone: 'cinema', name: 'Cinema', closed: false, days: week('12:00', '23:00', ['12:00', '23:00']) },
    { zone: 'restaurants', name: 'Restaurants', closed: true, days: week('10:00', '22:00', null) },
  ],
};

describe('openingHoursSpecification', () => {
  it('groups days with the same hours and leaves closed days out', () => {
    expect(openingHoursSpecification({ zone: 'default', name: 'x', closed: false, days: week('09:00', '21:00', null) })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '21:00' },
    ]);
  });

  it('gives a zone marked closed no hours', () => {
    expect(openingHoursSpecification({ zone: 'default', name: 'x', closed: true, days: week('09:00', '21:00', null) })).toEqual([]);
  });
});

describe('shoppingCenterJsonLd', () => {
  it('names the car park a ParkingFacility among the departments', () => {
    const withParking = { ...mall, openingHours: [...mall.openingHours, { zone: 'parking', name: 'Parking', closed: false, days: week('00:00', '23:59', ['00:00', '23:59']) }] };
    const departments = (shoppingCenterJsonLd(withParking, { url: '/en' }) as unknown as { department: { '@type': string; name: string }[] }).department;
    expect(departments.map((d) => [d['@type'], d.name])).toEqual([
      ['LocalBusiness', 'Cinema'],
      ['ParkingFacility', 'Parking'],
    ]);
  });

  it('describes the mall: name, address, geo, telephone, url, image, its hours and its other open zones', () => {
    expect(shoppingCenterJsonLd(mall, { url: pathFor('home', 'sk') })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ShoppingCenter',
      name: 'Aupark',
      url: '/sk',
      image: '/img?url=https%3A%2F%2Fcdn.example%2Fwide.svg',
      telephone: '+421 2 3456 7890',
      address: { '@type': 'PostalAddress', streetAddress: 'Einsteinova 18', addressLocality: 'Bratislava', postalCode: '851 01', addressCountry: 'SK' },
      geo: { '@type': 'GeoCoordinates', latitude: 48.1326, longitude: 17.1076 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '21:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '20:00' },
      ],
      department: [
        {
          '@type': 'LocalBusiness',
          name: 'Cinema',
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
              opens: '12:00',
              closes: '23:00',
            },
          ],
        },
      ],
    });
  });

  it('leaves out what the mall does not have (no coordinates, no default zone, no other zones)', () => {
    const bare = shoppingCenterJsonLd({ name: 'Beta', address: { city: 'Praha' }, openingHours: [] }, { url: '/cz' });
    expect(bare).toEqual({ '@context': 'https://schema.org', '@type': 'ShoppingCenter', name: 'Beta', url: '/cz', address: { '@type': 'PostalAddress', addressLocality: 'Praha' } });
  });
});

describe('postalAddress', () => {
  it('joins the two street lines and is absent without street and city', () => {
    expect(postalAddress({ street: 'Kolbenova 1', street2: 'Building B', city: 'Praha' })).toEqual({ '@type': 'PostalAddress', streetAddress: 'Kolbenova 1, Building B', addressLocality: 'Praha' });
    expect(postalAddress({ country: 'CZ' })).toBeUndefined();
  });
});

describe('eventJsonLd', () => {
  it('is an offline event at the mall, organised by the mall unless a shop holds it', () => {
    const url = pathFor('event', 'en', { id: 1101, title: 'spring-fashion-week' });
    const item = eventJsonLd({ name: 'Spring fashion week', description: null, startDate: '2026-03-01', endDate: '2026-03-08', url, image: '/img?url=x', mall });
    expect(item).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Spring fashion week',
      startDate: '2026-03-01',
      endDate: '2026-03-08',
      url: '/en/event/1101/spring-fashion-week',
      image: '/img?url=x',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Aupark', address: postalAddress(mall.address) },
      organizer: { '@type': 'Organization', name: 'Aupark' },
    });
    const byShop = eventJsonLd({ name: 'Sale', startDate: '2026-03-01', url, mall, organizer: { name: 'H&M', url: '/en/shop/1008/handm' } });
    expect(byShop.organizer).toEqual({ '@type': 'Organization', name: 'H&M', url: '/en/shop/1008/handm' });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1, home first', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', path: pathFor('home', 'cz') },
        { name: 'Akce', path: pathFor('events', 'cz') },
        { name: 'Jarní týden módy', path: '/cz/udalost/1101/jarni-tyden-mody' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/cz' },
        { '@type': 'ListItem', position: 2, name: 'Akce', item: '/cz/akce' },
        { '@type': 'ListItem', position: 3, name: 'Jarní týden módy', item: '/cz/udalost/1101/jarni-tyden-mody' },
      ],
    });
  });
});
