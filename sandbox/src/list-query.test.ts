import { describe, expect, it } from 'vitest';
import { containsFolded, foldForSearch, parseBooleanFilter, parseListQuery, sortItems } from './list-query';

const parse = (query: Record<string, unknown>) => parseListQuery(query, ['name'], ['name', 'category_id']);

describe('parseListQuery', () => {
  it('defaults to page 1 of 10 without sort or filters', () => {
    expect(parse({})).toEqual({ ok: true, value: { page: 1, perPage: 10, sort: null, filters: {} } });
  });

  it('reads page, per_page, descending sort and filters', () => {
    const result = parse({ page: '3', per_page: '1000', sort: '-name', 'filter[name]': 'dm' });
    expect(result).toEqual({ ok: true, value: { page: 3, perPage: 1000, sort: { field: 'name', descending: true }, filters: { name: 'dm' } } });
  });

  it.each([
    [{ page: 'abc' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ per_page: '0' }, 'per_page'],
    [{ per_page: '1001' }, 'per_page'],
    [{ per_page: '2.5' }, 'per_page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ sort: 'price' }, 'sort'],
    [{ sort: 'na me' }, 'sort'],
    [{ 'filter[colour]': 'red' }, 'filter[colour]'],
  ])('refuses %o with a message on %s', (query, field) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.[0]).toEqual(expect.any(String));
  });
});

describe('search helpers', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Café Bistro Ľudovít')).toBe('cafe bistro ludovit');
    expect(containsFolded('Dráčik', 'DRAC')).toBe(true);
    expect(containsFolded('Pošta', 'posta ')).toBe(true);
    expect(containsFolded('Tchibo', 'dm')).toBe(false);
  });

  it('parses boolean filters', () => {
    expect(parseBooleanFilter('true')).toBe(true);
    expect(parseBooleanFilter('0')).toBe(false);
    expect(parseBooleanFilter('yes')).toBeNull();
  });

  it('sorts with Czech collation, stable and reversible', () => {
    const names = ['Zara', 'Čedok', 'Cinema', 'dm', 'Albert'];
    expect(sortItems(names, (n) => n, false)).toEqual(['Albert', 'Cinema', 'Čedok', 'dm', 'Zara']);
    expect(sortItems(names, (n) => n, true)[0]).toBe('Zara');
    expect(sortItems([3, 1, 2], (n) => n, false)).toEqual([1, 2, 3]);
  });
});
