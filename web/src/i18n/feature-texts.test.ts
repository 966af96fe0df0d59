import { describe, expect, it } from 'vitest';
import { languages } from '@mall/site';
import { textProblems, type FeatureTexts } from './feature-texts';
import { featureTexts } from './resources';

describe('textProblems', () => {
  it('names missing, extra and empty texts per language', () => {
    const en = { a: 'A', b: { c: 'C' } };
    expect(textProblems({ en, cz: en, sk: en, de: en })).toEqual([]);
    expect(textProblems({ en, cz: { a: 'A' }, sk: { a: 'A', b: { c: 'C', d: 'D' } }, de: { a: ' ', b: { c: 'C' } } })).toEqual([
      'cz: missing b.c',
      'sk: extra b.d',
      'de: empty a',
    ]);
  });
});

// Every feature's texts (features/*/locales/*.json, found by glob: a new feature is checked without a
// line here), one test per feature.
describe("every feature's texts", () => {
  const features = Object.keys(featureTexts).sort();

  it('are found', () => {
    expect(features).toContain('shops');
    expect(features).toContain('cookie-consent');
  });

  it.each(features)('%s: one file per language, each with exactly the English keys, none empty', (feature) => {
    const texts = featureTexts[feature]!;
    expect(Object.keys(texts).sort()).toEqual([...languages].sort());
    expect(textProblems(texts as FeatureTexts)).toEqual([]);
  });
});
