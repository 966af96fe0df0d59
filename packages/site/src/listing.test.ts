import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, detailPath, detailStatus, listStatus, MAX_PAGE, PAGE_SIZE_OPTIONS, pageNumber, pageSize, pageSizeParam, RELATED_COUNTS } from './listing';

describe('pageNumber', () => {
  it('reads an absent page as the first', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('')).toBe(1);
  });
  it('reads a positive integer', () => {
    expect(pageNumber('1')).toBe(1);
    expect(pageNumber('37')).toBe(37);
    expect(pageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
  });
  it.each(['abc', '0', '01', '-2', '1.5', '1e3', ' 2', '2 ', '+3', String(MAX_PAGE + 1), '999999999999999999999'])('refuses %j', (raw) => {
    expect(pageNumber(raw)).toBeNull();
  });
});

describe('listStatus', () => {
  it('answers 200 within the pages and 404 past the last', () => {
    expect(listStatus(1, 3)).toEqual({ status: 200 });
    expect(listStatus(3, 3)).toEqual({ status: 200 });
    expect(listStatus(4, 3)).toEqual({ status: 404 });
  });
  it('shows the first page of an empty list, and no other', () => {
    expect(listStatus(1, 0)).toEqual({ status: 200 });
    expect(listStatus(2, 0)).toEqual({ status: 404 });
  });
  it('answers 404 for a page that is not a number', () => {
    expect(listStatus(pageNumber('abc'), 5)).toEqual({ status: 404 });
  });
});

describe('detailStatus', () => {
  const item = { id: '12', slug: 'h-and-m' };
  it('answers 404 for an item that does not exist', () => {
    expect(detailStatus('shop', null, { lang: 'en', params: { id: '99', title: 'x' } })).toEqual({ status: 404 });
    expect(detailStatus('shop', undefined, { lang: 'en', params: { id: '99', title: 'x' } })).toEqual({ status: 404 });
  });
  it('shows the item at its own slug', () => {
    expect(detailStatus('shop', item, { lang: 'en', params: { id: '12', title: 'h-and-m' } })).toEqual({ status: 200 });
  });
  it('sends a wrong, missing or other-language slug to the right one, in the page language', () => {
    expect(detailStatus('shop', item, { lang: 'en', params: { id: '12', title: 'hm' } })).toEqual({ status: 301, location: '/en/shop/12/h-and-m' });
    expect(detailStatus('shop', item, { lang: 'cz', params: { id: '12', title: 'H-and-M' } })).toEqual({
      status: 301,
      location: detailPath('shop', 'cz', item),
    });
    expect(detailPath('shop', 'cz', item)).toMatch(/^\/cz\/[a-z-]+\/12\/h-and-m$/);
  });
  it('sends an id written another way (leading zero) to the canonical one', () => {
    expect(detailStatus('offer', item, { lang: 'en', params: { id: '012', title: 'h-and-m' } })).toEqual({ status: 301, location: '/en/offer/12/h-and-m' });
  });
  it('gives a title of signs only a stable segment, so its own path is not redirected again', () => {
    const signs = { id: '5', slug: '' };
    const status = detailStatus('reward', signs, { lang: 'en', params: { id: '5', title: 'x' } });
    expect(status).toEqual({ status: 301, location: '/en/reward/5/-' });
    expect(detailStatus('reward', signs, { lang: 'en', params: { id: '5', title: '-' } })).toEqual({ status: 200 });
  });
});

it('keeps the constants of the specification', () => {
  expect(DEFAULT_PAGE_SIZE).toBe(10);
  expect(PAGE_SIZE_OPTIONS).toEqual([1, 2, 8, 12, 24, 48]);
  expect(RELATED_COUNTS).toEqual([8, 6, 4, 3]);
});

describe('pageSize', () => {
  it('reads one of the options from the query', () => {
    for (const size of PAGE_SIZE_OPTIONS) expect(pageSize({ [pageSizeParam]: String(size) })).toBe(size);
  });
  it.each<Record<string, string> | undefined>([undefined, {}, { perPage: '7' }, { perPage: '10' }, { perPage: 'abc' }, { perPage: '012' }, { perPage: '1000' }, { perPage: '' }])('gives the default for %j', (query) => {
    expect(pageSize(query)).toBe(DEFAULT_PAGE_SIZE);
  });
});
