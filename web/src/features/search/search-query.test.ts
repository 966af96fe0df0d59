import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, searchParamsFor, searchText } from './search-query';

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
