import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathFor, routeLabel, type RouteName } from '@mall/site';
import aboutCz from '../src/features/about/locales/cz.json' with { type: 'json' };
import aboutDe from '../src/features/about/locales/de.json' with { type: 'json' };
import aboutEn from '../src/features/about/locales/en.json' with { type: 'json' };
import aboutSk from '../src/features/about/locales/sk.json' with { type: 'json' };
import cinemaCz from '../src/features/cinema/locales/cz.json' with { type: 'json' };
import cinemaDe from '../src/features/cinema/locales/de.json' with { type: 'json' };
import cinemaEn from '../src/features/cinema/locales/en.json' with { type: 'json' };
import cinemaSk from '../src/features/cinema/locales/sk.json' with { type: 'json' };
import informationCz from '../src/features/information/locales/cz.json' with { type: 'json' };
import informationDe from '../src/features/information/locales/de.json' with { type: 'json' };
import informationEn from '../src/features/information/locales/en.json' with { type: 'json' };
import informationSk from '../src/features/information/locales/sk.json' with { type: 'json' };
import mapWayCz from '../src/features/map-way/locales/cz.json' with { type: 'json' };
import mapWayDe from '../src/features/map-way/locales/de.json' with { type: 'json' };
import mapWayEn from '../src/features/map-way/locales/en.json' with { type: 'json' };
import mapWaySk from '../src/features/map-way/locales/sk.json' with { type: 'json' };
import mobileAppCz from '../src/features/mobile-app/locales/cz.json' with { type: 'json' };
import mobileAppDe from '../src/features/mobile-app/locales/de.json' with { type: 'json' };
import mobileAppEn from '../src/features/mobile-app/locales/en.json' with { type: 'json' };
import mobileAppSk from '../src/features/mobile-app/locales/sk.json' with { type: 'json' };
import { weekdayName } from '../src/i18n/weekdays';
import {
  collectConsoleErrors,
  collectGraphqlRequests,
  fill,
  giveConsent,
  isPrefetchRequest,
  languages,
  stubTrackers,
  tenants,
  tenantUrl,
  texts,
  waitForApp,
  type Lang,
  type Tenant,
} from './support';

// The mall's own pages (issue 9 "Pages"): about, cinema, information, how to get here and the mobile
// app, server-rendered in every language for two tenants (the first HTML holds the screen, the app
// hydrates it without a GraphQL request or a warning), the cinema's programme and its 404 where the
// mall has none, the information hub's links, the map only with a maps key and consent, and the
// mobile-app guard both ways.

const about = { en: aboutEn, cz: aboutCz, sk: aboutSk, de: aboutDe };
const cinema = { en: cinemaEn, cz: cinemaCz, sk: cinemaSk, de: cinemaDe };
const information = { en: informationEn, cz: informationCz, sk: informationSk, de: informationDe };
const mapWay = { en: mapWayEn, cz: mapWayCz, sk: mapWaySk, de: mapWayDe };
const mobileApp = { en: mobileAppEn, cz: mobileAppCz, sk: mobileAppSk, de: mobileAppDe };

/** The mall's name in the sandbox (sandbox/src/data/brand.ts). */
const mallName: Record<string, string> = { aupark: 'Aupark', galerieharfa: 'Galerie Harfa', europasc: 'Europa Shopping Center', novoplaza: 'Novo Plaza', beta: 'Beta Mall' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The document title of a head text, with the mall's name filled in and other values left open. */
const titleOf = (template: string, mall: string) => new RegExp(`^${escape(fill(template, { mall })).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
/** React writes `'` and `&` escaped in the HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

interface Screen {
  route: RouteName;
  heading: (lang: Lang, mall: string) => string;
  title: (lang: Lang) => string;
  testId: string;
}

const screens: Screen[] = [
  { route: 'about', heading: (lang, mall) => fill(about[lang].title, { mall }), title: (lang) => about[lang].head.title, testId: 'about' },
  { route: 'information', heading: (lang) => information[lang].title, title: (lang) => information[lang].head.title, testId: 'information' },
  { route: 'map-way', heading: (lang) => mapWay[lang].title, title: (lang) => mapWay[lang].head.title, testId: 'map-way' },
  { route: 'mobile-app', heading: (lang, mall) => fill(mobileApp[lang].title, { mall }), title: (lang) => mobileApp[lang].head.title, testId: 'mobile-app' },
];

/** The server's own answer (no redirect followed), asked as the tenant's host; Node does not resolve *.localhost. */
function serverAnswer(request: APIRequestContext, tenant: Tenant, path: string) {
  const origin = new URL(tenant.origin);
  return request.get(`http://127.0.0.1:${origin.port}${path}`, { headers: { host: origin.host }, maxRedirects: 0 });
}

/** A client-side navigation, as a link inside page content would make: history push + popstate. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectServerRendered(page: Page, tenant: Tenant, screen: Screen, lang: Lang) {
  const mall = mallName[tenant.id]!;
  const response = await page.goto(tenantUrl(tenant, pathFor(screen.route as never, lang)));
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  // The raw first HTML already holds the screen.
  expect(html).toContain(`<h1>${inHtml(screen.heading(lang, mall))}</h1>`);
  await waitForApp(page);
  await expect(page.getByTestId(screen.testId)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading(lang, mall));
  await expect(page).toHaveTitle(titleOf(screen.title(lang), mall));
}

for (const tenant of [tenants.aupark, tenants.galerieharfa]) {
  for (const screen of screens) {
    for (const lang of languages) {
      test(`${screen.route} of ${tenant.id} in ${lang}: server-rendered, hydrated without a request`, async ({ page }) => {
        const errors = collectConsoleErrors(page);
        const graphql = collectGraphqlRequests(page);
        await expectServerRendered(page, tenant, screen, lang);
        expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
}

test.describe('the cinema', () => {
  for (const lang of languages) {
    test(`aupark's programme in ${lang}: days in the mall's format, times that book`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const graphql = collectGraphqlRequests(page);
      const response = await page.goto(tenantUrl(tenants.aupark, pathFor('cinema', lang)));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1>${cinema[lang].title}</h1>`);
      expect(html).toContain('Cinema City Aupark');
      await waitForApp(page);
      await expect(page).toHaveTitle(titleOf(cinema[lang].head.titleNamed, 'Aupark'));
      const days = page.getByTestId('cinema-day');
      expect(await days.count()).toBeGreaterThanOrEqual(6);
      // aupark writes dates d.m.Y.
      await expect(days.first().getByRole('heading', { level: 2 })).toHaveText(/\d{2}\.\d{2}\.\d{4}$/);
      const time = days.last().getByTestId('cinema-film').first().locator('.cinema__times a').first();
      await expect(time).toHaveText(/^\d{2}:\d{2}$/);
      await expect(time).toHaveAttribute('href', /^https:\/\/www\.cinemacity\.sk\/cinemas\/aupark\/booking\?film=\d+&date=\d{4}-\d{2}-\d{2}&time=\d{4}$/);
      await expect(time).toHaveAttribute('rel', /noopener/);
      await expect(page.getByTestId('cinema-hours').locator('tr')).toHaveCount(7);
      // The day links are in-page anchors.
      const second = page.getByRole('navigation', { name: cinema[lang].days }).getByRole('link').nth(1);
      const target = await second.getAttribute('href');
      expect(target).toMatch(/^#day-\d{4}-\d{2}-\d{2}$/);
      expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a cinema without a published programme: its hours and the operator', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    for (const lang of ['sk', 'de'] as const) {
      const response = await page.goto(tenantUrl(tenants.europasc, pathFor('cinema', lang)));
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('cinema-no-programme')).toHaveText(cinema[lang].noProgrammeOperator);
      await expect(page.getByTestId('cinema-operator')).toHaveAttribute('href', 'https://www.cinemax.sk/kina/banska-bystrica');
      // europasc's cinema rests on Mondays.
      await expect(page.getByTestId('cinema-hours').getByRole('row', { name: new RegExp(weekdayName('monday', lang)) })).toContainText(cinema[lang].closed);
    }
    expect(errors).toEqual([]);
  });

  test('a mall without a cinema answers 404 with the error screen, in every language', async ({ request }) => {
    for (const tenant of [tenants.galerieharfa, tenants.novoplaza]) {
      for (const lang of languages) {
        const response = await serverAnswer(request, tenant, pathFor('cinema', lang));
        expect(response.status()).toBe(404);
        expect(await response.text()).toContain(inHtml(fill(texts(lang).error.pageNotFound, { path: pathFor('cinema', lang) })));
      }
    }
  });
});

test.describe('information', () => {
  test("the hub links the setting's pages in its order, and a card navigates in the app", async ({ page, context }) => {
    await giveConsent(context, tenants.europasc.origin);
    const errors = collectConsoleErrors(page);
    await page.goto(tenantUrl(tenants.europasc, pathFor('information', 'sk')));
    await waitForApp(page);
    const cards = page.getByTestId('information-card');
    // sandbox/src/data/settings.ts: europasc's information_items_names.
    const routes = ['opening-hours', 'parking', 'map-way', 'amenities', 'faq', 'contact', 'gift-cards'] as const;
    await expect(cards).toHaveCount(routes.length);
    for (const [index, route] of routes.entries()) {
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', pathFor(route as never, 'sk'));
      await expect(cards.nth(index)).toContainText(routeLabel(route, 'sk'));
    }
    const graphql = collectGraphqlRequests(page);
    await cards.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(tenantUrl(tenants.europasc, pathFor('map-way', 'sk')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mapWay.sk.title);
    expect(graphql.filter((r) => !isPrefetchRequest(r)).length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});

test.describe('how to get here', () => {
  test("each travel mode in the setting's order, directions from the mall's coordinates, no map without a maps key", async ({ page, context }) => {
    // Statistics allowed: still no embedded map, as this bff has no MAPS_API_KEY.
    await giveConsent(context, tenants.galerieharfa.origin, 'STAT');
    // With statistics allowed the tag manager loads: there is no network to the outside.
    await stubTrackers(context);
    const errors = collectConsoleErrors(page);
    await page.goto(tenantUrl(tenants.galerieharfa, pathFor('map-way', 'cz')));
    await waitForApp(page);
    const modes = page.getByTestId('map-way-mode');
    await expect(modes).toHaveCount(3);
    await expect(modes.getByRole('heading', { level: 2 })).toHaveText([mapWay.cz.mode['public-transport'], mapWay.cz.mode.car, mapWay.cz.mode.walk]);
    await expect(modes.first()).toContainText('Českomoravská');
    await expect(page.getByTestId('map-way-directions')).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=50.1047%2C14.4936');
    await expect(modes.first().getByRole('link')).toHaveAttribute('href', /travelmode=transit$/);
    await expect(page.getByTestId('map-way-address')).toContainText('190 00 Praha');
    await expect(page.getByTestId('map-way-map')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the mobile app', () => {
  test('is shown where the app is on, with its store links', async ({ page, request }) => {
    expect((await serverAnswer(request, tenants.aupark, pathFor('mobile-app', 'sk'))).status()).toBe(200);
    await page.goto(tenantUrl(tenants.galerieharfa, pathFor('mobile-app', 'cz')));
    // galerieharfa's app is on Google Play only.
    await expect(page.getByTestId('mobile-app-android')).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.mallsites.galerieharfa');
    await expect(page.getByTestId('mobile-app-ios')).toHaveCount(0);
  });

  for (const lang of languages) {
    test(`sends visitors home where the app is off, in the first HTML (${lang})`, async ({ request }) => {
      const response = await serverAnswer(request, tenants.novoplaza, pathFor('mobile-app', lang));
      expect([301, 302, 303, 307, 308]).toContain(response.status());
      expect(response.headers()['location']).toBe(pathFor('home', lang));
    });
  }

  test('sends visitors home where the app is off, on client navigation too', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(tenantUrl(tenants.novoplaza, '/cz'));
    await waitForApp(page);
    await navigateInApp(page, pathFor('mobile-app', 'cz'));
    await expect(page).toHaveURL(tenantUrl(tenants.novoplaza, '/cz'));
    await expect(page.getByTestId('mobile-app')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the about page reads and its links work', async ({ page }) => {
    await page.goto(tenantUrl(tenants.aupark, '/sk/o-nakupnom-centre'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(about.sk.title, { mall: 'Aupark' }));
    await expect(page.getByTestId('about-text')).toContainText('Dunaja');
    await page.getByTestId('about-address').getByRole('link', { name: about.sk.howToGetHere }).click();
    await expect(page).toHaveURL(tenantUrl(tenants.aupark, pathFor('map-way', 'sk')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mapWay.sk.title);
    await expect(page.getByTestId('map-way-mode')).toHaveCount(4);
  });
});
