import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { never } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import type { OfferCardFragment } from '../graphql/generated';
import { i18nOptions } from '../i18n/resources';
import { formatPrice, OfferCard, offerCardLayout, type OfferCardLayout } from './offer-card';

const offer: OfferCardFragment = {
  id: '2501',
  name: 'Letní lněná košile',
  slug: 'letni-lnena-kosile',
  image: '/img?url=https%3A%2F%2Fcdn.example.com%2Fshirt.jpg',
  price: 899,
  originalPrice: 1199,
  discountPercent: 25,
  currency: 'CZK',
  validFrom: '2026-05-01',
  validTo: '2030-12-31',
  upcoming: false,
  liked: false,
  shop: { id: '2013', name: 'Zara', slug: 'zara' },
};

// The card's like button reads the layout's settings from the client's cache (none here: never answered).
const client = { executeQuery: () => never } as unknown as Client;

function renderCard(layout: OfferCardLayout, lang: Lang = 'cz', overrides: Partial<OfferCardFragment> = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter>
          <OfferCard offer={{ ...offer, ...overrides }} lang={lang} layout={layout} dateFormat="j. n. Y" />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('OfferCard', () => {
  it('as a product: a link to the offer, the price, the old price and the discount, the shop', () => {
    renderCard('product');
    expect(screen.getByRole('link', { name: 'Letní lněná košile' }).getAttribute('href')).toBe('/cz/nabidka/2501/letni-lnena-kosile');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Letní lněná košile');
    expect(screen.getByText(/^899\sKč$/)).toBeTruthy();
    expect(screen.getByText(/^Původní cena 1\s199\sKč$/)).toBeTruthy();
    expect(screen.getByText('sleva 25 %')).toBeTruthy();
    expect(screen.getByText('Zara')).toBeTruthy();
    expect(screen.queryByText(/Platí do/)).toBeNull();
    const img = document.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('640');
  });

  it("as an offer: the shop and how long it runs, no price", () => {
    renderCard('offer', 'de', { validTo: null });
    expect(screen.getByText('Bis auf Weiteres')).toBeTruthy();
    expect(screen.queryByText(/Kč/)).toBeNull();
  });
});

describe('offer card helpers', () => {
  it('reads the layout setting: product by default (spec §9), offer cards otherwise', () => {
    expect(offerCardLayout('product')).toBe('product');
    expect(offerCardLayout(null)).toBe('product');
    expect(offerCardLayout('grid')).toBe('offer');
  });
  it("writes a price in the page's language and the offer's currency, without decimals for a whole amount", () => {
    expect(formatPrice(35.99, 'EUR', 'en')).toBe('€35.99');
    expect(formatPrice(35.99, 'EUR', 'sk')).toMatch(/^35,99\s€$/);
    expect(formatPrice(899, 'CZK', 'cz')).toMatch(/^899\sKč$/);
    expect(formatPrice(4.9, 'EUR', 'de')).toMatch(/^4,90\s€$/);
  });
});
