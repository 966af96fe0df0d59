import { describe, expect, it } from 'vitest';
import { hoursOf, toAmenity } from './mapper';
import { amenityCategoriesSchema, amenitySchema } from './upstream';

const categories = amenityCategoriesSchema.parse([{ id: 951, icon: 'mdi:car', translations: [{ locale: 'sk', name: 'Doprava a parkovanie' }] }]);
const ctx = { lang: 'sk', fallbackLang: 'sk', categories, redirect: (id: string) => (id === '1301' ? '/sk/parkovanie' : null) } as const;

const amenity = (fields: Record<string, unknown> = {}) =>
  amenitySchema.parse({
    id: 1301,
    category_id: 951,
    icon: 'mdi:parking',
    image: 'https://sandbox.test/images/picture/aupark/amenity-1301.jpg',
    floor: -1,
    opening_hours: null,
    translations: [
      { locale: 'en', title: 'Parking', description: '<p>Spaces.</p>', location: 'Levels -1 and -2' },
      { locale: 'sk', title: 'Parkovanie', description: '<p onclick="x()">Miesta.</p>', location: 'Podlažia -1 a -2' },
    ],
    ...fields,
  });

describe('toAmenity', () => {
  it('gives the display-ready amenity with its configured link', () => {
    const { svgIcon, ...shown } = toAmenity(amenity(), ctx);
    expect(svgIcon).toMatchObject({ name: 'mdi:parking', fallback: false, width: 24, height: 24 });
    expect(shown).toEqual({
      id: '1301',
      title: 'Parkovanie',
      slug: 'parkovanie',
      description: '<p>Miesta.</p>',
      summary: 'Miesta.',
      icon: 'mdi:parking',
      image: `/img?url=${encodeURIComponent('https://sandbox.test/images/picture/aupark/amenity-1301.jpg')}`,
      location: 'Podlažia -1 a -2',
      floor: -1,
      hours: [],
      category: { id: '951', name: 'Doprava a parkovanie', slug: 'doprava-a-parkovanie', key: '951-doprava-a-parkovanie', icon: 'mdi:car' },
      redirect: '/sk/parkovanie',
    });
    expect(toAmenity(amenity({ id: 1302 }), ctx).redirect).toBeNull();
  });

  it('draws the neutral icon for a name no bundled set has, and none without a name', () => {
    expect(toAmenity(amenity({ icon: 'fa:car' }), ctx).svgIcon).toMatchObject({ name: 'mdi:shape-outline', fallback: true });
    expect(toAmenity(amenity({ icon: null }), ctx).svgIcon).toBeNull();
  });
});

describe('hoursOf', () => {
  it('gives the whole week; a day without both times, or marked closed, is closed', () => {
    const hours = hoursOf({
      monday: { from: '09:00', to: '21:00', is_closed: false },
      tuesday: { from: '09:00', to: null },
      wednesday: { from: '09:00', to: '21:00', is_closed: true },
      thursday: null,
      friday: { from: '9', to: '21:00' },
    });
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({ weekday: 'monday', from: '09:00', to: '21:00', closed: false });
    expect(hours.slice(1).every((d) => d.closed && d.from === null)).toBe(true);
  });
  it('gives no week for an amenity that keeps the mall hours', () => {
    expect(hoursOf(null)).toEqual([]);
    expect(hoursOf(undefined)).toEqual([]);
  });
});
