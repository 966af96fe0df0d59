import { describe, expect, it } from 'vitest';
import { pageQueryOf } from '@mall/site';
import type { BlogPageQuery } from '../../graphql/generated';
import { blogPath, blogQuery, blogStatus, blogVariables, categoryRule } from './variables';

const data = (category: { id: string; name: string } | null, lastPage = 1): BlogPageQuery =>
  ({
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
    blog: { categories: [], category, items: [], currentPage: 1, lastPage, perPage: 10, total: 0 },
  }) as BlogPageQuery;

describe('the blog\'s category filter (?category=)', () => {
  it('reads a platform id, and any other spelling as no filter', () => {
    expect(categoryRule('1721')).toBe('1721');
    for (const value of ['', '0', '01', '-3', '1.5', 'tips', '1721x', '9'.repeat(13)]) expect(categoryRule(value), value).toBeNull();
  });

  it('is part of the page\'s query with the page size, nothing else', () => {
    const query = pageQueryOf(blogQuery, new URLSearchParams('category=1721&utm_source=x&perPage=24'));
    expect(query).toEqual({ category: '1721', perPage: '24' });
    expect(pageQueryOf(blogQuery, new URLSearchParams('category=tips'))).toEqual({});
  });

  it('asks the page, its size and the category', () => {
    expect(blogVariables({ lang: 'cz', params: {}, query: {} })).toEqual({ lang: 'cz', page: 1, perPage: 10, category: null });
    expect(blogVariables({ lang: 'de', params: { page: '2' }, query: { category: '1722', perPage: '24' } })).toEqual({ lang: 'de', page: 2, perPage: 24, category: '1722' });
  });
});

describe('blogStatus', () => {
  it('is 200 for the blog and a category it has, 404 for a category it does not have', () => {
    expect(blogStatus(data(null), { lang: 'en', params: {}, query: {} })).toEqual({ status: 200 });
    expect(blogStatus(data({ id: '1721', name: 'Tips' }), { lang: 'en', params: {}, query: { category: '1721' } })).toEqual({ status: 200 });
    expect(blogStatus(data(null), { lang: 'en', params: {}, query: { category: '9999' } })).toEqual({ status: 404 });
  });

  it('is 404 past the last page and for a page that is not a number; an empty blog\'s first page is a page', () => {
    expect(blogStatus(data(null, 1), { lang: 'en', params: { page: '2' }, query: {} })).toEqual({ status: 404 });
    expect(blogStatus(data(null, 1), { lang: 'en', params: { page: 'x' }, query: {} })).toEqual({ status: 404 });
    expect(blogStatus(data(null, 3), { lang: 'en', params: { page: '3' }, query: {} })).toEqual({ status: 200 });
  });
});

describe('blogPath', () => {
  it('writes the first page without its number, and keeps the category', () => {
    expect(blogPath('en', 1, null)).toBe('/en/blog');
    expect(blogPath('cz', 2, null)).toBe('/cz/blog/2');
    expect(blogPath('sk', 3, '1721')).toBe('/sk/blog/3?category=1721');
    expect(blogPath('de', 1, '1721')).toBe('/de/blog?category=1721');
  });
});
