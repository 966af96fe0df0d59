import { describe, expect, it } from 'vitest';
import type { AmenitiesPageQuery, AmenityPageQuery } from '../../graphql/generated';
import { detailPageStatus, isExternal, listPageStatus, listVariables } from './variables';

describe('listVariables and listPageStatus', () => {
  const data = (category: { id: string; name: string; key: string } | null): AmenitiesPageQuery => ({
    mall: { id: '1', name: 'Harfa' },
    amenityCategories: [],
    amenities: { category, items: [], currentPage: 1, lastPage: 2, perPage: 10, total: 11 },
  });
  it('takes an absent page as the first', () => {
    expect(listVariables({ lang: 'cz', params: {} })).toEqual({ lang: 'cz', page: 1, perPage: 10, category: null });
    expect(listPageStatus(data(null), { lang: 'cz', params: {} })).toEqual({ status: 200 });
    expect(listPageStatus(data(null), { lang: 'cz', params: { page: '3' } })).toEqual({ status: 404 });
  });
  it("redirects a category to its own key, and 404s one that does not exist", () => {
    const families = { id: '952', name: 'Pro rodiny', key: '952-pro-rodiny' };
    expect(listPageStatus(data(families), { lang: 'cz', params: { category: '952-families', page: '1' } })).toEqual({ status: 301, location: '/cz/sluzby/952-pro-rodiny/1' });
    expect(listPageStatus({ ...data(null), amenities: null }, { lang: 'cz', params: { category: '1-moda', page: '1' } })).toEqual({ status: 404 });
  });
});

describe('detailPageStatus', () => {
  const data = (amenity: { id: string; slug: string; redirect: string | null } | null) => ({ mall: { id: '1', name: 'Harfa' }, amenity }) as unknown as AmenityPageQuery;
  it("sends an amenity with a configured link there, whatever the path's slug", () => {
    expect(detailPageStatus(data({ id: '2301', slug: 'parkovani', redirect: '/cz/parkovani' }), { lang: 'cz', params: { id: '2301', title: 'parkovani' } })).toEqual({ status: 301, location: '/cz/parkovani' });
    expect(detailPageStatus(data({ id: '2302', slug: 'wi-fi', redirect: 'https://www.galerieharfa.cz/wifi' }), { lang: 'cz', params: { id: '2302', title: 'x' } })).toEqual({
      status: 301,
      location: 'https://www.galerieharfa.cz/wifi',
    });
  });
  it('is 404 without an amenity, 301 to its slug (cz: sluzba), else 200', () => {
    expect(detailPageStatus(data(null), { lang: 'cz', params: { id: '1', title: 'x' } })).toEqual({ status: 404 });
    expect(detailPageStatus(data({ id: '2303', slug: 'prebalovaci-mistnost', redirect: null }), { lang: 'cz', params: { id: '2303', title: 'x' } })).toEqual({
      status: 301,
      location: '/cz/sluzba/2303/prebalovaci-mistnost',
    });
  });
  it('tells another site from a path of ours', () => {
    expect(isExternal('https://x.test/a')).toBe(true);
    expect(isExternal('/cz/parkovani')).toBe(false);
  });
});
