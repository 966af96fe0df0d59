import { fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it } from 'vitest';
import { pathFor, type Lang } from '@mall/site';
import type { OfferCardFragment, OfferPageQuery, OffersPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { CatchHttpError } from '../../test/catch-http-error';
import { OfferScreen } from './offer-screen';
import { OffersScreen } from './offers-screen';


function At() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

function card(n: number, overrides: Partial<OfferCardFragment> = {}): OfferCardFragment {
  return {
    id: String(1500 + n),
    name: `Offer ${n}`,
    slug: `offer-${n}`,
    image: `/img?url=https%3A%2F%2Fcdn.example.com%2F${n}.jpg`,
    price: 35.99,
    originalPrice: 44.99,
    discountPercent: 20,
    currency: 'EUR',
    validFrom: '2026-05-01',
    validTo: '2030-12-31',
    upcoming: false,
    liked: false,
    shop: { id: '1017', name: 'H&M', slug: 'h-and-m' },
    ...overrides,
  };
}

const clothing = { id: '101', key: '101-clothing', name: 'Clothing', children: [{ id: '112' }] };

function listData(layout = 'product', overrides: Partial<NonNullable<OffersPageQuery['offers']>> = {}): OffersPageQuery {
  return {
    settings: { offersLayout: layout },
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
    offerCategories: [clothing, { id: '104', key: '104-electronics', name: 'Electronics', children: [] }],
    offers: {
      category: null,
      currentPage: 1,
      lastPage: 2,
      perPage: 10,
      total: 12,
      offers: [card(1), card(2, { price: null, originalPrice: null, discountPercent: 50, validTo: null }), card(3, { upcoming: true, validFrom: '2027-01-02' })].map((o) => ({ ...o, summary: null })),
      ...overrides,
    },
  };
}

function clientWith(result: object | null): Client {
  return { executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never) } as unknown as Client;
}

function renderAt(url: string, result: object | null, lang: Lang = 'en') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const patterns = (name: 'offers' | 'offers-category' | 'offer') =>
    ({ offers: '/:lang/:list/:page?', 'offers-category': '/:lang/:list/:category/:page', offer: '/:lang/:detail/:id/:title' })[name];
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={clientWith(result)}>
        <MemoryRouter initialEntries={[url]}>
          <CatchHttpError>
            <Routes>
              <Route path={url.includes('/offer/') || url.includes('/nabidka/') ? patterns('offer') : url.split('/').length > 4 ? patterns('offers-category') : patterns('offers')} element={url.includes('/offer/') || url.includes('/nabidka/') ? <OfferScreen /> : <OffersScreen />} />
            </Routes>
            <At />
          </CatchHttpError>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('OffersScreen', () => {
  it('shows product cards by default: price, old price, discount, shop; the categories; paging as links', () => {
    renderAt('/en/offers', listData());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products');
    const cards = screen.getAllByTestId('offer-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.getAttribute('data-layout')).toBe('product');
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Offer 1' }).getAttribute('href')).toBe('/en/offer/1501/offer-1');
    expect(first.getByText('€35.99')).toBeTruthy();
    expect(first.getByText('Original price €44.99')).toBeTruthy();
    expect(first.getByText('20 % off')).toBeTruthy();
    expect(first.getByText('H&M')).toBeTruthy();
    // An offer without a price shows its discount, not a price.
    expect(within(cards[1]!).queryByText(/€/)).toBeNull();
    const categories = within(screen.getByTestId('offer-categories'));
    expect(categories.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    expect(categories.getByRole('link', { name: 'Clothing' }).getAttribute('href')).toBe('/en/offers/101-clothing/1');
    expect(within(screen.getByTestId('pagination')).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/en/offers/2');
    // Images are lazy below the fold, with their size.
    const img = cards[0]!.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
  });

  it("shows offer cards in another layout: shop first and how long it runs, in the mall's date format and the page's language", () => {
    renderAt('/sk/ponuky', listData('grid'), 'sk');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ponuky');
    const cards = screen.getAllByTestId('offer-card');
    expect(cards[0]!.getAttribute('data-layout')).toBe('offer');
    expect(within(cards[0]!).getByText('Platí do 31.12.2030')).toBeTruthy();
    expect(within(cards[1]!).getByText('Až do odvolania')).toBeTruthy();
    expect(within(cards[2]!).getByText('Začína 02.01.2027')).toBeTruthy();
    expect(within(cards[0]!).queryByText(/€/)).toBeNull();
  });

  it('sets the all-images-loaded flag once every card has loaded its picture (spec §4)', () => {
    // Pictures still on their way (happy-dom has none to fetch, so it calls every image complete).
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    try {
      renderAt('/en/offers', listData());
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
    const listEl = screen.getByTestId('offer-list');
    expect(listEl.getAttribute('data-all-images-loaded')).toBe('false');
    listEl.querySelectorAll('img').forEach((img) => fireEvent.load(img));
    expect(listEl.getAttribute('data-all-images-loaded')).toBe('true');
  });

  it("titles a category's page by its name and marks it; says so when it has no offers", () => {
    renderAt('/en/offers/101-clothing/1', listData('product', { category: clothing, offers: [], total: 0, lastPage: 1 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Clothing');
    expect(within(screen.getByTestId('offer-categories')).getByRole('link', { name: 'Clothing' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('offers-empty').textContent).toBe('No offers in this category right now.');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it("marks a subcategory's parent among the categories", () => {
    renderAt('/en/offers/112-mens-clothing/1', listData('product', { category: { id: '112', key: '112-mens-clothing', name: 'Men’s clothing' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Men’s clothing');
    expect(within(screen.getByTestId('offer-categories')).getByRole('link', { name: 'Clothing' }).getAttribute('aria-current')).toBe('true');
  });

  it("goes to a category's own slug (301 on the server), and shows the 404 for a page past the end or an unknown category", () => {
    renderAt('/en/offers/101-obleceni/1', listData('product', { category: clothing }));
    expect(screen.getByTestId('at').textContent).toBe('/en/offers/101-clothing/1');
    renderAt('/en/offers/3', listData());
    expect(screen.getByTestId('error').textContent).toBe('404');
  });

  it('shows a loading state while the data is on its way', () => {
    renderAt('/en/offers', null);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

function offerData(overrides: Partial<NonNullable<OfferPageQuery['offer']>> = {}, layout = 'product'): OfferPageQuery {
  return {
    settings: { offersLayout: layout },
    mall: { id: '1', name: 'Aupark', dateFormat: 'j. n. Y' },
    offer: {
      ...card(1, { name: 'Letní lněná košile', slug: 'letni-lnena-kosile' }),
      description: '<p>Prodyšný <strong>len</strong>.</p>',
      summary: 'Prodyšný len.',
      images: ['/img?url=a', '/img?url=b'],
      expired: false,
      liked: false,
      shop: { id: '1017', name: 'H&M', slug: 'h-and-m', logo: null },
      categories: [clothing],
      related: [card(2), card(3)],
      ...overrides,
    },
  };
}

describe('OfferScreen', () => {
  it('shows the offer: pictures, shop link, price and discount, validity, categories, description, related offers', () => {
    renderAt('/cz/nabidka/1501/letni-lnena-kosile', offerData(), 'cz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Letní lněná košile');
    expect(screen.getByTestId('offer-shop').getAttribute('href')).toBe(pathFor('shop', 'cz', { id: '1017', title: 'h-and-m' }));
    expect(screen.getByTestId('offer-price').textContent).toContain('35,99');
    expect(screen.getByTestId('offer-price').textContent).toContain('sleva 20 %');
    expect(screen.getByTestId('offer-validity').textContent).toBe('1. 5. 2026 – 31. 12. 2030');
    expect(screen.getByTestId('offer-description').innerHTML).toBe('<p>Prodyšný <strong>len</strong>.</p>');
    expect(screen.getByRole('link', { name: 'Clothing' }).getAttribute('href')).toBe('/cz/nabidky/101-clothing/1');
    expect(within(screen.getByTestId('offer-related')).getAllByTestId('offer-card')).toHaveLength(2);
    expect(screen.queryByTestId('offer-ended')).toBeNull();
  });

  it('has a like button (the cards too) that tells a visitor liking needs signing in, with the way to sign in and back', () => {
    renderAt('/en/offer/1501/letni-lnena-kosile', offerData());
    const detail = screen.getByTestId('offer-detail');
    const like = within(detail).getAllByTestId('like-button')[0]!;
    expect(like.textContent).toContain('Like');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('offer-related')).getAllByTestId('like-button')).toHaveLength(2);
    fireEvent.click(like);
    const note = within(detail).getAllByTestId('like-note')[0]!;
    expect(note.textContent).toContain('Liking offers needs signing in');
    expect(within(note).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login?redirect=%2Fen%2Foffer%2F1501%2Fletni-lnena-kosile');
  });

  it('marks an ended offer', () => {
    renderAt('/en/offer/1501/letni-lnena-kosile', offerData({ expired: true }));
    expect(screen.getByTestId('offer-ended').textContent).toBe('This offer has ended.');
  });

  it('goes to the right slug, and shows the 404 for an offer that does not exist', () => {
    renderAt('/en/offer/1501/wrong', offerData());
    expect(screen.getByTestId('at').textContent).toBe('/en/offer/1501/letni-lnena-kosile');
    renderAt('/en/offer/abc/x', { ...offerData(), offer: null });
    expect(screen.getByTestId('error').textContent).toBe('404');
  });
});
