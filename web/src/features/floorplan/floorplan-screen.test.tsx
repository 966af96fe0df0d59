import { fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { FloorplanPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { PageQueryRules } from '../../lib/page-query';
import { FloorplanScreen } from './floorplan-screen';
import { floorplanQuery } from './page-data';

const rectPath = (x: number, y: number, w: number, h: number) => `M${x} ${y} L${x + w} ${y} L${x + w} ${y + h} L${x} ${y + h} Z`;

function unit(code: string, x: number, shopId: string | null) {
  return { code, path: rectPath(x, 40, 200, 200), box: [x, 40, 200, 200], label: [x + 100, 140], shopId };
}

function floor(level: number, title: string, units: ReturnType<typeof unit>[]) {
  return {
    id: String(10 + level),
    level,
    title,
    width: 1000,
    height: 600,
    outline: rectPath(0, 0, 1000, 600),
    units,
    areas: [
      { kind: 'corridor' as const, path: rectPath(40, 250, 920, 100), label: [500, 300] },
      { kind: 'toilets' as const, path: rectPath(880, 40, 80, 200), label: [920, 140] },
    ],
  };
}

function data(showTitles = true, plan?: FloorplanPageQuery['floorplan']): FloorplanPageQuery {
  return {
    settings: { showFloorTitlesOnDesktop: showTitles },
    mall: { id: '1', name: 'Aupark' },
    floorplan:
      plan === undefined
        ? {
            id: '1001',
            title: 'Centre map',
            description: null,
            defaultLevel: 0,
            floors: [floor(0, 'Ground floor', [unit('A-010', 40, '1001'), unit('A-201', 240, null)]), floor(1, 'First floor', [unit('B-013', 40, '1004')])],
            shops: [
              { id: '1001', name: 'Marks & Spencer', slug: 'marks-and-spencer', category: 'Women', level: 0, unit: 'A-010' },
              { id: '1004', name: 'dm drogerie markt', slug: 'dm-drogerie-markt', category: 'Drugstore', level: 1, unit: 'B-013' },
            ],
          }
        : plan,
  };
}

function clientWith(result: FloorplanPageQuery): Client {
  return { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
}

function renderAt(url: string, result: FloorplanPageQuery = data()) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('en'), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={clientWith(result)}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/en/floorplan/:id"
              element={
                <PageQueryRules.Provider value={floorplanQuery}>
                  <FloorplanScreen />
                </PageQueryRules.Provider>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('FloorplanScreen', () => {
  it("shows the default floor: its units as links to the shops, vacant units drawn but not links, the floor's shops as a list", () => {
    renderAt('/en/floorplan/1001');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Centre map');
    expect(screen.getByTestId('floor-title').textContent).toBe('Ground floor');
    const map = within(screen.getByTestId('floor-map'));
    const unitLink = map.getByRole('link', { name: 'Marks & Spencer, unit A-010' });
    expect(unitLink.getAttribute('href')).toBe('/en/shop/1001/marks-and-spencer');
    expect(unitLink.textContent).toContain('Marks & Spencer');
    expect(map.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByTestId('floor-map').querySelector('[data-unit="A-201"]')?.textContent).toBe('A-201');
    const list = within(screen.getByTestId('floorplan-shops'));
    expect(list.getByRole('link', { name: 'Marks & Spencer' }).getAttribute('href')).toBe('/en/shop/1001/marks-and-spencer');
    expect(list.getByText('Women · Unit A-010')).toBeTruthy();
  });

  it('has a floor switcher of real links, the current floor marked, titles shown when the setting says so', () => {
    renderAt('/en/floorplan/1001?floor=1');
    const switcher = within(screen.getByRole('navigation', { name: 'Floors' }));
    const links = switcher.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/en/floorplan/1001?floor=0', '/en/floorplan/1001?floor=1']);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.textContent).toBe('1First floor');
    expect(switcher.getByText('First floor').className).toBe('floor-switcher__title');
    expect(screen.getByTestId('floor-title').textContent).toBe('First floor');
  });

  it('keeps floor titles for screen readers only when the setting is off', () => {
    renderAt('/en/floorplan/1001', data(false));
    expect(within(screen.getByRole('navigation', { name: 'Floors' })).getByText('Ground floor').className).toBe('visually-hidden');
    expect(screen.getByTestId('floorplan').className).toBe('floorplan');
  });

  it("opens a unit's floor, marks it and zooms to it when reached from a shop", () => {
    renderAt('/en/floorplan/1001?unit=b-013');
    expect(screen.getByTestId('floor-title').textContent).toBe('First floor');
    const marked = within(screen.getByTestId('floor-map')).getByRole('link', { name: 'dm drogerie markt, unit B-013' });
    expect(marked.getAttribute('aria-current')).toBe('location');
    expect(marked.getAttribute('class')).toContain('is-highlighted');
    expect(screen.getByTestId('floorplan-found').textContent).toBe('dm drogerie markt is here: unit B-013, First floor.');
    const view = screen.getByTestId('floor-map').querySelector('svg')?.getAttribute('viewBox');
    expect(view).not.toBe('0 0 1000 600');
  });

  it('says a unit or a floor the plan does not have was not found, and shows the default floor', () => {
    renderAt('/en/floorplan/1001?unit=Z-999');
    expect(screen.getByTestId('floorplan-notice').textContent).toBe('We could not find the unit “Z-999” on the plan. Showing: Ground floor.');
    expect(screen.getByTestId('floor-title').textContent).toBe('Ground floor');
  });

  it('says a floor is not on the plan', () => {
    renderAt('/en/floorplan/1001?floor=9');
    expect(screen.getByTestId('floorplan-notice').textContent).toBe('This floor is not on the plan. Showing: Ground floor.');
  });

  it('zooms with the buttons and back to the whole floor', () => {
    renderAt('/en/floorplan/1001');
    const svg = () => screen.getByTestId('floor-map').querySelector('svg')!;
    const button = (name: string) => screen.getByRole('button', { name });
    expect(svg().getAttribute('viewBox')).toBe('0 0 1000 600');
    expect((button('Zoom out') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Zoom in'));
    expect(svg().getAttribute('viewBox')).not.toBe('0 0 1000 600');
    fireEvent.click(button('Show the whole floor'));
    expect(svg().getAttribute('viewBox')).toBe('0 0 1000 600');
  });

  it('names the map and keys its symbols', () => {
    renderAt('/en/floorplan/1001');
    expect(screen.getByRole('group', { name: 'Map of the floor: Ground floor' })).toBeTruthy();
    const key = screen.getByRole('heading', { name: 'Key' }).parentElement!;
    expect(within(key).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Shop', 'Vacant unit', 'WCToilets']);
  });
});
