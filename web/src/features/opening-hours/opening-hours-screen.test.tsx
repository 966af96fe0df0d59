import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { openingHoursHead } from './head';
import { OpeningHoursScreen } from './opening-hours-screen';

const week = (from: string | null, to: string | null, closedOn: string[] = []) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({
    weekday,
    from: closedOn.includes(weekday) ? null : from,
    to: closedOn.includes(weekday) ? null : to,
    closed: closedOn.includes(weekday),
  }));

function data(overrides: Partial<OpeningHoursPageQuery['mall']> = {}, parkingShown = true): OpeningHoursPageQuery {
  return {
    settings: { isParkingVisibleOnOpeningHours: parkingShown },
    mall: {
      id: '1',
      name: 'Aupark',
      dateFormat: 'd.m.Y',
      closedDays: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2027-01-01', name: "New Year's Day" },
      ],
      openingHoursDescription: 'On 24 December open until 14:00.',
      parkingDescription: 'Parking is free for 3 hours.',
      phone: '+421 2 1234 5678',
      email: 'info@aupark.test',
      address: { street: 'Einsteinova 18', street2: null, city: 'Bratislava', zipCode: '851 01', country: 'SK', latitude: 48.13, longitude: 17.1 },
      logos: { wide: '/img?url=x', base: null },
      todayWeekday: 'wednesday',
      today: { from: '10:00', to: '21:00' },
      openingHours: [
        { zone: 'default', name: 'Shopping centre', closed: false, days: week('10:00', '21:00') },
        { zone: 'cinema', name: 'Cinema', closed: false, days: week('12:00', '23:00', ['monday']) },
        { zone: 'restaurants', name: 'Restaurants', closed: true, days: week(null, null) },
        { zone: 'parking', name: 'Car park', closed: false, days: week('06:00', '23:59') },
      ],
      ...overrides,
    },
  };
}

function clientWith(result: OpeningHoursPageQuery | null): Client {
  return {
    executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never),
  } as unknown as Client;
}

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: OpeningHoursPageQuery | null) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const path = { en: '/en/opening-hours', cz: '/cz/oteviraci-doba', sk: '/sk/otvaracie-hodiny', de: '/de/opening-hours' }[lang];
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={clientWith(result)}>
        <MemoryRouter initialEntries={[path]}>
          <OpeningHoursScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('OpeningHoursScreen', () => {
  it("shows every zone's week with today marked, a closed day and a closed zone, the note and parking", () => {
    renderIn('en', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Opening hours');
    expect(screen.getByTestId('opening-hours-today').textContent).toBe('Today open 10:00–21:00');

    const centre = within(screen.getByTestId('zone-default'));
    expect(centre.getByRole('heading', { level: 2 }).textContent).toBe('Shopping centre');
    const rows = centre.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const today = rows.filter((row) => row.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(today[0]!.textContent).toBe('WednesdayToday10:00–21:00');

    const cinema = within(screen.getByTestId('zone-cinema'));
    expect(cinema.getByRole('rowheader', { name: 'Monday' }).closest('tr')!.textContent).toBe('MondayClosed');

    const restaurants = within(screen.getByTestId('zone-restaurants'));
    expect(restaurants.queryByRole('table')).toBeNull();
    expect(restaurants.getByText('Closed until further notice')).toBeTruthy();

    expect(screen.getByText('On 24 December open until 14:00.')).toBeTruthy();
    const parking = within(screen.getByTestId('opening-hours-parking'));
    expect(parking.getByText('Parking is free for 3 hours.')).toBeTruthy();
    // The car park's week sits under parking, not among the zones.
    expect(parking.getByRole('heading', { level: 3 }).textContent).toBe('Car park');
    expect(parking.getByRole('rowheader', { name: 'Monday' }).closest('tr')!.textContent).toBe('Monday06:00–23:59');
    expect(parking.getByRole('link', { name: 'Parking prices and rules' }).getAttribute('href')).toBe('/en/parking');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Shopping centre', 'Cinema', 'Restaurants', 'Closed days', 'Good to know', 'Parking']);
  });

  it("lists the coming closed days in the mall's date format and the page's language", () => {
    renderIn('de', data({ dateFormat: 'l, j. F Y' }));
    const items = within(screen.getByTestId('opening-hours-closed-days')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Freitag, 25. Dezember 2026 – Christmas Day', "Freitag, 1. Januar 2027 – New Year's Day"]);
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-12-25');
  });

  it('shows no closed days section when there are none', () => {
    renderIn('en', data({ closedDays: [] }));
    expect(screen.queryByTestId('opening-hours-closed-days')).toBeNull();
  });

  it('says closed today when the mall has no hours today, and hides parking when the setting is off', () => {
    renderIn('sk', data({ today: null }, false));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Otváracie hodiny');
    expect(screen.getByTestId('opening-hours-today').textContent).toBe('Dnes zatvorené');
    expect(screen.queryByTestId('opening-hours-parking')).toBeNull();
    // The car park's hours are parking's too: hidden with it, not listed as a zone.
    expect(screen.queryByTestId('zone-parking')).toBeNull();
  });

  it('names the weekdays in the page language', () => {
    renderIn('cz', data());
    expect(within(screen.getByTestId('zone-default')).getByRole('rowheader', { name: /Středa/ })).toBeTruthy();
    renderIn('de', data());
    expect(screen.getAllByRole('rowheader', { name: /^Sonntag$/ }).length).toBeGreaterThan(0);
  });

  it('shows a loading state while the data is on its way', () => {
    renderIn('en', null);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('openingHoursHead', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;
  it("uses the mall's note as the description when there is one, its own text otherwise", () => {
    expect(openingHoursHead(data(), t)).toEqual({
      title: 'opening-hours:head.title|{"mall":"Aupark"}',
      description: 'On 24 December open until 14:00.',
    });
    expect(openingHoursHead(data({ openingHoursDescription: '  ' }), t).description).toBe('opening-hours:head.description|{"mall":"Aupark"}');
  });
});
