import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { InformationPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { InformationScreen } from './information-screen';
import { registerInformationTranslations } from './register-texts';

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', items: InformationPageQuery['informationItems']) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  registerInformationTranslations(i18n);
  const result: InformationPageQuery = { informationItems: items, mall: { id: '1', name: 'Europa SC', logos: { wide: null, base: null } } };
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}/information`]}>
          <InformationScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('InformationScreen', () => {
  it("links each card to its page in the setting's order, with its icon and what it tells", () => {
    renderIn('sk', [
      { route: 'opening-hours', icon: '/img?url=hours' },
      { route: 'map-way', icon: null },
      { route: 'gift-cards', icon: null },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Informácie pre návštevníkov');
    const cards = screen.getAllByTestId('information-card');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/sk/otvaracie-hodiny', '/sk/ako-sa-k-nam-dostanete', '/sk/darcekove-karty']);
    expect(within(cards[0]!).getByRole('link').textContent).toBe('Otváracie hodinyKedy má otvorené centrum, obchody a reštaurácie');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/img?url=hours&w=160');
  });

  it('leaves out a name that is no page, and says so when nothing is left', () => {
    renderIn('en', [{ route: 'lost-and-found', icon: null }]);
    expect(screen.queryAllByTestId('information-card')).toHaveLength(0);
    expect(screen.getByTestId('information-empty').textContent).toBe('No visitor information is available at the moment.');
  });
});
