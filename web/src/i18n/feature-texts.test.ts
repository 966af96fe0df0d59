import { describe, expect, it } from 'vitest';
import { textProblems } from './feature-texts';

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
