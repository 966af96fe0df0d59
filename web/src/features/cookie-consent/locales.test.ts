import { describe, expect, it } from 'vitest';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';
import { emptyTexts, textKeys } from '../../i18n/feature-texts';

describe('translations', () => {
  it.each([
    ['cz', cz],
    ['sk', sk],
    ['de', de],
  ])('%s has exactly the English keys, none empty', (_lang, bundle) => {
    expect(textKeys(bundle)).toEqual(textKeys(en));
    expect(emptyTexts(bundle)).toEqual([]);
  });
});
