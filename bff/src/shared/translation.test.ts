import { describe, expect, it } from 'vitest';
import { pickTranslation, requireTranslation } from './translation';

const records = [
  { locale: 'en', title: 'Summer sale', description: '' },
  { locale: 'cz', title: 'Letní výprodej', description: 'Slevy až 50 %' },
  { locale: 'sk', title: 'Letný výpredaj' },
];

describe('pickTranslation', () => {
  it('uses the selected language', () => {
    expect(pickTranslation(records, 'title', 'sk')).toBe('Letný výpredaj');
  });
  it('falls back to the tenant language, then English, then the first record with the field', () => {
    expect(pickTranslation(records, 'title', 'de', 'cz')).toBe('Letní výprodej');
    expect(pickTranslation(records, 'title', 'de')).toBe('Summer sale');
    expect(pickTranslation(records, 'description', 'de')).toBe('Slevy až 50 %');
  });
  it('treats blank text as missing', () => {
    expect(pickTranslation(records, 'description', 'en', 'sk')).toBe('Slevy až 50 %');
  });
  it('is undefined without records or without the field anywhere', () => {
    expect(pickTranslation([], 'title', 'en')).toBeUndefined();
    expect(pickTranslation(null, 'title', 'en')).toBeUndefined();
    expect(pickTranslation(records, 'article', 'en')).toBeUndefined();
  });
});

describe('requireTranslation', () => {
  it("gives the specification's placeholder per field when nothing exists", () => {
    expect(requireTranslation(records, 'article', 'en')).toBe('Article missing');
    expect(requireTranslation([], 'title', 'en')).toBe('Title missing');
    expect(requireTranslation([], 'company_category', 'cz')).toBe('Category name missing');
    expect(requireTranslation([], 'whatever', 'cz')).toBe('Translation is missing');
  });
});
