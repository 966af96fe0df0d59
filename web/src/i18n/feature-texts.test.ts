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

  it("asks each language for its own plural forms of a plural text (cs and sk: one, few, many, other)", () => {
    const en = { a: 'A', n_one: '{{count}} place', n_other: '{{count}} places' };
    const slavic = { a: 'A', n_one: '1', n_few: '2', n_many: '1,5', n_other: '5' };
    expect(textProblems({ en, cz: slavic, sk: slavic, de: en })).toEqual([]);
    expect(textProblems({ en, cz: en, sk: { ...slavic, n_zero: '0' }, de: slavic })).toEqual([
      'cz: missing n_few',
      'cz: missing n_many',
      'sk: extra n_zero',
      'de: extra n_few',
      'de: extra n_many',
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
