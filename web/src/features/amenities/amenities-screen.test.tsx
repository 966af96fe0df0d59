import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { AmenitiesPageQuery, AmenityCardFragment, AmenityPageQuery } from '../../graphql/generated';
import commonSk from '../../i18n/locales/sk/common.json';
import { i18nOptions } from '../../i18n/resources';
import { AmenitiesScreen } from './amenities-screen';
import { AmenityScreen } from './amenity-screen';

const card = (id: string, title: string, slug: string, redirect: string | null = null): AmenityCardFragment => ({
  id,
  title,
  slug,
  summary: `${title}.`,
  icon: 'mdi:star',
  svgIcon: { name: 'mdi:star', body: '<path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z"/>', left: 0, top: 0, width: 24, height: 24, fallback: false },
  image: `/img?url=${id}`,
  location: 'Přízemí',
  redirect,
});

const list: AmenitiesPageQuery = {
  mall: { id: '1', name: 'Galerie Harfa' },
  amenityCategories: [
    { id: '951', name: 'Doprava a parkování', key: '951-doprava-a-parkovani' },
    { id: '952', name: 'Pro rodiny', key: '952-pro-rodiny' },
  ],
  amenities: {
    category: { id: '952', name: 'Pro rodiny', key: '952-pro-rodiny' },
    items: [card('2301', 'Parkování', 'parkovani', '/cz/parkovani'), card('2302', 'Wi-Fi zdarma', 'wi-fi-zdarma', 'https://www.galerieharfa.cz/wifi'), card('2303', 'Přebalovací místnost', 'prebalovaci-mistnost')],
    currentPage: 1,
    lastPage: 1,
    perPage: 10,
    total: 3,
  },
};

const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const detail: AmenityPageQuery = {
  mall: { id: '1', name: 'Galerie Harfa' },
  amenity: {
    id: '2306',
    title: 'Information',
    slug: 'information',
    description: '<p>Fragen und <strong>Rollstühle</strong>.</p>',
    summary: 'Fragen und Rollstühle.',
    icon: 'mdi:information',
    svgIcon: { name: 'mdi:information', body: '<path d="M13 9h-2V7h2m0 10h-2v-6h2m-1-9A10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10A10 10 0 0 0 12 2"/>', left: 0, top: 0, width: 24, height: 24, fallback: false },
    image: '/img?url=x',
    location: 'Erdgeschoss, zentrales Atrium',
    floor: 0,
    hours: week.map((weekday) => (weekday === 'sunday' ? { weekday, from: null, to: null, closed: true } : { weekday, from: '09:00', to: '21:00', closed: false })),
    category: { id: '953', name: 'Komfort & Service', key: '953-komfort-and-service' },
    redirect: null,
  },
};

function clientWith(result: unknown): Client {
  return { executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never) } as unknown as Client;
}

function renderAt(lang: 'en' | 'cz' | 'sk' | 'de', path: string, pattern: string, element: ReactElement, result: unknown) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={clientWith(result)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('AmenitiesScreen', () => {
  it("links each card to its detail, or to the link the tenant configured (a page of ours, another site)", () => {
    renderAt('cz', '/cz/sluzby/952-pro-rodiny/1', '/cz/sluzby/:category/:page', <AmenitiesScreen />, list);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pro rodiny');
    const links = screen.getAllByTestId('amenity-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/cz/parkovani', 'https://www.galerieharfa.cz/wifi', '/cz/sluzba/2303/prebalovaci-mistnost']);
    expect(links[1]!.textContent).toContain('(otevře jiný web)');
    expect(screen.getByRole('link', { name: 'Pro rodiny' }).getAttribute('aria-current')).toBe('page');
    // One page only: no paging.
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it("draws each card's icon as a decorative SVG beside its title", () => {
    renderAt('cz', '/cz/sluzby/952-pro-rodiny/1', '/cz/sluzby/:category/:page', <AmenitiesScreen />, list);
    const icons = screen.getAllByTestId('amenity-icon').map((tile) => tile.querySelector('svg')!);
    expect(icons).toHaveLength(3);
    expect(icons.map((svg) => [svg.getAttribute('data-icon'), svg.getAttribute('aria-hidden'), svg.querySelector('path') !== null])).toEqual(Array(3).fill(['mdi:star', 'true', true]));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Parkování', 'Wi-Fi zdarma', 'Přebalovací místnost']);
  });

  it('shows a loading state while the data is on its way', () => {
    renderAt('sk', '/sk/sluzby', '/sk/sluzby', <AmenitiesScreen />, null);
    expect(screen.getByRole('status').textContent).toBe(commonSk.common.loading);
  });
});

describe('AmenityScreen', () => {
  it('shows where it is, its floor, its own week and the description', () => {
    renderAt('de', '/de/amenity/2306/information', '/de/amenity/:id/:title', <AmenityScreen />, detail);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Information');
    expect(screen.getByTestId('amenity-icon').querySelector('svg')!.getAttribute('data-icon')).toBe('mdi:information');
    expect(screen.getByTestId('amenity-location').textContent).toBe('Erdgeschoss, zentrales Atrium');
    expect(screen.getByText('Erdgeschoss')).toBeTruthy();
    const hours = within(screen.getByTestId('amenity-hours'));
    expect(hours.getByRole('rowheader', { name: 'Montag' }).closest('tr')!.textContent).toBe('Montag09:00–21:00');
    expect(hours.getByRole('rowheader', { name: 'Sonntag' }).closest('tr')!.textContent).toBe('SonntagGeschlossen');
    expect(screen.getByTestId('amenity-description').innerHTML).toBe('<p>Fragen und <strong>Rollstühle</strong>.</p>');
  });

  it('says it keeps the mall hours when it has none of its own', () => {
    renderAt('en', '/en/amenity/2306/information', '/en/amenity/:id/:title', <AmenityScreen />, { ...detail, amenity: { ...detail.amenity!, hours: [], floor: -1 } });
    expect(screen.getByTestId('amenity-hours').textContent).toBe('As the shopping centre');
    expect(screen.getByText('Underground level -1')).toBeTruthy();
  });
});
