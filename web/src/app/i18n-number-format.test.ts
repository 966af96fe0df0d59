import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages } from '@mall/site';
import { createI18n } from './i18n';
import { loadTexts, addTexts } from './texts';
import { baseOptions, i18nLanguageFor } from '../i18n/config';
import { formatNumber, numberFormatsMade } from '../i18n/number-format';

const counts = [0, 1, 2, 4, 5, 21, 999, 1_240, 12_345, 1_000_000, 2.5];

describe('the texts’ number format', () => {
  it.each(languages)('writes in %s what i18next’s own `number` format writes, count by count', async (lang) => {
    const texts = await loadTexts(lang, ['common']);
    const ours = createI18n(lang, texts);
    // i18next as it comes: the built-in `number` format.
    const theirs = createInstance();
    await theirs.init({ ...baseOptions(lang), resources: {}, initAsync: false });
    addTexts(theirs, lang, texts);
    for (const count of counts) {
      for (const key of ['shopCounts.offers', 'shopCounts.events', 'shopCounts.news'] as const) {
        expect(ours.t(key, { count })).toBe(theirs.t(key, { count }));
      }
    }
    expect(ours.t('shopCounts.offers', { count: 1_240 })).toContain(new Intl.NumberFormat(i18nLanguageFor(lang)).format(1_240));
  });

  it('makes one formatter per language, whatever the counts and the other options of the call', async () => {
    const i18n = createI18n('cz', await loadTexts('cz', ['common']));
    i18n.t('shopCounts.offers', { count: 3 });
    const before = numberFormatsMade;
    // Every Intl.NumberFormat made meanwhile, by anyone (i18next's own format would make one per count).
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made++;
        return new target(...args);
      },
    });
    try {
      for (let count = 0; count < 200; count++) i18n.t('shopCounts.offers', { count, shop: `Shop ${count}`, ns: 'common' });
    } finally {
      Intl.NumberFormat = original;
    }
    expect(made).toBe(0);
    expect(numberFormatsMade).toBe(before);
  });

  it('writes a count under a thousand without any formatter; a larger one with the language’s', () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made++;
        return new target(...args);
      },
    });
    try {
      // A language no other test formats in: its formatter is not kept yet.
      for (let count = 0; count < 1000; count++) expect(formatNumber(count, 'en-IE')).toBe(new original('en-IE').format(count));
      expect(made).toBe(0);
      expect(formatNumber(1000, 'en-IE')).toBe('1,000');
      expect(formatNumber(-3, 'en-IE')).toBe(new original('en-IE').format(-3));
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = original;
    }
  });

  it('keeps formatters apart by the options Intl reads, and ignores the rest', () => {
    expect(formatNumber(1234.5, 'de', { minimumFractionDigits: 2 })).toBe('1.234,50');
    expect(formatNumber(1234.5, 'de', { count: 7 })).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en', {})).toBe('1,234.5');
  });
});
