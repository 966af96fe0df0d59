import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import type { HomePageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { HERO_CARDS, HeroCards } from './hero-cards';
import { HomeNewsEvents } from './home-news-events';
import { heroCardEvents, HomeScreen } from './home-screen';
import en from './locales/en.json';
import sk from './locales/sk.json';

// Home's events and news (issue 9): the hero cards of the setting's scope right under the hero, and
// the `news-events` section's last events and newest news, in the mall's formats, lazily loaded.

type Event = HomePageQuery['upcomingEvents'][number];

const event = (id: string, title: string, shop: string | null, day = '2026-11-25'): Event => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  image: `/img?url=${id}`,
  startDate: day,
  startTime: '15:00',
  endDate: day,
  endTime: '17:00',
  shop: shop ? { name: shop } : null,
  liked: false,
});

const news = (id: string, title: string, shop: string | null): HomePageQuery['lastNews'][number] => ({
  id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  image: null,
  startDate: '2026-10-16',
  shop: shop ? { name: shop } : null,
  liked: false,
});

const formats = { dateFormat: 'd.m.Y', timeFormat: 'H:i' };

function renderIn(lang: Lang, element: ReactElement, result: object | null = null) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}`]}>{element}</MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('HeroCards', () => {
  const events = ['1', '2', '3', '4', '5', '6'].map((id) => event(id, `Event ${id}`, 'Tchibo'));

  it("shows the scope's first four events as cards linking to them, and a link to the scope's list", () => {
    renderIn('en', <HeroCards events={events} scope="STORES" formats={formats} lang="en" />);
    const section = screen.getByTestId('hero-cards');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(en.heroCards.heading.stores);
    const cards = within(section).getAllByTestId('post-card');
    expect(cards).toHaveLength(HERO_CARDS);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/en/event/1/event-1');
    expect(within(cards[0]!).getByTestId('post-card-when').textContent).toBe('25.11.202615:00 – 17:00');
    expect(within(cards[0]!).getByTestId('post-card-shop').textContent).toBe('Place: Tchibo');
    expect(within(section).getByTestId('hero-cards-all').getAttribute('href')).toBe('/en/events-stores');
    // Under the hero: every picture lazy, its box reserved.
    for (const img of section.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '270']);
    }
  });

  it("names the mall's events and all events by their scope, in the page's language", () => {
    const { unmount } = renderIn('sk', <HeroCards events={events} scope="MALL" formats={formats} lang="sk" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(sk.heroCards.heading.mall);
    expect(screen.getByTestId('hero-cards-all').getAttribute('href')).toBe('/sk/podujatia-centra');
    unmount();
    renderIn('sk', <HeroCards events={events} scope="ALL" formats={formats} lang="sk" />);
    expect(screen.getByTestId('hero-cards-all').getAttribute('href')).toBe('/sk/podujatia');
  });

  it('shows nothing without events', () => {
    renderIn('en', <HeroCards events={[]} scope="STORES" formats={formats} lang="en" />);
    expect(screen.queryByTestId('hero-cards')).toBeNull();
  });
});

describe('HomeNewsEvents', () => {
  it("marks the rows the signed-in member likes (the personal variants' liked), and only those", () => {
    const liked = { ...event('1116', 'Coffee Workshop', 'Tchibo'), liked: true };
    renderIn('sk', <HomeNewsEvents events={[liked, event('1106', 'Christmas Market', null)]} news={[{ ...news('1208', 'Loyalty card', null), liked: true }, news('1209', 'Other', null)]} formats={formats} lang="sk" />);
    const rows = screen.getAllByTestId('home-event');
    expect(within(rows[0]!).getByTestId('post-liked').textContent).toBe('♥ Obľúbené');
    expect(within(rows[1]!).queryByTestId('post-liked')).toBeNull();
    const items = screen.getAllByTestId('home-news-item');
    expect(within(items[0]!).getByTestId('post-liked')).toBeTruthy();
    expect(within(items[1]!).queryByTestId('post-liked')).toBeNull();
  });

  it('lists the last events and the newest news as rows with their dates, shops and links', () => {
    renderIn('en', <HomeNewsEvents events={[event('1116', 'Coffee Workshop', 'Tchibo'), event('1106', 'Christmas Market', null)]} news={[news('1208', 'Loyalty card now in the app', 'Deichmann')]} formats={formats} lang="en" />);
    const section = screen.getByTestId('home-news-events');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(en.newsEvents.heading);
    expect(within(section).getByRole('link', { name: en.newsEvents.all }).getAttribute('href')).toBe('/en/news-events');
    const rows = within(section).getAllByTestId('home-event');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Coffee Workshop' }).getAttribute('href')).toBe('/en/event/1116/coffee-workshop');
    expect(rows[0]!.textContent).toContain('25.11.2026 · 15:00 – 17:00');
    expect(rows[0]!.textContent).toContain('Place: Tchibo');
    expect(rows[1]!.textContent).not.toContain('Place:');
    const item = within(section).getByTestId('home-news-item');
    expect(within(item).getByRole('link').getAttribute('href')).toBe('/en/news-detail/1208/loyalty-card-now-in-the-app');
    expect(item.textContent).toContain('16.10.2026');
    expect(item.querySelector('img')).toBeNull();
    for (const img of section.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('sizes')).toBe('128px');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['160', '90']);
    }
    expect(within(section).getByRole('link', { name: en.newsEvents.allEvents }).getAttribute('href')).toBe('/en/events');
    expect(within(section).getByRole('link', { name: en.newsEvents.allNews }).getAttribute('href')).toBe('/en/news');
  });

  it('says so for an empty part, and shows nothing when both are empty', () => {
    const { unmount } = renderIn('sk', <HomeNewsEvents events={[]} news={[news('1', 'Novinka', null)]} formats={formats} lang="sk" />);
    expect(within(screen.getByTestId('home-events')).getByText(sk.newsEvents.noEvents)).toBeTruthy();
    unmount();
    renderIn('sk', <HomeNewsEvents events={[]} news={[]} formats={formats} lang="sk" />);
    expect(screen.queryByTestId('home-news-events')).toBeNull();
  });
});

describe('HomeScreen', () => {
  const data = (eventType: string, homepageItems: string[]): HomePageQuery =>
    ({
      settings: { heroBannerAspectRatio: '16/9', homepageItems, heroCardsEventType: eventType },
      heroBanners: [],
      featuredShops: [],
      mall: { id: '1', name: 'Aupark', openingHoursDescription: null, dateFormat: 'd.m.Y', timeFormat: 'H:i', today: null, openingHours: [] },
      heroStoreEvents: { items: [event('11', 'Store event', 'Tchibo')] },
      heroMallEvents: { items: [event('12', 'Mall event', null)] },
      upcomingEvents: [event('13', 'Any event', null)],
      lastNews: [news('21', 'News', null)],
    }) as unknown as HomePageQuery;

  it('picks the hero cards by hero_cards_event_type', () => {
    const home = data('stores', []);
    expect(heroCardEvents(home, 'STORES').map((e) => e.id)).toEqual(['11']);
    expect(heroCardEvents(home, 'MALL').map((e) => e.id)).toEqual(['12']);
    expect(heroCardEvents(home, 'ALL').map((e) => e.id)).toEqual(['13']);
  });

  it('puts the hero cards right under the hero, and the news-events section where homepage_items_names says', () => {
    renderIn('en', <HomeScreen />, data('mall', ['hero', 'news-events', 'opening-hours']));
    const cards = screen.getByTestId('hero-cards');
    expect(cards.getAttribute('data-scope')).toBe('MALL');
    expect(within(cards).getByRole('link', { name: /Mall event/ })).toBeTruthy();
    const order = [...document.querySelectorAll('[data-testid="hero-cards"], [data-testid="home-news-events"], [data-testid="opening-today"]')].map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual(['hero-cards', 'home-news-events', 'opening-today']);
  });

  it('shows neither when the mall lists neither the hero nor news-events', () => {
    renderIn('en', <HomeScreen />, data('weird', ['opening-hours']));
    expect(screen.queryByTestId('hero-cards')).toBeNull();
    expect(screen.queryByTestId('home-news-events')).toBeNull();
  });
});
