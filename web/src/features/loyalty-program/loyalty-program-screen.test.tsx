import { pathFor } from '@mall/site';
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { LoyaltyProgramPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { LoyaltyProgramScreen } from './loyalty-program-screen';

const tier = (id: string, name: string, pointsFrom: number) => ({ id, name, pointsFrom, color: '#8c5a2b', benefits: `<ul><li>${name} benefit</li></ul>` });

function data(auth: boolean, points: number[] = [0, 1, 3, 5, 1500]): LoyaltyProgramPageQuery {
  return {
    settings: { isAuthenticationActive: auth },
    mall: { id: '1', name: 'Galerie Harfa' },
    loyaltyProgram: { images: ['/img?url=x'], tiers: points.map((p, i) => tier(String(i + 1), `Tier ${i + 1}`, p)) },
  };
}

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: LoyaltyProgramPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[pathFor('loyalty-program', lang)]}>
          <LoyaltyProgramScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

const thresholds = () => screen.getAllByTestId('loyalty-tier-threshold').map((p) => p.textContent!.replace(/\u00a0/g, ' '));

describe('LoyaltyProgramScreen', () => {
  it.each([
    ['en', ['Every member, from the first day', '1 point or more', '3 points or more', '5 points or more', '1,500 points or more']],
    ['cz', ['Každý člen, hned od prvního dne', '1 bod a více', '3 body a více', '5 bodů a více', '1 500 bodů a více']],
    ['sk', ['Každý člen, hneď od prvého dňa', '1 bod a viac', '3 body a viac', '5 bodov a viac', '1 500 bodov a viac']],
    ['de', ['Jedes Mitglied, vom ersten Tag an', '1 Punkt und mehr', '3 Punkte und mehr', '5 Punkte und mehr', '1.500 Punkte und mehr']],
  ] as const)('words the tier thresholds 1 / 2–4 / 5+ in %s', (lang, expected) => {
    renderIn(lang, data(true));
    expect(thresholds()).toEqual(expected);
  });

  it('shows each tier with its benefits and the join links to register and sign in', () => {
    renderIn('cz', data(true, [0, 1000]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Věrnostní program');
    const tiers = within(screen.getByTestId('loyalty-tiers'));
    expect(tiers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tier 1', 'Tier 2']);
    expect(tiers.getByText('Tier 2 benefit')).toBeTruthy();
    const join = within(screen.getByTestId('loyalty-join-links'));
    expect(join.getByRole('link', { name: 'Zaregistrovat se' }).getAttribute('href')).toBe('/cz/registrace');
    expect(join.getByRole('link', { name: 'Přihlásit se' }).getAttribute('href')).toBe('/cz/prihlaseni');
  });

  it('shows the page without join links when member sign-in is off', () => {
    renderIn('de', data(false));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Treueprogramm');
    expect(screen.getByRole('heading', { name: 'So werden Sie Mitglied' })).toBeTruthy();
    expect(screen.queryByTestId('loyalty-join-links')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registrieren' })).toBeNull();
  });
});
