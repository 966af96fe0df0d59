import { act, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapWayPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { mapWayHead } from './head';
import { MapWayScreen } from './map-way-screen';

function data(embedUrl: string | null = null): MapWayPageQuery {
  return {
    mapWayPage: {
      modes: [
        { mode: 'public-transport', html: '<p>Metro B to <strong>Českomoravská</strong>.</p>', directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=50.1%2C14.5&travelmode=transit' },
        { mode: 'car', html: '<p>From the ring road.</p>', directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=50.1%2C14.5&travelmode=driving' },
      ],
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=50.1%2C14.5',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=50.1%2C14.5',
      embedUrl,
    },
    mall: {
      id: '2',
      name: 'Galerie Harfa',
      phone: null,
      email: null,
      address: { street: 'Českomoravská 2420/15a', street2: 'Praha 9 – Libeň', city: 'Praha', zipCode: '190 00', country: 'CZ', latitude: 50.1, longitude: 14.5 },
      logos: { wide: '/img?url=logo', base: null },
      openingHours: [],
    },
  };
}

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: MapWayPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}/how-to-get-here`]}>
          <MapWayScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

const clearCookies = () => {
  for (const name of ['cookie_consent', 'cookie_consent_ids']) document.cookie = `${name}=; max-age=0; path=/`;
};

afterEach(clearCookies);

describe('MapWayScreen', () => {
  it("shows the address, directions and each mode in the setting's order", () => {
    renderIn('cz', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jak se k nám dostanete');
    expect(screen.getByTestId('map-way-address').textContent).toBe('Českomoravská 2420/15aPraha 9 – Libeň190 00 Praha');
    expect(screen.getByTestId('map-way-directions').getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=50.1%2C14.5');
    const modes = screen.getAllByTestId('map-way-mode');
    expect(modes.map((m) => within(m).getByRole('heading', { level: 2 }).textContent)).toEqual(['Hromadnou dopravou', 'Autem']);
    expect(within(modes[0]!).getByRole('link', { name: 'Spojení hromadnou dopravou' }).getAttribute('href')).toContain('travelmode=transit');
    // No maps key: no map box, only the link to the map.
    expect(screen.queryByTestId('map-way-map')).toBeNull();
    expect(screen.getByTestId('map-way-open-map').getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=50.1%2C14.5');
  });

  it('with a maps key but no statistics consent: a note and the link, no embedded map', () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=; path=/';
    renderIn('en', data('https://www.google.com/maps/embed/v1/place?key=k&q=50.1%2C14.5'));
    expect(screen.queryByTestId('map-way-embed')).toBeNull();
    expect(screen.getByTestId('map-way-consent-note').textContent).toContain('statistics cookies');
  });

  it('with a maps key and statistics consent: the embedded map', () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=STAT; path=/';
    renderIn('de', data('https://www.google.com/maps/embed/v1/place?key=k&q=50.1%2C14.5'));
    const frame = screen.getByTestId('map-way-embed');
    expect(frame.getAttribute('src')).toBe('https://www.google.com/maps/embed/v1/place?key=k&q=50.1%2C14.5');
    expect(frame.getAttribute('title')).toBe('Karte: Galerie Harfa');
  });

  it('shows the map once consent is given while the page is open (Cookie Store API)', async () => {
    const listeners = new Set<() => void>();
    const store = { addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
    const original = Object.getOwnPropertyDescriptor(window, 'cookieStore');
    Object.defineProperty(window, 'cookieStore', { value: store, configurable: true });
    try {
      renderIn('en', data('https://www.google.com/maps/embed/v1/place?key=k&q=50.1%2C14.5'));
      expect(screen.queryByTestId('map-way-embed')).toBeNull();
      document.cookie = 'cookie_consent=1; path=/';
      document.cookie = 'cookie_consent_ids=STAT; path=/';
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.getByTestId('map-way-embed')).toBeTruthy();
    } finally {
      if (original) Object.defineProperty(window, 'cookieStore', original);
      else Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it('shows the map once consent is given while the page is open (without the Cookie Store API)', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'cookieStore');
    Object.defineProperty(window, 'cookieStore', { value: undefined, configurable: true });
    try {
      renderIn('en', data('https://www.google.com/maps/embed/v1/place?key=k&q=50.1%2C14.5'));
      expect(screen.queryByTestId('map-way-embed')).toBeNull();
      document.cookie = 'cookie_consent=1; path=/';
      document.cookie = 'cookie_consent_ids=STAT; path=/';
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2100));
      });
      expect(screen.getByTestId('map-way-embed')).toBeTruthy();
    } finally {
      if (original) Object.defineProperty(window, 'cookieStore', original);
      else Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it("describes the page with the mall's address in the head", () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;
    expect(mapWayHead(data(), t)).toEqual({
      title: 'map-way:head.title|{"mall":"Galerie Harfa"}',
      description: 'map-way:head.descriptionAt|{"mall":"Galerie Harfa","address":"Českomoravská 2420/15a, Praha"}',
      ogImage: '/img?url=logo',
    });
  });
});
