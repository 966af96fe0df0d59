import { describe, expect, it } from 'vitest';
import { asGiven, flag, isWellFormedText, MAX_QUERY_VALUE_LENGTH, oneOf, pageQueryOf, pageSizeQuery, pageSizeRule, secret, secretPlaceholder } from './page-query';

describe("a page's query (issue 17: only what the page reads, in one spelling)", () => {
  it('keeps the declared parameters only, the first value of each, in the order of their names', () => {
    const rules = { q: asGiven, page: asGiven };
    expect(pageQueryOf(rules, new URLSearchParams('x=1&q=shoes&utm_source=a&page=2&q=other'))).toEqual({ page: '2', q: 'shoes' });
    expect(Object.keys(pageQueryOf(rules, new URLSearchParams('q=a&page=2')))).toEqual(['page', 'q']);
    expect(pageQueryOf(undefined, new URLSearchParams('q=a'))).toEqual({});
  });
  it("reads a page size in one spelling; the default and a size no one offers are absent", () => {
    expect(pageSizeRule('24')).toBe('24');
    expect(pageSizeRule('08')).toBe('8');
    for (const size of ['10', '13', 'abc', '', '-1', '240']) expect(pageSizeRule(size)).toBeNull();
    expect(pageQueryOf(pageSizeQuery, new URLSearchParams('perPage=10'))).toEqual({});
  });
  it('takes a value as given unless it is empty, longer than any page reads, or not well-formed text', () => {
    expect(asGiven('abc')).toBe('abc');
    expect(asGiven('')).toBeNull();
    expect(asGiven('x'.repeat(MAX_QUERY_VALUE_LENGTH))).not.toBeNull();
    expect(asGiven('x'.repeat(MAX_QUERY_VALUE_LENGTH + 1))).toBeNull();
    expect(asGiven('a\uD800b')).toBeNull();
    expect(asGiven('😀')).toBe('😀');
  });
  it('reads flags and a few values in their one spelling', () => {
    expect(flag()('1')).toBe('1');
    expect(flag()('true')).toBeNull();
    expect(oneOf('expired')('expired')).toBe('expired');
    expect(oneOf('expired')('Expired')).toBeNull();
  });
  it("keeps a visitor's secret as a placeholder only: one page for every newsletter link, no token in it nor in the key", () => {
    const rules = { confirm: flag(), token: secret };
    const a = pageQueryOf(rules, new URLSearchParams('confirm=1&token=eyJwIjoiY29uZmlybSJ9.c2lnbmF0dXJl&email=jana%40example.com'));
    expect(a).toEqual({ confirm: '1', token: secretPlaceholder });
    expect(pageQueryOf(rules, new URLSearchParams('confirm=1&token=another.token'))).toEqual(a);
    // Without a token the page is another one (the form, not the link's button).
    expect(pageQueryOf(rules, new URLSearchParams('confirm=1&token='))).toEqual({ confirm: '1' });
  });
  it('tells well-formed text from text with a lone surrogate', () => {
    expect(isWellFormedText('žluťoučký kůň 😀')).toBe(true);
    expect(isWellFormedText('\uD83D')).toBe(false);
    expect(isWellFormedText('\uDE00x')).toBe(false);
  });
});
