import { describe, expect, it, vi } from 'vitest';
import { billingOf, parsePropertyManagement, toMall, type MallContext } from './mapper';
import type { UpstreamMall } from './upstream';

const mall: UpstreamMall = {
  id: '3',
  name: null,
  image: 'https://cdn.example.com/logo.svg',
  legal_name: 'Aupark a.s.',
  address: 'Einsteinova 18',
  address_2: 'Building B',
  city: 'Bratislava',
  zip_code: '851 01',
  instagram: 'https://instagram.com/aupark',
  facebook: 'facebook.com/aupark',
  supported_languages: [{ locale: 'sk' }, { locale: 'hu' }, { locale: 'en' }],
  property_management: '{"company":"PM s.r.o."}',
  opening_hours: [
    {
      zone: 'default',
      status: 'open',
      days: { monday: { from: '09:00', to: '21:00', is_closed: false }, tuesday: { from: '09:00', to: '21:00', is_closed: true } },
      translations: [{ locale: 'sk', name: 'Nákupné centrum' }],
    },
    { zone: 'cinema', status: 'closed', days: { monday: { from: '10:00', to: '23:00' } }, translations: [] },
  ],
  translations: [
    { locale: 'sk', name: 'Aupark', description: 'Nákupné centrum v Petržalke' },
    { locale: 'en', name: 'Aupark', description: '' },
  ],
};

function context(overrides: Partial<MallContext> = {}): MallContext {
  // 2026-11-23 is a Monday.
  return { lang: 'en', fallbackLang: 'sk', timeZone: 'Europe/Bratislava', now: new Date('2026-11-23T11:00:00Z'), warn: vi.fn(), ...overrides };
}

describe('parsePropertyManagement', () => {
  it('parses a JSON string, keeps an object, and logs and ignores invalid JSON', () => {
    const warn = vi.fn();
    expect(parsePropertyManagement('{"a":1}', warn)).toEqual({ a: 1 });
    expect(parsePropertyManagement({ a: 1 }, warn)).toEqual({ a: 1 });
    expect(parsePropertyManagement('', warn)).toBeNull();
    expect(parsePropertyManagement(null, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(parsePropertyManagement('{a', warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith('invalid JSON in property_management, ignored', expect.objectContaining({ error: expect.any(String) }));
  });
});

describe('billingOf', () => {
  it('derives the billing information from the mall, the street from both address lines', () => {
    expect(billingOf(mall)).toMatchObject({ companyLegalName: 'Aupark a.s.', billingAddress: 'Einsteinova 18, Building B', city: 'Bratislava', zipCode: '851 01', companyVat: null });
    expect(billingOf({ id: '1', translations: [] }).billingAddress).toBeNull();
  });
});

describe('toMall', () => {
  it('is display-ready: translated texts with fallback, proxied logos, week and today, parsed JSON', () => {
    const result = toMall(mall, context());
    expect(result.name).toBe('Aupark');
    expect(result.description).toBe('Nákupné centrum v Petržalke');
    expect(result.logos.base).toBe(`/img?url=${encodeURIComponent('https://cdn.example.com/logo.svg')}`);
    expect(result.logos.wide).toBeNull();
    expect(result.today).toEqual({ weekday: 'monday', from: '09:00', to: '21:00' });
    expect(result.todayWeekday).toBe('monday');
    expect(result.openingHours[0]).toMatchObject({ zone: 'default', name: 'Nákupné centrum', closed: false });
    expect(result.openingHours[0]?.days.slice(0, 3)).toEqual([
      { weekday: 'monday', from: '09:00', to: '21:00', closed: false },
      { weekday: 'tuesday', from: null, to: null, closed: true },
      { weekday: 'wednesday', from: null, to: null, closed: true },
    ]);
    expect(result.openingHours[1]).toMatchObject({ zone: 'cinema', name: 'cinema', closed: true });
    expect(result.openingHours[1]?.days[0]).toEqual({ weekday: 'monday', from: null, to: null, closed: true });
    expect(result.propertyManagement).toEqual({ company: 'PM s.r.o.' });
  });
  it("has no hours today on a closed day, and lists the coming closed days in the page's language", () => {
    const closed_days = [
      { date: '2026-11-23', translations: [{ locale: 'en', name: 'Holiday' }] },
      { date: '2026-12-25', translations: [{ locale: 'sk', name: 'Prvý sviatok vianočný' }, { locale: 'en', name: 'Christmas Day' }] },
      { date: '2026-01-01', translations: [{ locale: 'en', name: 'Past' }] },
    ];
    const result = toMall({ ...mall, closed_days }, context({ lang: 'sk' }));
    expect(result.today).toBeNull();
    expect(result.todayWeekday).toBe('monday');
    expect(result.closedDays).toEqual([
      { date: '2026-11-23', name: 'Holiday' },
      { date: '2026-12-25', name: 'Prvý sviatok vianočný' },
    ]);
    expect(toMall(mall, context()).closedDays).toEqual([]);
  });
  it('links only http(s) social profiles and keeps only the site languages', () => {
    const result = toMall(mall, context());
    expect(result.social).toEqual([{ network: 'instagram', url: 'https://instagram.com/aupark' }]);
    expect(result.supportedLanguages).toEqual(['sk', 'en']);
  });
  it('names the mall by the placeholder when neither the mall nor a translation has a name', () => {
    expect(toMall({ id: '1', translations: [] }, context()).name).toBe('Translation is missing');
  });
});
