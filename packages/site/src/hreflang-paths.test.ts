import { describe, expect, it } from 'vitest';
import { samePageIn } from './hreflang-paths';
import { alternates, hreflangPaths } from './paths';

describe('hreflangPaths', () => {
  it('keys each language by its hreflang code (cz → cs) and adds x-default, the fallback language', () => {
    expect(hreflangPaths(alternates('cinema'), 'cz')).toEqual({ en: '/en/cinema', cs: '/cz/kino', sk: '/sk/kino', de: '/de/cinema', 'x-default': '/cz/kino' });
    expect(hreflangPaths(alternates('home'), 'sk')['x-default']).toBe('/sk');
  });
});

describe('hreflangPaths of the languages a tenant offers (issue 22)', () => {
  it('names only the offered languages; x-default is the fallback when offered', () => {
    expect(hreflangPaths(alternates('cinema'), 'sk', ['en', 'sk'])).toEqual({ en: '/en/cinema', sk: '/sk/kino', 'x-default': '/sk/kino' });
    expect(hreflangPaths(alternates('contact'), 'en', ['cz', 'en'])).toEqual({ en: '/en/contact', cs: '/cz/kontakt', 'x-default': '/en/contact' });
  });

  it('x-default is the first offered language when the fallback is not offered', () => {
    expect(hreflangPaths(alternates('cinema'), 'cz', ['sk', 'de'])).toEqual({ sk: '/sk/kino', de: '/de/cinema', 'x-default': '/sk/kino' });
  });
});

describe('samePageIn: the same page in another language', () => {
  it('home', () => {
    expect(samePageIn('/de', 'sk')).toBe('/sk');
  });
  it("a static page, through the route table's localized slug", () => {
    expect(samePageIn('/de/contact', 'cz')).toBe('/cz/kontakt');
    expect(samePageIn('/de/compliance/cookies', 'sk')).toBe('/sk/zasady-cookies');
    expect(samePageIn('/cz/o-nakupnim-centru', 'en')).toBe('/en/about');
  });
  it('a list page keeps its page number', () => {
    expect(samePageIn('/de/events/2', 'cz')).toBe('/cz/akce/2');
  });
  it('a detail page keeps its id (and its title slug, which the detail page then corrects)', () => {
    expect(samePageIn('/de/shop/12/marks-and-spencer', 'sk')).toBe('/sk/obchod/12/marks-and-spencer');
    expect(samePageIn('/de/event/7', 'cz')).toBe('/cz/udalost/7');
  });
  it("an article keeps its permalink; a landing its title", () => {
    expect(samePageIn('/de/a/about/history', 'en')).toBe('/en/a/about/history');
    expect(samePageIn('/de/aupark-landings/spring', 'sk')).toBe('/sk/al/spring');
  });
  it("a path no route has goes to the language's home", () => {
    expect(samePageIn('/de/no-such-page/at/all', 'en')).toBe('/en');
  });
});
