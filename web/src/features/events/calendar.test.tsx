import { act, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@mall/site';
import type { EventCardFragment } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { PageClockContext } from '../../lib/clock';
import { EventsCalendar, type CalendarMonth } from './calendar';
import en from './locales/en.json';

// The events calendar in the DOM: a repeating event only on its weekdays at its hours, an event of
// several days on each of them, today marked from the page's one instant (not the browser's clock),
// and the current month's earlier days set apart for the phone's list (and a control to show them).

const card = (id: string, title: string, days: [string, string], times: [string, string], schedule: EventCardFragment['schedule'] = null): EventCardFragment => ({
  id,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  summary: null,
  image: null,
  startDate: days[0],
  startTime: times[0],
  endDate: days[1],
  endTime: times[1],
  schedule,
  shop: null,
  liked: false,
});

const cinema = card('1104', 'Cinema Nights', ['2026-11-01', '2026-12-28'], ['19:00', '22:00'], [{ weekday: 'friday', from: '19:00', to: '22:00' }]);
const styling = card('1103', 'Styling Saturday', ['2026-11-09', '2026-11-09'], ['10:00', '18:00']);
const market = card('1106', 'Christmas Market', ['2026-11-27', '2026-12-23'], ['10:00', '21:00']);

const november: CalendarMonth = { month: '2026-11', previousMonth: '2026-10', nextMonth: '2026-12', firstDay: '2026-11-01', lastDay: '2026-11-30', events: [cinema, styling, market] };
const december: CalendarMonth = { month: '2026-12', previousMonth: '2026-11', nextMonth: '2027-01', firstDay: '2026-12-01', lastDay: '2026-12-31', events: [cinema, market] };

/** 26 November 2026, 12:00 in Bratislava. */
const pageInstant = Date.parse('2026-11-26T11:00:00Z');

function tree(calendar: CalendarMonth, lang: Lang = 'en'): ReactNode {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return (
    <I18nextProvider i18n={i18n}>
      <PageClockContext.Provider value={{ instant: pageInstant, timeZone: 'Europe/Bratislava' }}>
        <MemoryRouter initialEntries={['/en/events']}>
          <EventsCalendar calendar={calendar} requested={null} lang={lang} timeFormat="H:i" busy={false} />
        </MemoryRouter>
      </PageClockContext.Provider>
    </I18nextProvider>
  );
}

const day = (date: string) => document.querySelector<HTMLElement>(`li[data-date="${date}"]`)!;
const titles = (date: string) => within(day(date)).queryAllByRole('link').map((a) => a.textContent);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('EventsCalendar', () => {
  it('puts a repeating event on its weekdays only, with its hours; another on each of its days', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: pageInstant });
    render(tree(november));
    for (const friday of ['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27']) expect(titles(friday)).toContain('19:00 Cinema Nights');
    for (const other of ['2026-11-01', '2026-11-02', '2026-11-07', '2026-11-26']) expect(titles(other)).not.toContainEqual(expect.stringContaining('Cinema Nights'));
    expect(titles('2026-11-09')).toEqual(['10:00 Styling Saturday']);
    // The market: its hour on its first day, its name on every other day.
    expect(titles('2026-11-27')).toEqual(['19:00 Cinema Nights', '10:00 Christmas Market']);
    expect(titles('2026-11-28')).toEqual(['Christmas Market']);
  });

  it("starts the current month's list at today: the days before are set apart, with a control to show them", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: pageInstant });
    render(tree(november));
    expect(day('2026-11-26').className).toContain('events-calendar__day--today');
    expect(day('2026-11-26').textContent).toContain(`(${en.calendar.today})`);
    for (let d = 1; d <= 25; d++) expect(day(`2026-11-${String(d).padStart(2, '0')}`).className).toContain('events-calendar__day--past');
    for (let d = 26; d <= 30; d++) expect(day(`2026-11-${d}`).className).not.toContain('events-calendar__day--past');
    const earlier = screen.getByRole('checkbox', { name: en.calendar.earlier });
    expect((earlier as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(en.calendar.noMoreEvents)).toBeNull();
  });

  it('sets no day apart in another month, and says when nothing is left of the current one', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: pageInstant });
    render(tree(december));
    expect(document.querySelectorAll('.events-calendar__day--past')).toHaveLength(0);
    expect(document.querySelectorAll('.events-calendar__day--today')).toHaveLength(0);
    expect(screen.queryByRole('checkbox')).toBeNull();
    document.body.innerHTML = '';
    render(tree({ ...november, events: [styling] }));
    expect(screen.getByText(en.calendar.noMoreEvents)).toBeTruthy();
  });

  it("hydrates the first HTML's today, then moves on with the browser's clock", async () => {
    // The server renders at the page's instant; the browser's clock is already a day later.
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(november));
    document.body.appendChild(container);
    expect(container.querySelector('.events-calendar__day--today')?.getAttribute('data-date')).toBe('2026-11-26');
    vi.useFakeTimers({ toFake: ['Date'], now: pageInstant + 24 * 3600_000 });
    const errors: unknown[] = [];
    // React reports a mismatched attribute (a class) on the console, a mismatched element as recoverable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, tree(november), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.querySelector('.events-calendar__day--today')?.getAttribute('data-date')).toBe('2026-11-27');
    expect(container.querySelector('li[data-date="2026-11-26"]')!.className).toContain('events-calendar__day--past');
  });
});
