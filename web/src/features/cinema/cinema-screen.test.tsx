import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { CinemaPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { CinemaScreen } from './cinema-screen';
import { cinemaHead } from './head';
import { hasCinema, programmeDays } from './programme';

const week = (closedOn: string[] = []) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({
    weekday,
    from: closedOn.includes(weekday) ? null : '12:00',
    to: closedOn.includes(weekday) ? null : '23:00',
    closed: closedOn.includes(weekday),
  }));

const film = (id: string, title: string) => ({ id, title, description: `${title} is a film.`, image: `/img?url=${id}`, durationMinutes: 100, ageRating: '12+' });
const screening = (id: string, filmId: string, date: string, time: string, bookingUrl: string | null = `https://cinema.test/${id}`) => ({
  id, filmId, date, time, hall: 'Hall 1', format: '2D', audio: 'subtitled', bookingUrl,
});

function data(overrides: Partial<CinemaPageQuery> = {}, zones = [{ zone: 'cinema', name: 'Cinema', closed: false, days: week(['monday']) }]): CinemaPageQuery {
  return {
    cinemaPage: {
      name: 'Cinema City Aupark',
      website: 'https://cinema.test',
      bookingUrl: 'https://cinema.test/booking',
      note: 'Box office on level 2.',
      films: [film('1', 'Alenka'), film('2', 'Žlutý pes')],
      screenings: [screening('11', '1', '2026-11-24', '17:40'), screening('21', '2', '2026-11-24', '20:15', null), screening('12', '1', '2026-11-25', '09:05')],
    },
    mall: {
      id: '1',
      name: 'Aupark',
      dateFormat: 'd.m.Y',
      timeFormat: 'G:i',
      todayWeekday: 'tuesday',
      logos: { wide: '/img?url=logo', base: null },
      openingHours: [{ zone: 'default', name: 'Shopping centre', closed: false, days: week() }, ...zones],
    },
    ...overrides,
  };
}

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: CinemaPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}/cinema`]}>
          <CinemaScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('CinemaScreen', () => {
  it("shows the programme by day in the mall's formats, each time a booking link", () => {
    renderIn('cz', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kino');
    const days = screen.getAllByTestId('cinema-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Úterý 24.11.2026');
    const firstDay = within(days[0]!).getAllByTestId('cinema-film');
    expect(firstDay.map((f) => within(f).getByRole('heading', { level: 3 }).textContent)).toEqual(['Alenka', 'Žlutý pes']);
    const booking = within(firstDay[0]!).getByRole('link', { name: /Rezervovat Alenka v 17:40/ });
    expect(booking.getAttribute('href')).toBe('https://cinema.test/11');
    expect(booking.getAttribute('rel')).toContain('noopener');
    // No booking link: the time without a link.
    expect(within(firstDay[1]!).queryByRole('link')).toBeNull();
    expect(within(firstDay[1]!).getByText('20:15')).toBeTruthy();
    // G:i writes the hour without a leading zero.
    expect(within(days[1]!).getByRole('link', { name: /9:05/ }).textContent).toBe('9:05');
    const nav = screen.getByRole('navigation', { name: 'Dny programu' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#day-2026-11-24', '#day-2026-11-25']);
    expect(screen.getByTestId('cinema-hours').querySelector('tr[aria-current="date"]')!.textContent).toBe('Úterý12:00–23:00');
  });

  it('without a programme: the operator link and the cinema hours', () => {
    renderIn('de', data({ cinemaPage: { name: 'Cinemax', website: 'https://cinemax.test', bookingUrl: null, note: null, films: [], screenings: [] } }));
    expect(screen.getByTestId('cinema-no-programme').textContent).toBe('Programm und Tickets finden Sie auf der Website des Kinos.');
    expect(screen.getByTestId('cinema-operator').getAttribute('href')).toBe('https://cinemax.test');
    expect(screen.queryAllByTestId('cinema-day')).toHaveLength(0);
    expect(within(screen.getByTestId('cinema-hours')).getByRole('rowheader', { name: 'Montag' }).closest('tr')!.textContent).toBe('MontagGeschlossen');
  });
});

describe('the cinema rules', () => {
  it('has a page with a programme or a cinema zone, a 404 with neither', () => {
    expect(hasCinema(data())).toBe(true);
    expect(hasCinema(data({ cinemaPage: null }))).toBe(true);
    expect(hasCinema(data({ cinemaPage: null }, []))).toBe(false);
  });

  it('groups screenings by day and film in the films order', () => {
    const { films, screenings } = data().cinemaPage!;
    const days = programmeDays([...films].reverse(), screenings);
    expect(days.map((d) => [d.date, d.films.map((f) => [f.film.id, f.screenings.map((s) => s.time)])])).toEqual([
      ['2026-11-24', [['2', ['20:15']], ['1', ['17:40']]]],
      ['2026-11-25', [['1', ['09:05']]]],
    ]);
  });

  it("names the cinema and its films in the head, the mall's logo without a film image", () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;
    expect(cinemaHead(data(), t)).toEqual({
      title: 'cinema:head.titleNamed|{"cinema":"Cinema City Aupark","mall":"Aupark"}',
      description: 'cinema:head.programme|{"mall":"Aupark","films":"Alenka, Žlutý pes"}',
      ogImage: '/img?url=1',
    });
    expect(cinemaHead(data({ cinemaPage: null }), t)).toEqual({ title: 'cinema:head.title|{"mall":"Aupark"}', description: 'cinema:head.description|{"mall":"Aupark"}', ogImage: '/img?url=logo' });
  });
});
