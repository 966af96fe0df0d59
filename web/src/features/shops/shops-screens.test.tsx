import { fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { describe, expect, it, onTestFinished } from 'vitest';
import { slugify } from '@mall/site';
import { ShopCard } from '../../components/shop-card';
import type { ShopPageQuery, ShopsCategoryPageQuery, ShopsServicesPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { aspectOf, floorplanHref, ShopScreen } from './shop-screen';
import { ShopsCategoryScreen } from './shops-category-screen';
import { ShopsServicesScreen } from './shops-services-screen';

// The shops' screens in the DOM: what each shows from its data, in the page's language.

type Lang = 'en' | 'cz' | 'sk' | 'de';

const card = (id: string, name: string, floor: number | null = 1, logo: string | null = `/img?url=${id}`, entityCounts: { offers: number; events: number; news: number } | null = null) => ({ id, name, slug: slugify(name), logo, category: 'Fashion', floor, entityCounts });

function clientWith(result: object | null): Client {
  return { executeQuery: () => (result ? fromValue({ data: result, stale: false, hasNext: false }) : never) } as unknown as Client;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(lang: Lang, path: string, pattern: string, element: ReactElement, result: object | null) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={clientWith(result)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

const week = (from: string, to: string) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({ weekday, from, to, closed: false }));

const offer = {
  id: '501',
  name: 'Winter sale',
  slug: 'winter-sale',
  image: '/img?url=offer',
  price: 19.99,
  originalPrice: 39.99,
  discountPercent: 50,
  currency: 'EUR',
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  upcoming: false,
  liked: false,
  shop: { id: '12', name: 'H&M', slug: 'h-and-m' },
};

function shopData(
  shop: Partial<NonNullable<ShopPageQuery['shop']>> = {},
  settings: Partial<ShopPageQuery['settings']> = {},
  posts: Partial<Pick<ShopPageQuery, 'shopEvents' | 'shopNews'>> = {},
): ShopPageQuery {
  return {
    settings: {
      showFloorNumberOnShopCard: true,
      storeDetailCarouselAspectRatio: '4/3',
      defaultFloorplanId: '7',
      isLoyaltyProgramDisplayedOnShop: true,
      isFloorplanFirstOnShopDetail: false,
      isOffersVisibleOnlyWhenLoggedIn: false,
      offersLayout: 'product',
      ...settings,
    },
    mall: { id: '1', name: 'Aupark', dateFormat: 'dd.MM.yyyy', timeFormat: 'H:i', todayWeekday: 'wednesday', today: { from: '10:00', to: '21:00' }, openingHours: [{ zone: 'default', closed: false, days: week('10:00', '21:00') }] },
    shop: {
      ...card('12', 'H&M', 0),
      followed: false,
      slug: 'h-and-m',
      image: '/img?url=cover',
      description: '<p>Fashion for <strong>everyone</strong>.</p>',
      summary: 'Fashion for everyone.',
      unit: 'A-010',
      website: 'https://www2.hm.com',
      phone: '+421 2 6820 1100',
      email: 'hm@aupark.test',
      gallery: ['/img?url=1', '/img?url=2'],
      social: [{ network: 'instagram', url: 'https://instagram.com/hm' }],
      loyaltyPartner: true,
      openingHours: null,
      today: null,
      categories: [{ id: '11', name: 'Women', key: '11-women' }],
      related: [card('13', 'Zara'), card('14', 'Reserved')],
      offers: [offer],
      ...shop,
    },
    shopEvents: { items: [] },
    shopNews: { items: [] },
    ...posts,
  };
}

describe('ShopScreen', () => {
  const at = (lang: Lang, data: ShopPageQuery | null, path = '/en/shop/12/h-and-m') => renderAt(lang, path, '/:lang/:segment/:id/:title', <ShopScreen />, data);

  it("shows the shop: logo, categories as links, sanitised description, where it is, the mall's hours, contact, related shops", () => {
    at('en', shopData());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('H&M');
    expect(within(screen.getByTestId('shop-categories')).getByRole('link', { name: 'Women' }).getAttribute('href')).toBe('/en/shops/11-women/1');
    expect(screen.getByTestId('shop-description').innerHTML).toBe('<p>Fashion for <strong>everyone</strong>.</p>');
    expect(within(screen.getByTestId('shop-location')).getByText('Ground floor, unit A-010')).toBeTruthy();
    expect(screen.getByTestId('shop-floorplan-link').getAttribute('href')).toBe('/en/floorplan/7?unit=A-010');
    expect(screen.getByTestId('shop-today').textContent).toBe('Today open 10:00–21:00');
    expect(screen.getByText("The shop keeps the centre's opening hours.")).toBeTruthy();
    expect(screen.getByTestId('shop-week').querySelector('tr[aria-current="date"]')?.textContent).toBe('WednesdayToday10:00–21:00');
    expect(within(screen.getByTestId('shop-contact')).getByRole('link', { name: 'www2.hm.com' }).getAttribute('href')).toBe('https://www2.hm.com');
    expect(within(screen.getByTestId('shop-contact')).getByRole('link', { name: '+421 2 6820 1100' }).getAttribute('href')).toBe('tel:+421268201100');
    expect(within(screen.getByTestId('shop-related')).getAllByTestId('shop-card')).toHaveLength(2);
    expect(screen.getByTestId('shop-loyalty')).toBeTruthy();
    const photo = screen.getByTestId('shop-gallery').querySelector('img');
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['800', '600']);
  });

  it("says what the shop has, each part linking to its section on the page, and shows related shops in the carousel of set 3", () => {
    at('en', shopData({ entityCounts: { offers: 1, events: 2, news: 0 } }, {}, { shopEvents: { items: [] } }));
    const counts = screen.getByTestId('shop-counts');
    expect(Array.from(counts.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['1 offer', '2 events']);
    // Offers are on the page; the events are not (none listed): text only.
    expect(within(counts).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/shop/12/h-and-m#shop-offers']);
    const carousel = within(screen.getByTestId('shop-related')).getByRole('group', { name: 'Similar shops' });
    expect(carousel.getAttribute('data-breakpoint-set')).toBe('3');
    expect(within(carousel).getAllByTestId('shop-card')).toHaveLength(2);
  });

  it("shows the shop's own week and today's hours when it has them", () => {
    at('de', shopData({ openingHours: week('07:00', '22:00'), today: { from: '07:00', to: '22:00' } }), '/de/shop/12/h-and-m');
    expect(screen.getByTestId('shop-today').textContent).toBe('Heute geöffnet 07:00–22:00');
    expect(screen.queryByText('Das Geschäft hat die Öffnungszeiten des Centers.')).toBeNull();
  });

  it('leaves out the loyalty badge, the floor plan link and contact rows the tenant or shop has not', () => {
    at('sk', shopData({ phone: null, email: null, website: null, social: [] }, { isLoyaltyProgramDisplayedOnShop: false, defaultFloorplanId: null }), '/sk/obchod/12/h-and-m');
    expect(screen.queryByTestId('shop-loyalty')).toBeNull();
    expect(screen.queryByTestId('shop-floorplan-link')).toBeNull();
    expect(screen.queryByTestId('shop-contact')).toBeNull();
    expect(within(screen.getByTestId('shop-location')).getByText('Prízemie, jednotka A-010')).toBeTruthy();
  });

  it("shows the shop's current offers as offer cards, and none where offers are for members only", () => {
    const { unmount } = at('en', shopData());
    const offers = screen.getByTestId('shop-offers');
    expect(within(offers).getByRole('heading', { level: 2 }).textContent).toBe('Current offers');
    expect(within(offers).getByRole('link', { name: /Winter sale/ }).getAttribute('href')).toBe('/en/offer/501/winter-sale');
    unmount();
    at('en', shopData({}, { isOffersVisibleOnlyWhenLoggedIn: true }));
    expect(screen.queryByTestId('shop-offers')).toBeNull();
  });

  it("shows the shop's coming events and newest news as cards linking to their pages, in the mall's formats", () => {
    const base = shopData(
      {},
      {},
      {
        shopEvents: {
          items: [{ id: '1116', title: 'Coffee Workshop', slug: 'coffee-workshop', summary: 'Brew the perfect cup.', image: '/img?url=e', startDate: '2026-11-25', startTime: '15:00', endDate: '2026-11-25', endTime: '17:00' }],
        },
        shopNews: { items: [{ id: '1208', title: 'Loyalty card now in the app', slug: 'loyalty-card-now-in-the-app', summary: null, image: null, startDate: '2026-10-16' }] },
      },
    );
    at('sk', { ...base, mall: { ...base.mall, dateFormat: 'j. n. Y', timeFormat: 'G:i' } }, '/sk/obchod/12/h-and-m');
    const events = screen.getByTestId('shop-events');
    expect(within(events).getByRole('heading', { level: 2 }).textContent).toBe('Pripravované podujatia');
    expect(within(events).getByRole('link', { name: /Coffee Workshop/ }).getAttribute('href')).toBe('/sk/podujatie/1116/coffee-workshop');
    expect(within(events).getByTestId('post-card-when').textContent).toBe('25. 11. 202615:00 – 17:00');
    const img = events.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    const news = screen.getByTestId('shop-news');
    expect(within(news).getByRole('heading', { level: 2 }).textContent).toBe('Najnovšie správy');
    expect(within(news).getByRole('link', { name: /Loyalty card/ }).getAttribute('href')).toBe('/sk/novinka/1208/loyalty-card-now-in-the-app');
    expect(within(news).getByTestId('post-card-when').textContent).toBe('16. 10. 2026');
  });

  it('shows no events nor news section for a shop that has none', () => {
    at('en', shopData());
    expect(screen.queryByTestId('shop-events')).toBeNull();
    expect(screen.queryByTestId('shop-news')).toBeNull();
  });

  it('puts the floor plan block first when the tenant says so', () => {
    at('en', shopData({}, { isFloorplanFirstOnShopDetail: true }));
    const location = screen.getByTestId('shop-location');
    const gallery = screen.getByTestId('shop-gallery');
    expect(location.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains that following needs signing in, with the way to sign in and back', () => {
    at('cz', shopData(), '/cz/obchod/12/h-and-m');
    const message = screen.getByTestId('shop-follow-message');
    expect(message.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /^Sledovat / }));
    expect(message.textContent).toBe('Sledovat obchody mohou jen přihlášení členové věrnostního programu. Přihlásit se');
    expect(within(message).getByRole('link').getAttribute('href')).toBe('/cz/prihlaseni?redirect=%2Fcz%2Fobchod%2F12%2Fh-and-m');
    expect(message.getAttribute('role')).toBe('status');
  });

  it('redirects another title to the shop\'s slug, and shows a loading state while the data is on its way', () => {
    const { unmount } = at('en', shopData(), '/en/shop/12/hm');
    expect(screen.getByTestId('where').textContent).toBe('/en/shop/12/h-and-m');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('H&M');
    unmount();
    at('en', null);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('shop detail helpers', () => {
  it('size the gallery by the aspect-ratio setting, a bad one as a square', () => {
    expect(aspectOf('16/9', 800)).toEqual({ css: '16 / 9', width: 800, height: 450 });
    expect(aspectOf('nonsense', 800)).toEqual({ css: '1 / 1', width: 800, height: 800 });
    expect(aspectOf('0/1', 800).css).toBe('1 / 1');
  });
  it('link the floor plan at the unit only when a default floor plan is set', () => {
    expect(floorplanHref('cz', '3', 'B-013 / 2')).toBe('/cz/mapa-centra/3?unit=B-013%20%2F%202');
    expect(floorplanHref('en', null, 'A-010')).toBeNull();
    expect(floorplanHref('en', '3', null)).toBe('/en/floorplan/3');
  });
});

describe('ShopsServicesScreen', () => {
  const data: ShopsServicesPageQuery = {
    settings: { showFloorNumberOnShopCard: false },
    mall: { id: '1', name: 'Aupark' },
    categories: [
      { id: '1', name: 'Fashion', key: '1-fashion', shopCount: 3, children: [{ id: '11', name: 'Women', key: '11-women', shopCount: 2 }, { id: '12', name: 'Men', key: '12-men', shopCount: 0 }] },
      { id: '9', name: 'Entertainment', key: '9-entertainment', shopCount: 0, children: [] },
    ],
    featuredShops: [card('1', 'Zara')],
    shopsByLetter: [
      { letter: 'L', shops: [card('2', 'Ľudová tvorba', 2)] },
      { letter: 'Z', shops: [card('1', 'Zara')] },
    ],
  };

  it('shows the categories that have shops with their counts, the featured shops and the A–Z list with its letter index', () => {
    renderAt('sk', '/sk/obchody-a-sluzby', '/sk/obchody-a-sluzby', <ShopsServicesScreen />, data);
    const tree = screen.getByTestId('shop-categories');
    expect(within(tree).getAllByRole('link').map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/sk/obchody/1-fashion/1', 'Fashion 3 obchody'],
      ['/sk/obchody/11-women/1', 'Women 2 obchody'],
    ]);
    expect(within(screen.getByTestId('featured-shops')).getAllByTestId('shop-card')).toHaveLength(1);
    // The tenant does not show floors on cards.
    expect(screen.queryByText('2. poschodie')).toBeNull();
    const index = screen.getByRole('navigation', { name: 'Prejsť na písmeno' });
    expect(within(index).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#letter-L', '#letter-Z']);
    expect(within(screen.getByTestId('letter-L')).getByRole('link', { name: 'Ľudová tvorba' }).getAttribute('href')).toBe('/sk/obchod/2/ludova-tvorba');
  });
});

describe('ShopsCategoryScreen', () => {
  const data = (lastPage: number, shops = [card('1', 'CCC', 0), card('2', 'Zara', -1)]): ShopsCategoryPageQuery => ({
    settings: { showFloorNumberOnShopCard: true },
    mall: { id: '1', name: 'Aupark' },
    shopsInCategory: { category: { id: '1', name: 'Fashion', key: '1-fashion', children: [] }, shops, currentPage: 2, lastPage, perPage: 10, total: 12 },
  });

  it('shows the page of shops with floors, the count and the paging links', () => {
    renderAt('en', '/en/shops/1-fashion/2', '/en/shops/:category/:page', <ShopsCategoryScreen />, data(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fashion');
    expect(screen.getByTestId('shops-count').textContent).toBe('12 shops · Page 2 of 2');
    const cards = screen.getAllByTestId('shop-card');
    expect(cards.map((c) => c.querySelector('.shop-card__floor')?.textContent)).toEqual(['Ground floor', 'Floor -1']);
    expect(within(screen.getByTestId('pagination')).getByRole('link', { name: /1/ }).getAttribute('href')).toBe('/en/shops/1-fashion/1');
    // The page size is the visitor's to choose (spec §9 options), from the list's first page.
    expect(screen.getByTestId('page-size').getAttribute('action')).toBe('/en/shops/1-fashion/1');
  });

  it('throws the 404 for a page past the end (the route shows the error screen)', () => {
    expect(() => renderAt('en', '/en/shops/1-fashion/3', '/en/shops/:category/:page', <ShopsCategoryScreen />, data(2))).toThrow(/Page not found/);
  });
});

describe('ShopCard', () => {
  it('links the logo and name to the shop, with the image sized and lazy unless eager', () => {
    renderAt('de', '/de/x', '/de/x', <ShopCard shop={card('5', 'Dráčik', 1)} lang="de" floorLabel="Etage 1" />, null);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/de/shop/5/dracik');
    const img = link.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['160', '160', 'lazy']);
    expect(screen.getByText('Etage 1')).toBeTruthy();
  });
});

describe('the all-images-loaded flag of a list', () => {
  it('is set once every logo has loaded or failed, not by a re-render', () => {
    // The DOM of the tests loads no image and calls every one complete; a browser does so only once it has.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    onTestFinished(() => {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    });
    const shops = [card('1', 'CCC'), card('2', 'Zara'), card('3', 'No logo', 1, null)];
    const data: ShopsCategoryPageQuery = {
      settings: { showFloorNumberOnShopCard: false },
      mall: { id: '1', name: 'Aupark' },
      shopsInCategory: { category: { id: '1', name: 'Fashion', key: '1-fashion', children: [] }, shops, currentPage: 1, lastPage: 1, perPage: 10, total: 3 },
    };
    renderAt('en', '/en/shops/1-fashion/1', '/en/shops/:category/:page', <ShopsCategoryScreen />, data);
    const list = screen.getByTestId('category-shops');
    expect(list.getAttribute('data-all-images-loaded')).toBe('false');
    const images = list.querySelectorAll('img');
    expect(images).toHaveLength(2);
    fireEvent.load(images[0]!);
    expect(list.getAttribute('data-all-images-loaded')).toBe('false');
    fireEvent.error(images[1]!);
    expect(list.getAttribute('data-all-images-loaded')).toBe('true');
  });
});
