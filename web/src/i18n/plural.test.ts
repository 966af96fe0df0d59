import { createInstance, type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import { i18nLanguageFor, langForI18nLanguage } from './config';
import { i18nOptions } from './resources';

// Spec §9 point wording: 1 singular, 2–4 the "few" form, 5 and above the "many" (CLDR: other) form.
// CLDR's Czech and Slovak "many" is for fractions (1,5 bodu).

const instances = {} as Record<Lang, i18n>;

beforeAll(async () => {
  for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
    const instance = createInstance();
    await instance.init(i18nOptions(lang));
    instances[lang] = instance;
  }
});

describe('i18nLanguageFor', () => {
  it('gives i18next BCP 47 codes', () => {
    expect(i18nLanguageFor('cz')).toBe('cs');
    expect(i18nLanguageFor('sk')).toBe('sk');
    expect(i18nLanguageFor('en')).toBe('en');
    expect(i18nLanguageFor('de')).toBe('de');
    expect(langForI18nLanguage('cs')).toBe('cz');
    expect(langForI18nLanguage('cz')).toBeNull();
  });
});

describe('plural forms', () => {
  it.each([
    [1, '1 bod'],
    [2, '2 body'],
    [4, '4 body'],
    [5, '5 bodů'],
    [22, '22 bodů'],
    [25, '25 bodů'],
    [0, '0 bodů'],
    [1.5, '1,5 bodu'],
  ])('Czech: %s points → %s', (count, text) => {
    expect(instances.cz.t('plural.points', { count })).toBe(text);
  });

  it.each([
    [1, '1 bod'],
    [2, '2 body'],
    [4, '4 body'],
    [5, '5 bodov'],
    [22, '22 bodov'],
    [25, '25 bodov'],
    [0, '0 bodov'],
    [1.5, '1,5 bodu'],
  ])('Slovak: %s points → %s', (count, text) => {
    expect(instances.sk.t('plural.points', { count })).toBe(text);
  });

  it('words shops and results in Czech and Slovak', () => {
    expect([1, 3, 5].map((count) => instances.cz.t('plural.shops', { count }))).toEqual(['1 obchod', '3 obchody', '5 obchodů']);
    expect([1, 3, 5].map((count) => instances.sk.t('plural.shops', { count }))).toEqual(['1 obchod', '3 obchody', '5 obchodov']);
    expect([1, 2, 11].map((count) => instances.cz.t('plural.results', { count }))).toEqual([
      '1 výsledek',
      '2 výsledky',
      '11 výsledků',
    ]);
    expect([1, 2, 11].map((count) => instances.sk.t('plural.results', { count }))).toEqual([
      '1 výsledok',
      '2 výsledky',
      '11 výsledkov',
    ]);
  });

  it('words English and German with one and other', () => {
    expect([1, 2, 5].map((count) => instances.en.t('plural.points', { count }))).toEqual(['1 point', '2 points', '5 points']);
    expect([1, 2, 5].map((count) => instances.de.t('plural.shops', { count }))).toEqual(['1 Geschäft', '2 Geschäfte', '5 Geschäfte']);
    expect(instances.en.t('plural.results', { count: 0 })).toBe('0 results');
  });

  it('groups thousands the way each language does', () => {
    expect(instances.en.t('plural.points', { count: 1250 })).toBe('1,250 points');
    expect(instances.de.t('plural.points', { count: 1250 })).toBe('1.250 Punkte');
    expect(instances.cz.t('plural.points', { count: 1250 }).replace(/\s/g, ' ')).toBe('1 250 bodů');
  });
});

describe('interpolation', () => {
  it('fills the page-not-found path without escaping it', () => {
    expect(instances.en.t('error.pageNotFound', { path: '/en/a&b' })).toBe('Page not found: /en/a&b');
    expect(instances.cz.t('error.pageNotFound', { path: '/cz/x' })).toBe('Stránka nenalezena: /cz/x');
  });

  it('fills footer, hours and carousel texts', () => {
    expect(instances.sk.t('footer.rights', { year: 2025, name: 'Aupark' })).toBe('© 2025 Aupark – Všetky práva vyhradené.');
    expect(instances.de.t('home.todayHours', { from: '09:00', to: '21:00' })).toBe('Heute 09:00–21:00');
    expect(instances.en.t('carousel.slide', { index: 2, count: 5 })).toBe('Slide 2 of 5');
  });
});
