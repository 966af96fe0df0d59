import { describe, expect, it } from 'vitest';
import type { ShopPageQuery, ShopsCategoryPageQuery } from '../../graphql/generated';
import { metaDescription } from './head';
import { shopsCategoryStatus, shopsCategoryVariables, shopStatus } from './status';

function categoryData(lastPage: number, key = '1-fashion'): ShopsCategoryPageQuery {
  return {
    settings: { showFloorNumberOnShopCard: true },
    mall: { id: '1', name: 'Aupark' },
    shopsInCategory: { category: { id: '1', name: 'Fashion', key, children: [] }, shops: [], currentPage: 1, lastPage, perPage: 10, total: lastPage * 10 },
  };
}

describe('shopsCategoryStatus', () => {
  const en = (params: Record<string, string>) => ({ lang: 'en' as const, params });
  it('is 200 for a page of the list, 404 past the end, for a page that is not a number and for an unknown category', () => {
    expect(shopsCategoryStatus(categoryData(2), en({ category: '1-fashion', page: '2' }))).toEqual({ status: 200 });
    expect(shopsCategoryStatus(categoryData(2), en({ category: '1-fashion', page: '3' }))).toEqual({ status: 404 });
    expect(shopsCategoryStatus(categoryData(2), en({ category: '1-fashion', page: 'abc' }))).toEqual({ status: 404 });
    expect(shopsCategoryStatus(categoryData(2), en({ category: '1-fashion', page: '0' }))).toEqual({ status: 404 });
    expect(shopsCategoryStatus({ ...categoryData(1), shopsInCategory: null }, en({ category: '9-x', page: '1' }))).toEqual({ status: 404 });
  });
  it("redirects another slug to the category's own key in the page's language, on the same page", () => {
    expect(shopsCategoryStatus(categoryData(2, '1-moda'), { lang: 'cz', params: { category: '1-fashion', page: '2' } })).toEqual({
      status: 301,
      location: '/cz/obchody/1-moda/2',
    });
  });
  it('asks for the first page when the page is unreadable (the status answers 404), 10 a page', () => {
    expect(shopsCategoryVariables({ lang: 'de', params: { category: '1-mode', page: 'abc' } })).toEqual({ lang: 'de', category: '1-mode', page: 1, perPage: 10 });
    expect(shopsCategoryVariables({ lang: 'de', params: { category: '1-mode', page: '3' } })).toEqual({ lang: 'de', category: '1-mode', page: 3, perPage: 10 });
  });
  it("takes the page size from the URL's query when it is one of the spec's options, else 10", () => {
    expect(shopsCategoryVariables({ lang: 'en', params: { category: '1-fashion', page: '1' }, query: { perPage: '24' } }).perPage).toBe(24);
    expect(shopsCategoryVariables({ lang: 'en', params: { category: '1-fashion', page: '1' }, query: { perPage: '7' } }).perPage).toBe(10);
  });
});

describe('shopStatus', () => {
  const data = (shop: { id: string; slug: string } | null) => ({ shop }) as unknown as ShopPageQuery;
  it('is 404 without a shop, 301 to its slug for another title, else 200', () => {
    expect(shopStatus(data(null), { lang: 'en', params: { id: '9', title: 'x' } })).toEqual({ status: 404 });
    expect(shopStatus(data({ id: '12', slug: 'h-and-m' }), { lang: 'sk', params: { id: '12', title: 'hm' } })).toEqual({ status: 301, location: '/sk/obchod/12/h-and-m' });
    expect(shopStatus(data({ id: '12', slug: 'h-and-m' }), { lang: 'en', params: { id: '12', title: 'h-and-m' } })).toEqual({ status: 200 });
  });
});

describe('metaDescription', () => {
  it('keeps a short text and cuts a long one at a word, with an ellipsis', () => {
    expect(metaDescription('  Fresh   coffee. ')).toBe('Fresh coffee.');
    const long = `${'word '.repeat(60)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
