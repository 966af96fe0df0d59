import { pathFor } from '@mall/site';
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { ParkingPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { formatDuration, formatHeight } from './format';
import { ParkingScreen } from './parking-screen';

const days = (from: string, to: string) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({ weekday, from, to, closed: false }));

const facts: NonNullable<ParkingPageQuery['parking']['facts']> = {
  capacity: 2300,
  levels: 3,
  freeMinutes: 120,
  evChargers: 12,
  disabledSpaces: 46,
  familySpaces: null,
  maxHeightCm: 210,
  prices: [
    { kind: 'free-period', label: 'Prvé 2 hodiny', amount: 0, price: '0 €' },
    { kind: 'hour', label: 'Každá ďalšia začatá hodina', amount: 1.5, price: '1,50 €' },
  ],
  rules: '<ul><li>Najvyššia povolená rýchlosť je 10 km/h.</li></ul>',
};

function data(withFacts: boolean, zones = [{ zone: 'default', name: 'Nákupné centrum', closed: false, days: days('10:00', '21:00') }, { zone: 'parking', name: 'Parkovisko', closed: false, days: days('06:00', '23:59') }]): ParkingPageQuery {
  return {
    mall: { id: '1', name: 'Aupark', todayWeekday: 'tuesday', openingHours: zones },
    parking: { images: ['/img?url=x'], description: '<p>Prvé 2 hodiny parkovania zadarmo.</p>', facts: withFacts ? facts : null },
  };
}

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: ParkingPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[pathFor('parking', lang)]}>
          <ParkingScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

const text = (el: Element) => el.textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe('ParkingScreen', () => {
  it("shows the facts in the page's language, the prices, the car park's week and the rules", () => {
    renderIn('sk', data(true));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parkovanie');
    expect(screen.getByTestId('parking-description').innerHTML).toBe('<p>Prvé 2 hodiny parkovania zadarmo.</p>');
    expect(text(screen.getByTestId('parking-fact-capacity'))).toBe('Parkovacie miesta2 300');
    expect(text(screen.getByTestId('parking-fact-free'))).toBe('Parkovanie zadarmo2 hodiny');
    expect(text(screen.getByTestId('parking-fact-height'))).toBe('Maximálna výška vozidla2,1 m');
    expect(screen.queryByTestId('parking-fact-family')).toBeNull();
    const prices = within(screen.getByTestId('parking-prices')).getAllByRole('row').slice(1);
    expect(prices.map(text)).toEqual(['Prvé 2 hodinyZadarmo', 'Každá ďalšia začatá hodina1,50 €']);
    const hours = within(screen.getByTestId('parking-hours'));
    expect(hours.getAllByRole('row').filter((r) => r.getAttribute('aria-current') === 'date').map(text)).toEqual(['UtorokDnes06:00–23:59']);
    expect(hours.getByRole('link', { name: 'Všetky otváracie hodiny' }).getAttribute('href')).toBe('/sk/otvaracie-hodiny');
    expect(screen.getByTestId('parking-rules').textContent).toContain('10 km/h');
  });

  it('shows the description alone when the platform has no parking option and the mall no parking zone', () => {
    renderIn('en', data(false, []));
    expect(screen.getByTestId('parking-description')).toBeTruthy();
    expect(screen.queryByTestId('parking-facts')).toBeNull();
    expect(screen.queryByTestId('parking-prices')).toBeNull();
    expect(screen.queryByTestId('parking-hours')).toBeNull();
    expect(screen.queryByTestId('parking-no-options')).toBeNull();
  });
});

describe('parking formats', () => {
  it('writes durations with the language plural forms, and heights in metres', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(['en', 'cz', 'sk', 'de'].map((l) => formatDuration(60, l as 'en'))).toEqual(['1 hour', '1 hodina', '1 hodina', '1 Stunde']);
    expect(['en', 'cz', 'sk', 'de'].map((l) => formatDuration(180, l as 'en'))).toEqual(['3 hours', '3 hodiny', '3 hodiny', '3 Stunden']);
    expect(['en', 'cz', 'sk', 'de'].map((l) => formatDuration(300, l as 'en'))).toEqual(['5 hours', '5 hodin', '5 hodín', '5 Stunden']);
    expect(formatDuration(90, 'en')).toBe('90 minutes');
    expect(plain(formatHeight(220, 'de'))).toBe('2,2 m');
    expect(plain(formatHeight(200, 'en'))).toBe('2 m');
  });
});
