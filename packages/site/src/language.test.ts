import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  fallbackLanguageOf,
  offeredLanguages,
  langFromBrowserLanguage,
  langFromPath,
  localeCookieMaxAgeSeconds,
  localeCookieName,
  localeCookiePath,
  parseAcceptLanguage,
  toHtmlLang,
  toOgLocale,
} from './language';

describe('langFromBrowserLanguage', () => {
  it.each([
    ['cs', 'cz'],
    ['cs-CZ', 'cz'],
    ['cz', 'cz'],
    ['sk', 'sk'],
    ['sk-SK', 'sk'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['de_DE', 'de'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['gb', 'en'],
    ['us', 'en'],
    ['EN-us', 'en'],
  ])('%s → %s', (tag, lang) => {
    expect(langFromBrowserLanguage(tag)).toBe(lang);
  });

  it.each(['fr', 'pl-PL', 'hu', '', '*', 'toString', 'constructor'])('%j → null', (tag) => {
    expect(langFromBrowserLanguage(tag)).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('sorts by q-value, best first', () => {
    expect(parseAcceptLanguage('en;q=0.5, cs-CZ, de;q=0.8, sk;q=0.9')).toEqual(['cs-CZ', 'sk', 'de', 'en']);
  });

  it('keeps the header order for equal q-values', () => {
    expect(parseAcceptLanguage('de-AT,de;q=0.9,en;q=0.9,cs')).toEqual(['de-AT', 'cs', 'de', 'en']);
  });

  it('leaves out q=0, malformed q-values, the wildcard and empty entries', () => {
    expect(parseAcceptLanguage('fr;q=0, *;q=0.1, de;q=abc, ,sk;q=1.0, en;q=0.001')).toEqual(['sk', 'en']);
    expect(parseAcceptLanguage('de;q=2')).toEqual([]);
  });

  it('handles a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('tolerates whitespace and other parameters', () => {
    expect(parseAcceptLanguage(' sk ; q = 0.7 ;level=1 , en ')).toEqual(['en', 'sk']);
  });
});

describe('langFromPath', () => {
  it.each([
    ['/cz/kino', 'cz'],
    ['/de', 'de'],
    ['/sk/', 'sk'],
    ['/EN/about', 'en'],
    ['/en?x=1', 'en'],
    ['/', null],
    ['', null],
    ['/fr/about', null],
    ['/english', null],
  ])('%j → %j', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });
});

describe('detectLanguage', () => {
  it("takes the URL's language first", () => {
    expect(detectLanguage({ path: '/sk/kino', cookie: 'de', acceptLanguages: ['en'], fallback: 'cz' })).toBe('sk');
  });

  it('then the locale cookie', () => {
    expect(detectLanguage({ path: '/', cookie: 'de', acceptLanguages: ['en'], fallback: 'cz' })).toBe('de');
    expect(detectLanguage({ cookie: 'sk', fallback: 'en' })).toBe('sk');
  });

  it('ignores a cookie that is not one of our languages', () => {
    expect(detectLanguage({ cookie: 'fr', acceptLanguages: ['de-AT'], fallback: 'cz' })).toBe('de');
    expect(detectLanguage({ cookie: '', fallback: 'sk' })).toBe('sk');
  });

  it('then the first browser language we have, skipping unknown ones', () => {
    expect(detectLanguage({ acceptLanguages: ['fr-FR', 'pl', 'cs-CZ', 'en'], fallback: 'en' })).toBe('cz');
    expect(detectLanguage({ acceptLanguages: parseAcceptLanguage('fr, en-US;q=0.5, de;q=0.7'), fallback: 'cz' })).toBe(
      'de',
    );
  });

  it("then the tenant's fallback", () => {
    expect(detectLanguage({ fallback: 'cz' })).toBe('cz');
    expect(detectLanguage({ path: '/', cookie: null, acceptLanguages: ['fr', 'hu'], fallback: 'sk' })).toBe('sk');
  });
});

describe('metadata codes (spec §9)', () => {
  it('maps cz to cs for html lang', () => {
    expect(toHtmlLang('cz')).toBe('cs');
    expect(toHtmlLang('en')).toBe('en');
    expect(toHtmlLang('sk')).toBe('sk');
    expect(toHtmlLang('de')).toBe('de');
  });

  it('gives the Open Graph locale', () => {
    expect(toOgLocale('en')).toBe('en_GB');
    expect(toOgLocale('cz')).toBe('cs_CZ');
    expect(toOgLocale('sk')).toBe('sk_SK');
    expect(toOgLocale('de')).toBe('de_DE');
  });
});

describe('locale cookie (spec §9)', () => {
  it('is named locale, lives 365 days, on path /', () => {
    expect(localeCookieName).toBe('locale');
    expect(localeCookieMaxAgeSeconds).toBe(365 * 86_400);
    expect(localeCookiePath).toBe('/');
  });
});

describe('offeredLanguages (issue 22)', () => {
  it("is the mall's supported languages that the platform has web translations for, of our four, in our order", () => {
    expect(offeredLanguages(['sk', 'en', 'de', 'cz'], ['en', 'cz', 'sk', 'de'])).toEqual(['en', 'cz', 'sk', 'de']);
    expect(offeredLanguages(['sk', 'en'], ['en', 'cz', 'sk', 'de'])).toEqual(['en', 'sk']);
    expect(offeredLanguages(['en', 'cz', 'sk', 'de'], ['de', 'sk'])).toEqual(['sk', 'de']);
    expect(offeredLanguages(['sk', 'en', 'de'], ['de', 'cz', 'en'])).toEqual(['en', 'de']);
  });

  it('leaves out languages we do not have (hu, fr) and reads the platform spellings: cs is cz, any case', () => {
    expect(offeredLanguages(['hu', 'CS', 'sk'], ['cz', 'sk', 'fr'])).toEqual(['cz', 'sk']);
    expect(offeredLanguages([' De '], ['de'])).toEqual(['de']);
  });

  it('is null when nothing is left (missing data, nothing in common): the caller offers all four', () => {
    expect(offeredLanguages([], ['en', 'cz', 'sk', 'de'])).toBeNull();
    expect(offeredLanguages(['en', 'cz'], [])).toBeNull();
    expect(offeredLanguages(['sk'], ['de'])).toBeNull();
    expect(offeredLanguages(['hu', 'pl'], ['hu', 'pl'])).toBeNull();
  });
});

describe('fallbackLanguageOf', () => {
  it("is the tenant's fallback when offered, else the first offered", () => {
    expect(fallbackLanguageOf(['en', 'sk'], 'sk')).toBe('sk');
    expect(fallbackLanguageOf(['en', 'de'], 'cz')).toBe('en');
    expect(fallbackLanguageOf(['de'], 'cz')).toBe('de');
  });
});

describe('detectLanguage with the offered languages', () => {
  it('passes over a cookie or a browser language the tenant does not offer', () => {
    expect(detectLanguage({ cookie: 'de', acceptLanguages: ['de-AT', 'en'], fallback: 'sk', offered: ['sk', 'en'] })).toBe('en');
    expect(detectLanguage({ cookie: 'en', acceptLanguages: ['de'], fallback: 'sk', offered: ['sk', 'en'] })).toBe('en');
  });

  it("ends at the fallback, or the first offered when the tenant's fallback is not", () => {
    expect(detectLanguage({ cookie: 'de', acceptLanguages: ['cs'], fallback: 'sk', offered: ['en', 'sk'] })).toBe('sk');
    expect(detectLanguage({ cookie: 'de', acceptLanguages: ['cs'], fallback: 'cz', offered: ['en', 'sk'] })).toBe('en');
  });
});
