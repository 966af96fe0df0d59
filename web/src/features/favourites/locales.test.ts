import { describe, expect, it } from 'vitest';
import { textProblems } from '../../i18n/feature-texts';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

describe('translations', () => {
  it('has exactly the English keys in every language, none empty', () => {
    expect(textProblems({ en, cz, sk, de })).toEqual([]);
  });
});
