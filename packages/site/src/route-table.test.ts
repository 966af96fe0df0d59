import { describe, expect, it } from 'vitest';
import { routeLabel } from './paths';
import { routeTable, type RouteName } from './route-table';
import { languages, type Lang } from './types';

const names: readonly string[] = routeTable.map((route) => route.name);
const paramNames = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => segment.replace(/^:/, ''));

/** react-router's expansion of optional segments: `/en/events/:page?` → `/en/events`, `/en/events/:page`. */
function explode(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  let results: string[][] = [[]];
  for (const segment of segments) {
    const required = segment.replace(/\?$/, '');
    const withIt = results.map((prefix) => [...prefix, required]);
    results = segment.endsWith('?') ? [...results, ...withIt] : withIt;
  }
  return results.map((parts) => `/${parts.join('/')}`);
}

/** Two exploded paths conflict when react-router would give them the same rank for one URL. */
const shape = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

describe('route table', () => {
  it('has unique names', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every route the brief names', () => {
    const expected: RouteName[] = [
      'home', 'article', 'about', 'amenities-category', 'amenities', 'amenity',
      'landing-aupark', 'landing-europasc', 'landing-galerieharfa', 'landing-novoplaza',
      'cinema', 'cookies', 'operating-rules', 'privacy-policy', 'terms-and-conditions', 'contact',
      'event', 'events', 'events-mall', 'events-stores', 'faq', 'floorplan', 'gift-cards',
      'information', 'loyalty-program', 'map-way', 'mobile-app', 'news', 'news-mall', 'news-stores',
      'news-detail', 'news-events', 'newsletter', 'offers-category', 'offers', 'offer',
      'opening-hours', 'parking', 'rewards-category', 'rewards', 'reward', 'search',
      'shops-services', 'shops-category', 'shop', 'login', 'register', 'forgot-password',
      'set-new-password', 'my-reward', 'dashboard', 'dashboard-awards', 'dashboard-favourites',
      'dashboard-get-points', 'dashboard-my-points', 'dashboard-profile', 'dashboard-receipts',
      'dashboard-rewards', 'dashboard-support', 'dashboard-messages', 'dashboard-payment-methods', 'dashboard-purchases',
      // Issue 21: booking the mall's services.
      'booking', 'booking-service', 'dashboard-bookings',
      // Issue 22: the two route names the specification gives without paths.
      'blog', 'eshops',
    ];
    expect([...names].sort()).toEqual([...expected].sort());
  });

  it.each(routeTable.map((route) => [route.name, route] as const))('%s has a path in every language, each under its prefix', (_, route) => {
    expect(Object.keys(route.paths).sort()).toEqual([...languages].sort());
    for (const lang of languages) {
      const path: string = route.paths[lang];
      expect(path === `/${lang}` || path.startsWith(`/${lang}/`), path).toBe(true);
      // Kebab-case ASCII slugs only: no diacritics, no upper case, no stray characters.
      for (const segment of path.split('/').slice(2)) {
        expect(segment, path).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[a-zA-Z]+\??|\*)$/);
      }
    }
  });

  it.each(routeTable.map((route) => [route.name, route] as const))('%s has a label in every language, beside its paths', (_, route) => {
    expect(Object.keys(route.label).sort()).toEqual([...languages].sort());
    for (const lang of languages) {
      const label: string = route.label[lang];
      expect(label.trim(), `${route.name} in ${lang}`).not.toBe('');
      expect(label, `${route.name} in ${lang}`).toBe(label.trim());
      expect(routeLabel(route.name, lang)).toBe(label);
    }
  });

  it('labels a route in the language asked for', () => {
    expect(routeLabel('shops-services', 'cz')).toBe('Obchody a služby');
    expect(routeLabel('shops-services', 'en')).toBe('Shops & services');
    expect(routeLabel('opening-hours', 'de')).toBe('Öffnungszeiten');
  });

  it.each(routeTable.map((route) => [route.name, route] as const))('%s has the same params in every language', (_, route) => {
    const english = paramNames(route.paths.en);
    for (const lang of languages) expect(paramNames(route.paths[lang]), route.paths[lang]).toEqual(english);
  });

  it.each(languages)('has no duplicate or ambiguous path in %s', (lang) => {
    const paths = routeTable.map((route) => route.paths[lang] as string);
    expect(new Set(paths).size).toBe(paths.length);
    const seen = new Map<string, string>();
    for (const route of routeTable) {
      for (const exploded of explode(route.paths[lang])) {
        const key = shape(exploded);
        expect(seen.get(key), `${route.name} ${exploded} collides with ${seen.get(key)}`).toBeUndefined();
        seen.set(key, route.name);
      }
    }
  });

  it('keeps the slugs the specification names exactly', () => {
    const exact: [RouteName, Lang, string][] = [
      ['home', 'en', '/en'], ['home', 'cz', '/cz'], ['home', 'sk', '/sk'], ['home', 'de', '/de'],
      ['article', 'en', '/en/a/*'], ['article', 'cz', '/cz/a/*'], ['article', 'sk', '/sk/a/*'], ['article', 'de', '/de/a/*'],
      ['about', 'en', '/en/about'], ['about', 'cz', '/cz/o-nakupnim-centru'], ['about', 'sk', '/sk/o-nakupnom-centre'],
      ['amenities-category', 'en', '/en/amenities/:category/:page'],
      ['amenities', 'en', '/en/amenities/:page?'],
      ['amenity', 'en', '/en/amenity/:id/:title?'], ['amenity', 'cz', '/cz/sluzba/:id/:title?'], ['amenity', 'sk', '/sk/sluzba/:id/:title?'],
      ['landing-aupark', 'en', '/en/al/:title'], ['landing-europasc', 'en', '/en/el/:title'],
      ['landing-galerieharfa', 'en', '/en/hl/:title'], ['landing-novoplaza', 'en', '/en/nl/:title'],
      ['landing-aupark', 'de', '/de/aupark-landings/:title'], ['landing-europasc', 'de', '/de/europasc-landings/:title'],
      ['landing-galerieharfa', 'de', '/de/galerieharfa-landings/:title'], ['landing-novoplaza', 'de', '/de/novoplaza-landings/:title'],
      ['cinema', 'en', '/en/cinema'], ['cinema', 'cz', '/cz/kino'],
      ['cookies', 'en', '/en/cookies'], ['operating-rules', 'en', '/en/operating-rules'],
      ['privacy-policy', 'en', '/en/privacy-policy'], ['terms-and-conditions', 'en', '/en/terms-and-conditions'],
      ['cookies', 'de', '/de/compliance/cookies'], ['operating-rules', 'de', '/de/compliance/operating-rules'],
      ['privacy-policy', 'de', '/de/compliance/privacy-policy'], ['terms-and-conditions', 'de', '/de/compliance/terms-and-conditions'],
      ['contact', 'en', '/en/contact'], ['contact', 'cz', '/cz/kontakt'],
      ['event', 'en', '/en/event/:id/:title?'], ['events', 'en', '/en/events/:page?'],
      ['events-mall', 'en', '/en/events-mall/:page?'], ['events-stores', 'en', '/en/events-stores/:page?'],
      ['faq', 'en', '/en/faq'], ['floorplan', 'en', '/en/floorplan/:id'], ['floorplan', 'cz', '/cz/mapa-centra/:id'],
      ['gift-cards', 'en', '/en/gift-cards'], ['information', 'en', '/en/information'],
      ['loyalty-program', 'en', '/en/loyalty-program'], ['map-way', 'en', '/en/how-to-get-here'],
      ['mobile-app', 'en', '/en/mobile-app'], ['news', 'en', '/en/news/:page?'],
      ['news-mall', 'en', '/en/news-mall/:page?'], ['news-stores', 'en', '/en/news-stores/:page?'],
      ['news-detail', 'en', '/en/news-detail/:id/:title?'], ['news-events', 'en', '/en/news-events'],
      ['newsletter', 'en', '/en/newsletter'], ['offers-category', 'en', '/en/offers/:category/:page'],
      ['offers', 'en', '/en/offers/:page?'], ['offer', 'en', '/en/offer/:id/:title?'],
      ['opening-hours', 'en', '/en/opening-hours'], ['parking', 'en', '/en/parking'],
      ['rewards-category', 'en', '/en/rewards/:category/:page'], ['rewards', 'en', '/en/rewards/:page'],
      ['reward', 'en', '/en/reward/:id/:title?'],
      ['search', 'en', '/en/search'], ['search', 'cz', '/cz/search'], ['search', 'sk', '/sk/search'], ['search', 'de', '/de/search'],
      ['shops-services', 'en', '/en/shops-services'], ['shops-category', 'en', '/en/shops/:category/:page'],
      ['shop', 'en', '/en/shop/:id/:title?'],
      ['login', 'en', '/en/login'], ['login', 'cz', '/cz/prihlaseni'],
      ['register', 'en', '/en/register'], ['register', 'cz', '/cz/registrace'],
      ['forgot-password', 'en', '/en/forgot-password'], ['set-new-password', 'en', '/en/set-new-password'],
      ['my-reward', 'en', '/en/my-reward/:id'],
      ['dashboard', 'en', '/en/dashboard'], ['dashboard', 'cz', '/cz/dashboard'], ['dashboard', 'sk', '/sk/dashboard'], ['dashboard', 'de', '/de/dashboard'],
      ['dashboard-awards', 'en', '/en/awards'], ['dashboard-favourites', 'en', '/en/favourites'],
      ['dashboard-get-points', 'en', '/en/get-points'], ['dashboard-my-points', 'en', '/en/my-points'],
      ['dashboard-profile', 'en', '/en/profile'], ['dashboard-receipts', 'en', '/en/receipts'],
      ['dashboard-rewards', 'en', '/en/rewards'], ['dashboard-support', 'en', '/en/support'],
      ['dashboard-messages', 'en', '/en/messages'], ['dashboard-messages', 'cz', '/cz/zpravy'],
      ['dashboard-messages', 'sk', '/sk/spravy'], ['dashboard-messages', 'de', '/de/dashboard/messages'],
      // Issue 22's choices for the two routes the specification names without paths.
      ['blog', 'en', '/en/blog/:page?'], ['blog', 'cz', '/cz/blog/:page?'], ['blog', 'sk', '/sk/blog/:page?'], ['blog', 'de', '/de/blog/:page?'],
      ['eshops', 'en', '/en/eshops'], ['eshops', 'cz', '/cz/e-shopy'], ['eshops', 'sk', '/sk/e-shopy'], ['eshops', 'de', '/de/eshops'],
    ];
    for (const [name, lang, path] of exact) {
      expect(routeTable.find((route) => route.name === name)?.paths[lang], `${name} ${lang}`).toBe(path);
    }
  });

  it('puts the German dashboard children under /de/dashboard and the others at the top level', () => {
    for (const route of routeTable.filter((r) => r.name.startsWith('dashboard-'))) {
      expect(route.paths.de).toMatch(/^\/de\/dashboard\/[a-z-]+$/);
      for (const lang of ['en', 'cz', 'sk'] as const) expect(route.paths[lang]).toMatch(new RegExp(`^/${lang}/[a-z-]+$`));
    }
  });

  it('gives lists an optional page, category lists and the rewards list a required one', () => {
    const optional = ['amenities', 'blog', 'events', 'events-mall', 'events-stores', 'news', 'news-mall', 'news-stores', 'offers'];
    const required = ['amenities-category', 'offers-category', 'rewards-category', 'shops-category', 'rewards'];
    for (const route of routeTable) {
      for (const lang of languages) {
        const path: string = route.paths[lang];
        if (optional.includes(route.name)) expect(path, path).toMatch(/\/:page\?$/);
        else if (required.includes(route.name)) expect(path, path).toMatch(/\/:page$/);
        else expect(path, path).not.toContain(':page');
      }
    }
  });

  it('sets layouts and guards as spec §2 says', () => {
    const guardsOf = (name: RouteName): readonly string[] => {
      const route = routeTable.find((r) => r.name === name);
      return route && 'guards' in route ? route.guards : [];
    };
    for (const route of routeTable) {
      const isDashboard = route.name === 'dashboard' || route.name.startsWith('dashboard-');
      expect(route.layout, route.name).toBe(isDashboard ? 'dashboard' : 'default');
      if (isDashboard) expect(guardsOf(route.name)).toEqual(['member']);
    }
    for (const name of ['offers', 'offers-category', 'offer'] as const) expect(guardsOf(name)).toEqual(['offers-visibility']);
    for (const name of ['rewards', 'rewards-category', 'reward'] as const) expect(guardsOf(name)).toEqual(['rewards-visibility']);
    // set-new-password too: the forgotten password's second step (issue 10).
    for (const name of ['login', 'register', 'forgot-password', 'set-new-password'] as const) expect(guardsOf(name)).toEqual(['guest-only']);
    expect(guardsOf('mobile-app')).toEqual(['mobile-app']);
    expect(guardsOf('my-reward')).toEqual(['member']);
    expect(guardsOf('shop')).toEqual([]);
  });
});
