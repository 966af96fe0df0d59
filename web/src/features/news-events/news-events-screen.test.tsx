import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it } from 'vitest';
import { pathFor, type Lang } from '@mall/site';
import type { NewsEventsPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { newsEventsHead } from './head';
import { NewsEventsScreen } from './news-events-screen';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';

// The news-and-events landing in the DOM: the newest news and the next events as cards in the mall's
// formats, each part with a link to its list, a sentence for an empty part, and its head.

const item = (id: string, title: string, slug: string, days: [string, string], times: [string, string], shop: string | null, image: string | null = `/img?url=${id}`) => ({
  id,
  title,
  slug,
  summary: `${title} summary`,
  image,
  startDate: days[0],
  startTime: times[0],
  endDate: days[1],
  endTime: times[1],
  shop: shop ? { id: '1005', name: shop } : null,
});

function data(overrides: Partial<NewsEventsPageQuery> = {}): NewsEventsPageQuery {
  return {
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y', timeFormat: 'H:i' },
    lastNews: [
      item('1201', 'Opening hours during the holidays', 'opening-hours-during-the-holidays', ['2026-11-01', '2026-12-10'], ['08:00', '22:00'], null),
      item('1208', 'Loyalty card now in the app', 'loyalty-card-now-in-the-app', ['2026-10-16', '2026-12-31'], ['08:00', '22:00'], 'Deichmann', null),
    ],
    upcomingEvents: [
      item('1116', 'Coffee Workshop', 'coffee-workshop', ['2026-11-25', '2026-11-25'], ['15:00', '17:00'], 'Tchibo'),
      item('1106', 'Christmas Market', 'christmas-market', ['2026-11-27', '2026-12-23'], ['10:00', '21:00'], null),
    ],
    ...overrides,
  };
}

function clientWith(result: NewsEventsPageQuery | null): Client {
  return { executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never) } as unknown as Client;
}

function renderIn(lang: Lang, result: NewsEventsPageQuery | null) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={clientWith(result)}>
        <MemoryRouter initialEntries={[pathFor('news-events', lang)]}>
          <NewsEventsScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('NewsEventsScreen', () => {
  it('shows the newest news and the next events as cards linking to their pages, with links to both lists', () => {
    renderIn('en', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.title);

    const news = screen.getByTestId('news-events-news');
    expect(within(news).getByRole('heading', { level: 2 }).textContent).toBe(en.news.heading);
    const newsCards = within(news).getAllByTestId('post-card');
    expect(newsCards).toHaveLength(2);
    expect(within(newsCards[0]!).getByRole('link').getAttribute('href')).toBe('/en/news-detail/1201/opening-hours-during-the-holidays');
    // A news item shows the day it was published, never a period nor hours.
    expect(within(newsCards[0]!).getByTestId('post-card-when').textContent).toBe('01.11.2026');
    expect(within(newsCards[0]!).queryByTestId('post-card-shop')).toBeNull();
    expect(within(newsCards[1]!).getByTestId('post-card-shop').textContent).toBe('From: Deichmann');
    expect(within(news).getByTestId('news-events-all-news').getAttribute('href')).toBe('/en/news');

    const events = screen.getByTestId('news-events-events');
    expect(within(events).getByRole('heading', { level: 2 }).textContent).toBe(en.events.heading);
    const eventCards = within(events).getAllByTestId('post-card');
    expect(within(eventCards[0]!).getByRole('link').getAttribute('href')).toBe('/en/event/1116/coffee-workshop');
    expect(within(eventCards[0]!).getByTestId('post-card-when').textContent).toBe('25.11.202615:00 – 17:00');
    expect(within(eventCards[0]!).getByTestId('post-card-shop').textContent).toBe('Place: Tchibo');
    expect(within(eventCards[1]!).getByTestId('post-card-when').textContent).toBe('27.11.2026 – 23.12.202610:00 – 21:00');
    expect(within(events).getByTestId('news-events-all-events').getAttribute('href')).toBe('/en/events');
  });

  it("writes the dates in the mall's formats and the page's language", () => {
    renderIn('cz', data({ mall: { id: '1', name: 'Galerie Harfa', dateFormat: 'j. F Y', timeFormat: 'G:i' } }));
    const events = screen.getByTestId('news-events-events');
    expect(within(events).getAllByTestId('post-card-when')[0]!.textContent).toBe('25. listopadu 202615:00 – 17:00');
    expect(within(events).getByTestId('news-events-all-events').getAttribute('href')).toBe('/cz/akce');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(cz.title);
  });

  it('loads the first news pictures at once and every other one lazily, each with its box', () => {
    renderIn('en', data());
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '270']);
  });

  it('says so when there is no news or no coming event, and keeps the links to the lists', () => {
    renderIn('de', data({ lastNews: [], upcomingEvents: [] }));
    expect(within(screen.getByTestId('news-events-news')).getByText(de.news.empty)).toBeTruthy();
    expect(within(screen.getByTestId('news-events-events')).getByText(de.events.empty)).toBeTruthy();
    expect(screen.queryAllByTestId('post-card')).toHaveLength(0);
    expect(screen.getByTestId('news-events-all-news').getAttribute('href')).toBe('/de/news');
  });

  it('shows a loading state while the data is on its way', () => {
    renderIn('en', null);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('newsEventsHead', () => {
  it("names the mall and takes the newest picture for link previews", () => {
    const i18n = createInstance();
    void i18n.use(initReactI18next).init({ ...i18nOptions('sk'), initAsync: false });
    const t = i18n.getFixedT('sk');
    const head = newsEventsHead(data({ mall: { id: '1', name: 'Aupark', dateFormat: null, timeFormat: null } }), (key, values) => t(key as never, values));
    expect(head.title).toBe('Novinky a podujatia – Aupark');
    expect(head.description).toContain('v nákupnom centre Aupark');
    expect(head.ogImage).toBe('/img?url=1201');
    const empty = newsEventsHead(data({ lastNews: [], upcomingEvents: [] }), (key, values) => t(key as never, values));
    expect(empty.ogImage).toBeNull();
  });
});
