import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, searchParamsFor, searchQueryRule, searchText } from './search-query';

describe('searchText', () => {
  it('is empty for an absent or blank q', () => {
    expect(searchText(null)).toEqual({ query: '', shortened: false });
    expect(searchText('   ')).toEqual({ query: '', shortened: false });
  });
  it('trims and collapses whitespace', () => {
    expect(searchText('  cafe   bistro ')).toEqual({ query: 'cafe bistro', shortened: false });
  });
  it(`cuts a text longer than ${MAX_QUERY_LENGTH} characters and says so`, () => {
    const { query, shortened } = searchText('kaffee '.repeat(300));
    expect(shortened).toBe(true);
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(query.startsWith('kaffee kaffee')).toBe(true);
  });
});

describe('searchParamsFor', () => {
  it('writes ?q= for a text and nothing for an empty box', () => {
    expect(searchParamsFor('žluťoučký kůň')).toBe('?q=%C5%BElu%C5%A5ou%C4%8Dk%C3%BD+k%C5%AF%C5%88');
    expect(searchParamsFor('  ')).toBe('');
  });
});

describe('searchQueryRule (issue 17: ?q= in one spelling)', () => {
  it('reads the same search from its spelling as from the text it came as', () => {
    for (const raw of ['shoes', '  zara   kids ', 'kaffee '.repeat(300), `a${' '.repeat(300)}b`, 'ž'.repeat(250), '😀'.repeat(150)]) {
      const spelt = searchQueryRule(raw);
      expect(spelt).not.toBeNull();
      expect(searchText(spelt)).toEqual(searchText(raw));
      expect(spelt!.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH + 2);
    }
  });
  it('is absent for a blank text or one that is not well-formed', () => {
    expect(searchQueryRule('   ')).toBeNull();
    expect(searchQueryRule('a\uD800')).toBeNull();
  });
  it('never cuts a surrogate pair in two', () => {
    const text = `${'a'.repeat(MAX_QUERY_LENGTH)}😀`;
    expect(searchQueryRule(text)).toBe(text);
    expect(searchText(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`).query).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
  });
});
