import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { GiftCardsPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { giftCardsHead } from './head';
import { GiftCardsScreen } from './gift-cards-screen';

const image = `/img?url=${encodeURIComponent('https://sandbox.test/images/picture/aupark/mall-gift_cards_images_1.jpg')}`;
const data = (helpEmail: string | null, images = [image]): GiftCardsPageQuery => ({ mall: { id: '1', name: 'Aupark' }, giftCards: { images, helpEmail } });

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: GiftCardsPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={['/sk/darcekove-karty']}>
          <GiftCardsScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('GiftCardsScreen', () => {
  it("shows the picture, the texts with the mall's name and the help address as a mailto link", () => {
    renderIn('sk', data('giftcards@aupark.test'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Darčekové karty');
    const img = screen.getByRole('img', { name: 'Darčeková karta Aupark' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '900']);
    expect(screen.getByText(/Na informáciách Aupark na prízemí/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Čo je darčeková karta',
      'Kde ju kúpiť',
      'Ako zistiť zostatok',
      'Platnosť',
      'Máte otázku k darčekovým kartám?',
    ]);
    expect(screen.getByRole('link', { name: 'giftcards@aupark.test' }).getAttribute('href')).toBe('mailto:giftcards@aupark.test');
  });

  it('hides the help section without an address and the picture without one', () => {
    renderIn('en', data(null, []));
    expect(screen.queryByTestId('gift-cards-help')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('giftCardsHead', () => {
  it('takes the first picture as the Open Graph image', () => {
    const t = (key: string) => key;
    expect(giftCardsHead(data(null), t)).toEqual({ title: 'gift-cards:head.title', description: 'gift-cards:head.description', ogImage: image });
    expect(giftCardsHead(data(null, []), t).ogImage).toBeNull();
  });
});
