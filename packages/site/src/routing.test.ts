import { describe, expect, it } from 'vitest';
import { alternates, canonicalPath, getRoute, isRouteName, matchPath, pathFor, routeTable, type LooseParams } from './index';
import { languages } from './types';

// Sample values for every parameter name the table uses.
const samples: Record<string, string> = { id: '12', title: 'marks-and-spencer', page: '3', category: 'fashion', '*': 'about/history' };
const sampleParams = (path: string): LooseParams =>
  Object.fromEntries(
    path
      .split('/')
      .filter((segment) => segment.startsWith(':') || segment === '*')
      .map((segment) => segment.replace(/^:|\?$/g, ''))
      .map((key) => [key, samples[key]]),
  );

describe('pathFor', () => {
  it('builds detail paths in every language', () => {
    expect(pathFor('shop', 'cz', { id: 12, title: 'hm' })).toBe('/cz/obchod/12/hm');
    expect(pathFor('shop', 'en', { id: 12, title: 'hm' })).toBe('/en/shop/12/hm');
    expect(pathFor('amenity', 'sk', { id: 4, title: 'detsky-kutik' })).toBe('/sk/sluzba/4/detsky-kutik');
    expect(pathFor('dashboard-rewards', 'de')).toBe('/de/dashboard/rewards');
    expect(pathFor('home', 'sk')).toBe('/sk');
  });

  it('omits an optional page that is not given and keeps one that is', () => {
    expect(pathFor('events', 'en')).toBe('/en/events');
    expect(pathFor('events', 'en', {})).toBe('/en/events');
    expect(pathFor('events', 'sk', { page: 2 })).toBe('/sk/podujatia/2');
    expect(pathFor('offers-category', 'cz', { category: 'moda', page: 1 })).toBe('/cz/nabidky/moda/1');
  });

  it('takes the article permalink as the splat, keeping its slashes', () => {
    expect(pathFor('article', 'en', { '*': 'about/history' })).toBe('/en/a/about/history');
    expect(pathFor('article', 'cz', { '*': '/o-nas/' })).toBe('/cz/a/o-nas');
  });

  it('percent-encodes values', () => {
    expect(pathFor('shop', 'en', { id: 1, title: 'a b/c' })).toBe('/en/shop/1/a%20b%2Fc');
    expect(pathFor('article', 'de', { '*': 'ä/b c' })).toBe('/de/a/%C3%A4/b%20c');
  });

  it('throws on a missing required param', () => {
    // Loosely typed calls, as from code that does not know the route statically.
    const loose = pathFor as (name: string, lang: string, params?: LooseParams) => string;
    expect(() => loose('floorplan', 'en', {})).toThrow(/missing param "id"/);
    expect(() => loose('rewards', 'en')).toThrow(/missing param "page"/);
    expect(() => loose('shop', 'en', { id: '', title: 'x' })).toThrow(/missing param "id"/);
    expect(() => loose('article', 'en', {})).toThrow(/missing param "\*"/);
    expect(() => loose('article', 'en', { '*': '/' })).toThrow(/missing param "\*"/);
    expect(() => loose('nope', 'en')).toThrow(/Unknown route/);
  });
});

describe('matchPath', () => {
  it.each(routeTable.flatMap((route) => languages.map((lang) => [route.name, lang] as const)))(
    'finds %s (%s) from the path pathFor builds',
    (name, lang) => {
      const route = getRoute(name);
      const params = sampleParams(route.paths[lang]);
      const path = alternates(name, params)[lang];
      const match = matchPath(path);
      expect(match?.route.name, path).toBe(name);
      expect(match?.lang).toBe(lang);
      expect(match?.params).toEqual(params);
    },
  );

  it('lets static segments win: the dashboard rewards page versus the rewards list', () => {
    expect(matchPath('/en/rewards')?.route.name).toBe('dashboard-rewards');
    expect(matchPath('/en/rewards/2')?.route.name).toBe('rewards');
    expect(matchPath('/en/rewards/food/2')?.route.name).toBe('rewards-category');
    expect(matchPath('/cz/odmeny')?.route.name).toBe('dashboard-rewards');
    expect(matchPath('/de/rewards')).toBeNull();
    expect(matchPath('/de/dashboard/rewards')?.route.name).toBe('dashboard-rewards');
  });

  it('tells a list with a page from a category list', () => {
    expect(matchPath('/en/offers')).toMatchObject({ params: {} });
    expect(matchPath('/en/offers')?.route.name).toBe('offers');
    expect(matchPath('/en/offers/2')).toMatchObject({ params: { page: '2' } });
    expect(matchPath('/en/offers/fashion/2')?.route.name).toBe('offers-category');
  });

  it('matches home in each language', () => {
    for (const lang of languages) expect(matchPath(`/${lang}`)).toMatchObject({ route: { name: 'home' }, lang, params: {} });
  });

  it('decodes params and keeps slashes of the permalink', () => {
    expect(matchPath('/en/shop/1/a%20b%2Fc')?.params).toEqual({ id: '1', title: 'a b/c' });
    expect(matchPath('/cz/a/o-nas/historie')?.params).toEqual({ '*': 'o-nas/historie' });
    expect(matchPath('/de/a/%C3%A4/b%20c')?.params).toEqual({ '*': 'ä/b c' });
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(matchPath('/en/')?.route.name).toBe('home');
    expect(matchPath('/cz/kino/')?.route.name).toBe('cinema');
    expect(matchPath('/en/a/x/y/')?.params).toEqual({ '*': 'x/y' });
    expect(matchPath('/sk/podujatia/2?sort=asc#top')).toMatchObject({ route: { name: 'events' }, params: { page: '2' } });
  });

  it('returns null for unknown paths', () => {
    for (const path of ['/', '', '/fr', '/fr/about', '/en/unknown', '/en/shop', '/en/shop/1/x/y', '/cz/about', '/en/a', '/en/a/', '/english']) {
      expect(matchPath(path), path).toBeNull();
    }
  });

  it('matches a detail path without its title: the page answers 301 to its slug', () => {
    expect(matchPath('/en/shop/12')).toMatchObject({ route: { name: 'shop' }, params: { id: '12' } });
    expect(matchPath('/cz/sluzba/7/')?.route.name).toBe('amenity');
  });

  it("does not mix languages: a slug of another language is unknown", () => {
    expect(matchPath('/en/kino')).toBeNull();
    expect(matchPath('/sk/o-nakupnim-centru')).toBeNull();
    expect(matchPath('/de/about')?.lang).toBe('de');
  });
});

describe('canonicalPath (issue 17: one spelling per page)', () => {
  it("is the route table's own path for another case, a trailing or a doubled slash", () => {
    expect(canonicalPath('/EN/Shops-Services')).toBe('/en/shops-services');
    expect(canonicalPath('/en/shops-services/')).toBe('/en/shops-services');
    expect(canonicalPath('/en//shops-services//')).toBe('/en/shops-services');
    expect(canonicalPath('/SK/')).toBe('/sk');
    expect(canonicalPath('/cz/obchod/12/h-and-m')).toBe('/cz/obchod/12/h-and-m');
  });
  it('keeps the parameters as given, re-encoded as links encode them', () => {
    expect(canonicalPath('/en/shop/12/h%2Dm')).toBe('/en/shop/12/h-m');
    expect(canonicalPath('/en/a/about//history')).toBe('/en/a/about/history');
  });
  it('is null for a path no route matches', () => {
    expect(canonicalPath('/en/nothing-here')).toBeNull();
    expect(canonicalPath('/xx/shops-services')).toBeNull();
  });
});

describe('alternates', () => {
  it('gives the same page in every language', () => {
    expect(alternates('shop', { id: 7, title: 'dm' })).toEqual({
      en: '/en/shop/7/dm',
      cz: '/cz/obchod/7/dm',
      sk: '/sk/obchod/7/dm',
      de: '/de/shop/7/dm',
    });
    expect(alternates('about')).toEqual({ en: '/en/about', cz: '/cz/o-nakupnim-centru', sk: '/sk/o-nakupnom-centre', de: '/de/about' });
    expect(alternates('dashboard-receipts').de).toBe('/de/dashboard/receipts');
  });

  it('takes the params of a match, keeping the page', () => {
    const match = matchPath('/cz/novinky/4');
    expect(match).not.toBeNull();
    if (match) expect(alternates(match.route.name, match.params)).toMatchObject({ en: '/en/news/4', de: '/de/news/4' });
  });
});

describe('isRouteName', () => {
  it('knows the table', () => {
    expect(isRouteName('shop')).toBe(true);
    expect(isRouteName('blog')).toBe(true);
    expect(isRouteName('eshop')).toBe(false);
  });
});

describe('pathFor types', () => {
  it('requires exactly the params the route has', () => {
    const check = () => {
      // @ts-expect-error: a detail page needs its id
      pathFor('shop', 'en');
      // The title may be left out (the page answers 301 to its slug).
      pathFor('shop', 'en', { id: 1 });
      // @ts-expect-error: the rewards list needs its page
      pathFor('rewards', 'en', {});
      pathFor('events', 'en');
      pathFor('events', 'en', { page: 2 });
      pathFor('article', 'en', { '*': 'a/b' });
    };
    expect(check).toBeTypeOf('function');
  });
});
