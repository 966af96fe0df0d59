import { describe, expect, it } from 'vitest';
import type { OfferPageQuery, OffersPageQuery } from '../../graphql/generated';
import { offerHead, offersListHead, shortDescription } from './head';
import { isProductLayout, offersListPath, offersListStatus, offersListVariables, offerStatus, offerVariables } from './rules';

const clothing = { id: '101', key: '101-clothing', name: 'Clothing', children: [] };

function list(overrides: Partial<NonNullable<OffersPageQuery['offers']>> | null = {}, layout = 'product'): OffersPageQuery {
  return {
    settings: { offersLayout: layout },
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
    offerCategories: [clothing],
    offers:
      overrides === null
        ? null
        : { category: null, currentPage: 1, lastPage: 2, perPage: 10, total: 19, offers: [{ id: '1', image: '/img?url=a', summary: null } as never], ...overrides },
  };
}

describe('offers list rules', () => {
  it('asks the page of the path (1 when absent or not a number) at the default size, with the category when there is one', () => {
    expect(offersListVariables({ lang: 'en', params: {} })).toEqual({ lang: 'en', page: 1, perPage: 10, category: null });
    expect(offersListVariables({ lang: 'cz', params: { page: '2' } })).toEqual({ lang: 'cz', page: 2, perPage: 10, category: null });
    expect(offersListVariables({ lang: 'en', params: { page: 'abc', category: '101-clothing' } })).toEqual({ lang: 'en', page: 1, perPage: 10, category: '101-clothing' });
  });

  it('answers a page of the list, 404 for a page that is not one or lies past the end, 404 for an unknown category', () => {
    expect(offersListStatus(list(), { lang: 'en', params: {} })).toEqual({ status: 200 });
    expect(offersListStatus(list(), { lang: 'en', params: { page: '2' } })).toEqual({ status: 200 });
    expect(offersListStatus(list(), { lang: 'en', params: { page: '3' } })).toEqual({ status: 404 });
    expect(offersListStatus(list(), { lang: 'en', params: { page: 'abc' } })).toEqual({ status: 404 });
    expect(offersListStatus(list(), { lang: 'en', params: { page: '0' } })).toEqual({ status: 404 });
    expect(offersListStatus(list(null), { lang: 'en', params: { category: '999-nothing', page: '1' } })).toEqual({ status: 404 });
    // An empty list is a page (it says so) on page 1 only.
    expect(offersListStatus(list({ lastPage: 1, total: 0, offers: [] }), { lang: 'en', params: {} })).toEqual({ status: 200 });
  });

  it("leads a category's old or other language's slug to its own path, keeping the page", () => {
    const data = list({ category: clothing });
    expect(offersListStatus(data, { lang: 'en', params: { category: '101-clothing', page: '2' } })).toEqual({ status: 200 });
    expect(offersListStatus(data, { lang: 'en', params: { category: '101-obleceni', page: '2' } })).toEqual({ status: 301, location: '/en/offers/101-clothing/2' });
    expect(offersListStatus(data, { lang: 'sk', params: { category: '101', page: '1' } })).toEqual({ status: 301, location: '/sk/ponuky/101-clothing/1' });
    // The whole list's first page has no number.
    expect(offersListStatus(list(), { lang: 'cz', params: { page: '1' } })).toEqual({ status: 301, location: '/cz/nabidky' });
  });

  it('builds the paths of its pages: the first page of the whole list without a number', () => {
    expect(offersListPath('en', null, 1)).toBe('/en/offers');
    expect(offersListPath('cz', null, 2)).toBe('/cz/nabidky/2');
    expect(offersListPath('de', '101-clothing', 1)).toBe('/de/offers/101-clothing/1');
  });

  it('lists products by default (spec §9) and offers for any other layout', () => {
    expect(isProductLayout('product')).toBe(true);
    expect(isProductLayout('')).toBe(true);
    expect(isProductLayout('grid')).toBe(false);
  });
});

describe('offer detail rules', () => {
  const offer = { id: '1501', slug: 'linen-summer-shirt' };
  const data = (found: boolean) => ({ offer: found ? offer : null }) as unknown as OfferPageQuery;
  it('asks for the id of the path', () => {
    expect(offerVariables({ lang: 'de', params: { id: '1501', title: 'x' } })).toEqual({ lang: 'de', id: '1501' });
  });
  it('answers the offer, 301 to its own slug, 404 for none', () => {
    expect(offerStatus(data(true), { lang: 'en', params: { id: '1501', title: 'linen-summer-shirt' } })).toEqual({ status: 200 });
    expect(offerStatus(data(true), { lang: 'cz', params: { id: '1501', title: 'wrong' } })).toEqual({ status: 301, location: '/cz/nabidka/1501/linen-summer-shirt' });
    expect(offerStatus(data(false), { lang: 'en', params: { id: 'abc', title: 'x' } })).toEqual({ status: 404 });
  });
});

describe('heads', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it("names the list by the layout, the category and the page, with the first offer's picture", () => {
    expect(offersListHead(list(), { lang: 'en', params: {} }, t)).toEqual({
      title: 'offers:head.productsTitle{"mall":"Aupark"}',
      description: 'offers:head.productsDescription{"mall":"Aupark"}',
      ogImage: '/img?url=a',
    });
    const head = offersListHead(list({ category: clothing }, 'grid'), { lang: 'en', params: { category: '101-clothing', page: '2' } }, t);
    expect(head.title).toBe('offers:head.page{"title":"offers:head.categoryTitle{\\"category\\":\\"Clothing\\",\\"list\\":\\"offers:head.title{\\\\\\"mall\\\\\\":\\\\\\"Aupark\\\\\\"}\\"}","page":2}');
    expect(head.description).toBe('offers:head.categoryDescription{"category":"Clothing","mall":"Aupark"}');
  });
  it("describes an offer by its own text, cut to a meta description's length, else by who gives it", () => {
    const base = { mall: { id: '1', name: 'Aupark', dateFormat: null }, settings: { offersLayout: 'product' } };
    const offer = { name: 'Shirt', summary: 'Linen. '.repeat(40), image: '/img?url=s', shop: { name: 'H&M' } };
    const head = offerHead({ ...base, offer } as unknown as OfferPageQuery, t);
    expect(head.title).toBe('offers:head.offerTitle{"name":"Shirt","mall":"Aupark"}');
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.description!.endsWith('…')).toBe(true);
    expect(head.ogImage).toBe('/img?url=s');
    expect(offerHead({ ...base, offer: { ...offer, summary: null } } as unknown as OfferPageQuery, t).description).toBe(
      'offers:head.offerDescription{"name":"Shirt","shop":"H&M","mall":"Aupark"}',
    );
    expect(shortDescription('short')).toBe('short');
  });
});
