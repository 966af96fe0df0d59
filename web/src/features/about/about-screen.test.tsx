import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { AboutPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { AboutScreen, addressLines } from './about-screen';
import { aboutHead } from './head';

function data(overrides: Partial<AboutPageQuery['mall']> = {}, images = ['/img?url=a', '/img?url=b']): AboutPageQuery {
  return {
    aboutPage: { html: '<p>By the <strong>Danube</strong>.</p>', summary: 'By the Danube.', images, shopCount: 212 },
    mall: {
      id: '1',
      name: 'Aupark',
      phone: '+421 2 6826 2222',
      email: 'info@aupark.test',
      parkingDescription: 'The first 2 hours are free.',
      today: { from: '10:00', to: '21:00' },
      address: { street: 'Einsteinova 18', street2: null, city: 'Bratislava', zipCode: '851 01', country: 'SK', latitude: 48.1, longitude: 17.1 },
      logos: { wide: '/img?url=logo', base: null },
      openingHours: [],
      ...overrides,
    },
  };
}

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: AboutPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}/about`]}>
          <AboutScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('AboutScreen', () => {
  it('shows the text, the photos and the facts with their pages', () => {
    renderIn('sk', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('O nákupnom centre Aupark');
    expect(screen.getByTestId('about-text').innerHTML).toBe('<p>By the <strong>Danube</strong>.</p>');
    const photos = screen.getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['Aupark, fotografia 1', 'Aupark, fotografia 2']);
    expect(photos[0]!.getAttribute('loading')).toBe('eager');
    expect(photos[1]!.getAttribute('loading')).toBe('lazy');
    expect(within(screen.getByTestId('about-address')).getByRole('link').getAttribute('href')).toBe('/sk/ako-sa-k-nam-dostanete');
    expect(within(screen.getByTestId('about-shops')).getByRole('link').textContent).toBe('212 obchodov');
    expect(within(screen.getByTestId('about-today')).getByText('Otvorené 10:00–21:00')).toBeTruthy();
    expect(within(screen.getByTestId('about-contact')).getByRole('link', { name: '+421 2 6826 2222' }).getAttribute('href')).toBe('tel:+421268262222');
    expect(within(screen.getByTestId('about-contact')).getByRole('link', { name: 'Všetky kontakty' }).getAttribute('href')).toBe('/sk/kontakt');
  });

  it('says closed today, and leaves out what the mall does not give', () => {
    renderIn('en', data({ today: null, parkingDescription: null, phone: null, email: null }, []));
    expect(within(screen.getByTestId('about-today')).getByText('Closed today')).toBeTruthy();
    expect(screen.queryByTestId('about-parking')).toBeNull();
    expect(screen.queryByTestId('about-contact')).toBeNull();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});

describe('the about rules', () => {
  it('writes the address in lines, postcode before the city', () => {
    expect(addressLines({ street: 'Českomoravská 2420/15a', street2: 'Praha 9 – Libeň', city: 'Praha', zipCode: '190 00', country: 'CZ', latitude: null, longitude: null })).toEqual([
      'Českomoravská 2420/15a',
      'Praha 9 – Libeň',
      '190 00 Praha',
    ]);
  });

  it("uses the mall's summary and first photo in the head", () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;
    expect(aboutHead(data(), t)).toEqual({ title: 'about:head.title|{"mall":"Aupark"}', description: 'By the Danube.', ogImage: '/img?url=a' });
    expect(aboutHead(data({}, []), t).ogImage).toBe('/img?url=logo');
  });
});
