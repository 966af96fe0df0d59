import { describe, expect, it } from 'vitest';
import type { RewardPageQuery, RewardsPageQuery } from '../../graphql/generated';
import { detailPageStatus, detailVariables, listPageStatus, listVariables } from './variables';

const page = (category: { id: string; name: string; key: string } | null, lastPage = 2): RewardsPageQuery => ({
  mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
  rewardCategories: [],
  rewards: { category, items: [], currentPage: 1, lastPage, perPage: 10, total: 13 },
});
const food = { id: '901', name: 'Jídlo a pití', key: '901-jidlo-a-piti' };

describe('listVariables', () => {
  it('asks for the page of the path, 10 a page, and the category key as it is', () => {
    expect(listVariables({ lang: 'cz', params: { page: '2' } })).toEqual({ lang: 'cz', page: 2, perPage: 10, category: null });
    expect(listVariables({ lang: 'en', params: { category: '901-x', page: '1' } })).toEqual({ lang: 'en', page: 1, perPage: 10, category: '901-x' });
    // Not a page: page 1 is asked, and the status says 404.
    expect(listVariables({ lang: 'en', params: { page: 'abc' } }).page).toBe(1);
  });
});

describe('listPageStatus', () => {
  it('is 200 for a page that exists, 404 past the end or for a page that is not one', () => {
    expect(listPageStatus(page(null), { lang: 'en', params: { page: '2' } })).toEqual({ status: 200 });
    expect(listPageStatus(page(null), { lang: 'en', params: { page: '3' } })).toEqual({ status: 404 });
    expect(listPageStatus(page(null), { lang: 'en', params: { page: 'abc' } })).toEqual({ status: 404 });
    expect(listPageStatus(page(null), { lang: 'en', params: { page: '0' } })).toEqual({ status: 404 });
  });
  it('is 404 for a category that does not exist', () => {
    expect(listPageStatus({ ...page(null), rewards: null }, { lang: 'en', params: { category: '999', page: '1' } })).toEqual({ status: 404 });
  });
  it("redirects to the category's own key", () => {
    expect(listPageStatus(page(food), { lang: 'cz', params: { category: '901-jidlo-a-piti', page: '1' } })).toEqual({ status: 200 });
    expect(listPageStatus(page(food), { lang: 'cz', params: { category: '901-food-and-drinks', page: '2' } })).toEqual({ status: 301, location: '/cz/odmeny/901-jidlo-a-piti/2' });
    expect(listPageStatus(page(food, 1), { lang: 'cz', params: { category: '901', page: '2' } })).toEqual({ status: 404 });
  });
});

describe('detailPageStatus', () => {
  const data = (reward: { id: string; slug: string } | null) => ({ mall: { id: '1', name: 'Aupark', dateFormat: null }, reward, relatedRewards: [] }) as unknown as RewardPageQuery;
  it('is 404 without a reward, 301 to its slug, else 200', () => {
    expect(detailVariables({ lang: 'sk', params: { id: '1401', title: 'x' } })).toEqual({ lang: 'sk', id: '1401' });
    expect(detailPageStatus(data(null), { lang: 'sk', params: { id: '1401', title: 'x' } })).toEqual({ status: 404 });
    expect(detailPageStatus(data({ id: '1401', slug: 'kava-zadarmo' }), { lang: 'sk', params: { id: '1401', title: 'x' } })).toEqual({ status: 301, location: '/sk/odmena/1401/kava-zadarmo' });
    expect(detailPageStatus(data({ id: '1401', slug: 'kava-zadarmo' }), { lang: 'sk', params: { id: '1401', title: 'kava-zadarmo' } })).toEqual({ status: 200 });
  });
});
