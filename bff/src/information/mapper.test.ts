import { describe, expect, it, vi } from 'vitest';
import { svgIcon } from '../shared/icons';
import { INFORMATION_ICONS } from './information-icons';
import { directionsUrl, documentUrl, humaniseName, isLinkableRoute, splitNames, toAboutPage, toDocuments, toInformationSections, toCinemaPage, toInformationItems, toMapWayPage, toMobileAppPage, zonedDayAndTime } from './mapper';
import { cinemaProgrammeSchema, mallInformationSchema } from './upstream';

const ctx = { lang: 'cz' as const, fallbackLang: 'sk' as const };

const mall = (fields: Record<string, unknown> = {}) =>
  mallInformationSchema.parse({
    name: 'Aupark',
    latitude: 48.1334,
    longitude: 17.1078,
    gallery: ['https://img.test/a.jpg', 'javascript:alert(1)', 'https://img.test/b.jpg'],
    translations: [
      { locale: 'en', description: 'Mall by the river.', about: '<p>About <strong>us</strong></p>', map_way_car: '<p>By the D1.</p>', map_way_walk: '<p>Across the bridge.</p>' },
      { locale: 'cz', description: 'Centrum u řeky.', about: '<p>O nás<script>alert(1)</script></p><img src=x onerror=alert(1)>', map_way_car: '<p onclick="x()">Po D1.</p>' },
    ],
    ...fields,
  });

describe('toAboutPage', () => {
  it("gives the about text sanitised, the photos through the image route and the shop count", () => {
    const page = toAboutPage(mall(), 212, ctx);
    expect(page.html).toBe('<p>O nás</p>');
    expect(page.summary).toBe('Centrum u řeky.');
    expect(page.images).toEqual(['/img?url=https%3A%2F%2Fimg.test%2Fa.jpg', '/img?url=https%3A%2F%2Fimg.test%2Fb.jpg']);
    expect(page.shopCount).toBe(212);
  });

  it('falls back to the short description (as text, escaped) when the mall has no about text', () => {
    const page = toAboutPage(mall({ translations: [{ locale: 'cz', description: 'Obchody & <kino>' }] }), 0, ctx);
    expect(page.html).toBe('<p>Obchody &amp; &lt;kino&gt;</p>');
    expect(toAboutPage(mall({ translations: [] }), 0, ctx)).toMatchObject({ html: null, summary: null });
    expect(toAboutPage(null, -1, ctx)).toEqual({ html: null, summary: null, images: [], shopCount: 0 });
  });
});

describe('toCinemaPage', () => {
  const programme = cinemaProgrammeSchema.parse({
    cinema: { name: 'Cinema City', website: 'https://cinema.test', booking_url: 'http://insecure.test', translations: [{ locale: 'cz', note: 'Pokladna ve 2. patře.' }] },
    films: [
      {
        id: 2,
        image: 'https://img.test/z.jpg',
        duration_minutes: 90,
        age_rating: '12+',
        translations: [{ locale: 'cz', title: 'Žlutý pes' }, { locale: 'en', title: 'Yellow dog', description: 'A dog.' }],
        screenings: [
          { id: 21, starts_at: '2026-11-24T17:00:00Z', booking_url: 'https://cinema.test/21' },
          // 23:30 UTC is half past midnight the next day in Bratislava.
          { id: 22, starts_at: '2026-11-24T23:30:00Z', booking_url: 'javascript:alert(1)' },
          // Started already: left out.
          { id: 20, starts_at: '2026-11-24T09:00:00Z' },
        ],
      },
      {
        id: 1,
        translations: [{ locale: 'cz', title: 'Alenka' }],
        screenings: [{ id: 11, starts_at: '2026-11-24T17:00:00Z', hall: 'Sál 1', format: '3D', audio: 'dubbed' }],
      },
      { id: 3, translations: [{ locale: 'cz', title: 'Bez představení' }], screenings: [{ id: 31, starts_at: '2026-11-24T08:00:00Z' }] },
    ],
  });
  const page = toCinemaPage(programme, { ...ctx, now: new Date('2026-11-24T10:00:00Z'), timeZone: 'Europe/Bratislava' });

  it("gives the screenings to come in the mall's time zone, by day, time and title", () => {
    expect(page.screenings.map((s) => [s.id, s.filmId, s.date, s.weekday, s.time])).toEqual([
      ['11', '1', '2026-11-24', 'tuesday', '18:00'],
      ['21', '2', '2026-11-24', 'tuesday', '18:00'],
      ['22', '2', '2026-11-25', 'wednesday', '00:30'],
    ]);
  });

  it('gives the films that have a screening to come, by title, in the language with its fallback', () => {
    expect(page.films.map((f) => [f.id, f.title, f.description])).toEqual([
      ['1', 'Alenka', null],
      ['2', 'Žlutý pes', 'A dog.'],
    ]);
    expect(page.films[1]).toMatchObject({ image: '/img?url=https%3A%2F%2Fimg.test%2Fz.jpg', durationMinutes: 90, ageRating: '12+' });
  });

  it('keeps only https links', () => {
    expect(page.bookingUrl).toBeNull();
    expect(page.website).toBe('https://cinema.test');
    expect(page.screenings.map((s) => s.bookingUrl)).toEqual([null, 'https://cinema.test/21', null]);
    expect(page.note).toBe('Pokladna ve 2. patře.');
  });

  it('has no days when the cinema publishes no programme', () => {
    const empty = toCinemaPage(cinemaProgrammeSchema.parse({ cinema: { name: 'Cinemax', translations: [] }, films: [] }), { ...ctx, now: new Date(), timeZone: 'Europe/Prague' });
    expect(empty).toMatchObject({ name: 'Cinemax', website: null, films: [], screenings: [] });
  });

  it('reads a wall-clock time across the change to winter time', () => {
    expect(zonedDayAndTime(new Date('2026-10-25T00:30:00Z'), 'Europe/Prague')).toEqual({ day: '2026-10-25', time: '02:30' });
    expect(zonedDayAndTime(new Date('2026-10-25T01:30:00Z'), 'Europe/Prague')).toEqual({ day: '2026-10-25', time: '02:30' });
  });
});

describe('toInformationItems', () => {
  const settings = { icons_opening_hours: 'https://img.test/hours.svg', icons_gift_cards: 'not a url', icons_parking: 'mdi:car-side', icons_faq: 'mdi:no-such-icon' };

  it("keeps the setting's order and links only the site's pages, with the tenant's icons", () => {
    const warn = vi.fn();
    const items = toInformationItems(['opening-hours', 'map-way', 'gift-cards', 'amenities', 'parking', 'faq'], settings, warn);
    expect(items.map(({ route, icon, svgIcon }) => ({ route, icon, svgIcon: svgIcon && { name: svgIcon.name, fallback: svgIcon.fallback } }))).toEqual([
      // An image's address: shown through the image route.
      { route: 'opening-hours', icon: '/img?url=https%3A%2F%2Fimg.test%2Fhours.svg', svgIcon: null },
      // No setting: the site's own icon for the page.
      { route: 'map-way', icon: null, svgIcon: { name: 'mdi:map-marker-radius-outline', fallback: false } },
      // Neither an address nor an icon's name, or a name no bundled set has: the neutral icon.
      { route: 'gift-cards', icon: null, svgIcon: { name: 'mdi:shape-outline', fallback: true } },
      { route: 'amenities', icon: null, svgIcon: { name: 'mdi:room-service-outline', fallback: false } },
      // An Iconify name: drawn from the bundled set.
      { route: 'parking', icon: null, svgIcon: { name: 'mdi:car-side', fallback: false } },
      { route: 'faq', icon: null, svgIcon: { name: 'mdi:shape-outline', fallback: true } },
    ]);
    expect(items[4]?.svgIcon?.body).toContain('<path');
    expect(warn).not.toHaveBeenCalled();
  });

  it('has an icon of the bundled set for every page of its own list', () => {
    for (const [route, name] of Object.entries(INFORMATION_ICONS)) expect(svgIcon(name), route).toMatchObject({ name, fallback: false });
  });

  it('leaves out a name with no page (unknown, or a page that needs an id) and logs them once, a repeated name shows once', () => {
    const warn = vi.fn();
    const items = toInformationItems(['lost-and-found', 'faq', 'shop', 'faq', 'Parking'], settings, warn);
    expect(items.map((i) => i.route)).toEqual(['faq']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('information_items_names'), { names: ['lost-and-found', 'shop', 'Parking'] });
  });

  it('knows which routes a card can link', () => {
    expect(isLinkableRoute('contact')).toBe(true);
    expect(isLinkableRoute('events')).toBe(true);
    expect(isLinkableRoute('event')).toBe(false);
    expect(isLinkableRoute('article')).toBe(false);
    expect(isLinkableRoute('__proto__')).toBe(false);
  });

  it('splits name lists on commas, tolerating stray spaces', () => {
    expect(splitNames('faq, contact,,  parking ')).toEqual(['faq', 'contact', 'parking']);
    expect(splitNames(null)).toEqual([]);
  });
});

describe('toMapWayPage', () => {
  it("gives each mode in the setting's order with its text sanitised and directions by that mode", () => {
    const warn = vi.fn();
    const page = toMapWayPage(['walk', 'car', 'teleport', 'bike'], mall(), { ...ctx, mapsApiKey: undefined, warn });
    expect(page.modes.map((m) => [m.mode, m.html])).toEqual([
      // No Czech text: the English one (no Slovak either).
      ['walk', '<p>Across the bridge.</p>'],
      ['car', '<p>Po D1.</p>'],
    ]);
    expect(page.modes[0]!.directionsUrl).toBe('https://www.google.com/maps/dir/?api=1&destination=48.1334%2C17.1078&travelmode=walking');
    expect(page.modes[1]!.directionsUrl).toContain('travelmode=driving');
    expect(page.directionsUrl).toBe('https://www.google.com/maps/dir/?api=1&destination=48.1334%2C17.1078');
    expect(page.mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=48.1334%2C17.1078');
    expect(page.embedUrl).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown travel mode'), { modes: ['teleport'] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no text'), { modes: ['bike'] });
  });

  it('embeds a map only with a maps key, in the page language', () => {
    const page = toMapWayPage(['car'], mall(), { ...ctx, mapsApiKey: 'AIzaSyTestKey_0123456789', warn: () => {} });
    expect(page.embedUrl).toBe('https://www.google.com/maps/embed/v1/place?key=AIzaSyTestKey_0123456789&q=48.1334%2C17.1078&language=cs');
  });

  it('has no directions without coordinates', () => {
    const page = toMapWayPage(['car'], mall({ latitude: null, longitude: null }), { ...ctx, mapsApiKey: 'AIzaSyTestKey_0123456789', warn: () => {} });
    expect(page).toMatchObject({ directionsUrl: null, mapUrl: null, embedUrl: null });
    expect(page.modes).toEqual([{ mode: 'car', html: '<p>Po D1.</p>', directionsUrl: null }]);
    expect(directionsUrl({ latitude: 50, longitude: 14.5 }, 'public-transport')).toContain('travelmode=transit');
  });
});

describe('toMobileAppPage', () => {
  it('gives https store links only and the images in key order', () => {
    expect(
      toMobileAppPage({
        mobile_app_ios_url: 'https://apps.apple.com/app/x/id1',
        mobile_app_android_url: 'javascript:alert(1)',
        mobile_app_images_10: 'https://img.test/10.jpg',
        mobile_app_images_2: 'https://img.test/2.jpg',
        mobile_app_images_names: 'not an image',
        mobile_app_images_1: '',
      }),
    ).toEqual({
      iosUrl: 'https://apps.apple.com/app/x/id1',
      androidUrl: null,
      images: ['/img?url=https%3A%2F%2Fimg.test%2F2.jpg', '/img?url=https%3A%2F%2Fimg.test%2F10.jpg'],
    });
    expect(toMobileAppPage({ mobile_app_ios_url: 'http://apps.apple.com/x', mobile_app_android_url: '  ' })).toEqual({ iosUrl: null, androidUrl: null, images: [] });
  });
});

describe('toInformationSections (issue 22)', () => {
  const platform = 'http://127.0.0.1:4010';
  const settings = {
    is_christmas_stall_section_active: 'true',
    christmas_stall_images_2: 'https://img.test/stall-2.jpg',
    christmas_stall_images_10: 'https://img.test/stall-10.jpg',
    christmas_stall_images_1: 'https://img.test/stall-1.jpg',
    christmas_stall_images_3: 'javascript:alert(1)',
    space_lease_images_1: 'https://img.test/lease.jpg',
    documents_operating_rules: `${platform}/files/aupark/operating_rules.pdf`,
    documents_parking_price_list: 'https://cdn.test/docs/parking.PDF?v=2',
    documents_house_rules_2026: 'https://cdn.test/docs/house-rules',
    documents_leaflet: 'http://elsewhere.test/leaflet.pdf',
    documents_empty: '',
  };

  it('gives the Christmas stalls with their images in number order, through the image route, when the section is on', () => {
    const sections = toInformationSections(settings, platform, vi.fn());
    expect(sections.christmasStalls?.images).toEqual([
      '/img?url=https%3A%2F%2Fimg.test%2Fstall-1.jpg',
      '/img?url=https%3A%2F%2Fimg.test%2Fstall-2.jpg',
      '/img?url=https%3A%2F%2Fimg.test%2Fstall-10.jpg',
    ]);
    expect(sections.spaceLease?.images).toEqual(['/img?url=https%3A%2F%2Fimg.test%2Flease.jpg']);
  });

  it('has no Christmas section when the setting is off, absent or not the text true, nor without an image', () => {
    for (const value of ['false', undefined, 'yes', '']) {
      expect(toInformationSections({ ...settings, is_christmas_stall_section_active: value }, platform, vi.fn()).christmasStalls).toBeNull();
    }
    expect(toInformationSections({ ...settings, is_christmas_stall_section_active: ' TRUE ' }, platform, vi.fn()).christmasStalls).not.toBeNull();
    const noImages = { is_christmas_stall_section_active: 'true', christmas_stall_images_1: 'not a url', christmas_stall_images_names: 'x' };
    expect(toInformationSections(noImages, platform, vi.fn())).toEqual({ christmasStalls: null, spaceLease: null, documents: [] });
  });

  it('lists the documents in key order with name, title and file type; one not https nor the platform\'s is left out and logged', () => {
    const warn = vi.fn();
    expect(toDocuments(settings, platform, warn)).toEqual([
      { name: 'house_rules_2026', title: 'House rules 2026', url: 'https://cdn.test/docs/house-rules', fileType: null },
      { name: 'operating_rules', title: 'Operating rules', url: `${platform}/files/aupark/operating_rules.pdf`, fileType: 'PDF' },
      { name: 'parking_price_list', title: 'Parking price list', url: 'https://cdn.test/docs/parking.PDF?v=2', fileType: 'PDF' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not https'), { keys: ['documents_leaflet'] });
    // Without the platform's origin, its plain-http address is not followed either.
    expect(toDocuments(settings, null, vi.fn()).map((d) => d.name)).toEqual(['house_rules_2026', 'parking_price_list']);
  });

  it('follows only https or the platform\'s own origin', () => {
    expect(documentUrl('https://cdn.test/a.pdf', null)?.href).toBe('https://cdn.test/a.pdf');
    expect(documentUrl('javascript:alert(1)//.pdf', platform)).toBeNull();
    expect(documentUrl('http://127.0.0.1:4011/a.pdf', platform)).toBeNull();
    expect(documentUrl('https://user:pw@cdn.test/a.pdf', platform)).toBeNull();
    expect(documentUrl('/relative.pdf', platform)).toBeNull();
    expect(humaniseName('price-list__2026')).toBe('Price list 2026');
  });
});
