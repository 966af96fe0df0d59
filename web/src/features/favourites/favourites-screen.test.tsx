import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { FavouritesPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { SessionContext } from '../../lib/session';
import { FavouritesScreen } from './favourites-screen';

const data: FavouritesPageQuery = {
  mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
  settings: { offersLayout: 'product' },
  likedRewards: [{ id: '1403', title: 'Hodina parkovania zadarmo', slug: 'hodina-parkovania-zadarmo', image: null, points: 3, customerLike: { reaction: '' } }],
  likedOffers: [
    {
      id: '1501',
      name: 'Zimný výpredaj',
      slug: 'zimny-vypredaj',
      image: null,
      price: 19.99,
      originalPrice: 39.99,
      discountPercent: 50,
      currency: 'EUR',
      validFrom: '2026-11-01',
      validTo: '2026-12-31',
      upcoming: false,
      liked: true,
      shop: { id: '1001', name: 'Marks & Spencer', slug: 'marks-and-spencer' },
    },
  ],
  followedShops: [{ id: '1001', name: 'Marks & Spencer', slug: 'marks-and-spencer', logo: null, category: 'Móda', floor: 0, followed: true, entityCounts: { offers: 2, events: 1, news: 0 } }],
  ratedPosts: [{ type: 'NEWS', id: '1202', value: 'DOWN', title: 'Nové obchody', slug: 'nove-obchody', image: null, ratedAt: '2026-11-13T10:00:00.000Z' }],
};

function renderWith(result: FavouritesPageQuery, sent: { variables: unknown; typenames: unknown }[] = []) {
  const client = {
    executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: Record<string, unknown> }, context: { additionalTypenames?: unknown }) => {
      sent.push({ variables: operation.variables, typenames: context.additionalTypenames });
      const { type, id, liked, shopId, followed, value } = operation.variables;
      const answer = 'liked' in operation.variables ? { setLike: { type, id, liked } } : 'followed' in operation.variables ? { setFollow: { shopId, followed } } : { setThumb: { type, id, value } };
      return fromValue({ data: answer, stale: false, hasNext: false, operation });
    },
  } as unknown as Client;
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('sk'), initAsync: false });
  return render(
    <SessionContext.Provider value={{ signedIn: true }}>
      <I18nextProvider i18n={i18n}>
        <Provider value={client}>
          <MemoryRouter initialEntries={['/sk/oblubene']}>
            <FavouritesScreen />
          </MemoryRouter>
        </Provider>
      </I18nextProvider>
    </SessionContext.Provider>,
  );
}

describe('FavouritesScreen', () => {
  it('lists what the member likes, follows and rated, each pressed, with links to the items', () => {
    renderWith(data);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Obľúbené');
    const reward = screen.getByTestId('liked-reward');
    expect(within(reward).getByRole('link', { name: 'Hodina parkovania zadarmo' }).getAttribute('href')).toBe('/sk/odmena/1403/hodina-parkovania-zadarmo');
    expect(within(reward).getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('liked-offers')).getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('followed-shop')).getByTestId('shop-follow').getAttribute('aria-pressed')).toBe('true');
    const rated = screen.getByTestId('rated-post');
    expect(within(rated).getByRole('link').getAttribute('href')).toBe('/sk/novinka/1202/nove-obchody');
    expect(within(rated).getByTestId('thumb-down').getAttribute('aria-pressed')).toBe('true');
    expect(within(rated).getByTestId('thumb-up').getAttribute('aria-pressed')).toBe('false');
  });

  it('takes a like, a follow and a thumb back, sending each change with the types whose lists change', async () => {
    const sent: { variables: unknown; typenames: unknown }[] = [];
    renderWith(data, sent);
    await act(async () => fireEvent.click(within(screen.getByTestId('liked-reward')).getByTestId('like-button')));
    await act(async () => fireEvent.click(within(screen.getByTestId('followed-shop')).getByTestId('shop-follow')));
    await act(async () => fireEvent.click(within(screen.getByTestId('rated-post')).getByTestId('thumb-down')));
    expect(sent).toEqual([
      { variables: { type: 'REWARD', id: '1403', liked: false }, typenames: ['Reward'] },
      { variables: { shopId: '1001', followed: false }, typenames: ['Shop'] },
      { variables: { type: 'NEWS', id: '1202', value: null }, typenames: ['NewsItem', 'RatedPost'] },
    ]);
    expect(within(screen.getByTestId('rated-post')).getByTestId('thumb-down').getAttribute('aria-pressed')).toBe('false');
  });

  it('says when a list is empty, with the way to find something', () => {
    renderWith({ ...data, likedRewards: [], likedOffers: [], followedShops: [], ratedPosts: [] });
    expect(screen.getByTestId('liked-rewards').textContent).toContain('Zatiaľ nemáte žiadnu obľúbenú odmenu.');
    expect(within(screen.getByTestId('liked-rewards')).getByRole('link').getAttribute('href')).toBe('/sk/odmeny/1');
    expect(within(screen.getByTestId('followed-shops')).getByRole('link').getAttribute('href')).toBe('/sk/obchody-a-sluzby');
  });
});
