import { describe, expect, it } from 'vitest';
import { emptyPostPage, latestLimit, postListQuery, relatedPosts, scopeFilters } from './list';

describe('the scope filters', () => {
  it('are the platform filters of the spec', () => {
    expect(scopeFilters('ALL')).toEqual({});
    expect(scopeFilters('MALL')).toEqual({ 'filter[company_id]': 'null' });
    expect(scopeFilters('STORES')).toEqual({ 'filter[not_company_id]': 'null' });
    expect(scopeFilters('MALL', '1004')).toEqual({ 'filter[company_id]': '1004' });
  });
});

describe('related posts', () => {
  it('takes the first lists first, never the item itself nor one twice, at most the limit', () => {
    const a = [{ id: '1' }, { id: '2' }];
    const b = [{ id: '2' }, { id: '3' }, { id: '4' }];
    expect(relatedPosts('1', [a, b], 3).map((p) => p.id)).toEqual(['2', '3', '4']);
    expect(relatedPosts('3', [a, b], 2).map((p) => p.id)).toEqual(['1', '2']);
  });
});

describe("a list's arguments", () => {
  it('take the scope, or a shop that wins over it', () => {
    expect(postListQuery({ page: 2, perPage: 12, scope: 'MALL' })).toEqual({ page: 2, perPage: 12, scope: 'MALL', filters: { 'filter[company_id]': 'null' } });
    expect(postListQuery({ page: 1, perPage: 10, scope: 'STORES', shopId: '1004' })).toEqual({ page: 1, perPage: 10, scope: 'STORES', filters: { 'filter[company_id]': '1004' } });
    expect(postListQuery({ page: 1, perPage: 10 }).scope).toBe('ALL');
  });
  it('give a shop id that cannot be one no filters: its list is empty, with no upstream call', () => {
    const list = postListQuery({ page: 3, perPage: 24, scope: 'ALL', shopId: 'abc' });
    expect(list.filters).toBeNull();
    expect(emptyPostPage(list)).toEqual({ scope: 'ALL', items: [], currentPage: 3, lastPage: 1, perPage: 24, total: 0 });
  });
  it('refuse a page or a size the specification has not (BAD_USER_INPUT)', () => {
    expect(() => postListQuery({ page: 0, perPage: 10 })).toThrow(/list arguments/);
    expect(() => postListQuery({ page: 1, perPage: 7 })).toThrow(/list arguments/);
  });
});

describe('the latest count', () => {
  it('is 1 to 48', () => {
    expect(latestLimit(1)).toBe(1);
    expect(latestLimit(48)).toBe(48);
    for (const bad of [0, 49, 2.5]) expect(() => latestLimit(bad)).toThrow('limit must be 1 to 48.');
  });
});
