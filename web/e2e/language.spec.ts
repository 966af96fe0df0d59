import { expect, test } from '@playwright/test';
import { matchPath, routeLabel } from '@mall/site';
import {
  consentTexts,
  cookieValue,
  expectedTodayHours,
  fill,
  languages,
  tenants,
  tenantUrl,
  texts,
  waitForApp,
  waitForHome,
} from './support';

// The language switcher (nav.language-switcher) keeps the page: the same route in the other language,
// home when the path is unknown. The locale cookie follows the URL's language.

const switcher = (lang: string) => `nav.language-switcher a[data-lang=${lang}]`;

test('home en → cz: URL, texts, html lang, locale cookie, and the next visit to /', async ({ page, context }) => {
  const tenant = tenants.aupark;
  await page.goto(tenantUrl(tenant, '/en'));
  await waitForHome(page);
  for (const lang of languages) await expect(page.locator(switcher(lang))).toHaveAttribute('href', `/${lang}`);
  await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(texts('en').home.featuredShops);
  expect(await cookieValue(context, tenant.origin, 'locale')).toBe('en');
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));

  await page.locator(switcher('cz')).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page).toHaveTitle(tenant.titles.cz);
  const cz = texts('cz');
  await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(cz.home.featuredShops);
  await expect(page.getByTestId('opening-today').getByRole('heading', { level: 2 })).toHaveText(cz.home.openingToday);
  const hours = expectedTodayHours(tenant);
  expect(hours).not.toBeNull();
  await expect(page.getByTestId('today-hours')).toHaveText(fill(cz.home.todayHours, { from: hours![0], to: hours![1] }));
  await expect(page.locator('#main-nav').getByRole('link', { name: routeLabel('shops-services', 'cz'), exact: true })).toBeVisible();
  await expect(page.locator('footer.site-footer').getByRole('button', { name: consentTexts('cz').dialog.title })).toBeVisible();
  await expect(page.locator(switcher('cz'))).toHaveAttribute('aria-current', 'true');
  await expect(page.locator(switcher('en'))).not.toHaveAttribute('aria-current', 'true');
  // The hero's links now lead to Czech detail pages.
  const firstSlide = await page.getByTestId('hero').locator('a.hero__slide').first().getAttribute('href');
  expect(matchPath(firstSlide ?? '')?.lang).toBe('cz');
  // A client-side switch: the document stayed.
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

  await expect.poll(() => cookieValue(context, tenant.origin, 'locale')).toBe('cz');
  const cookie = (await context.cookies(tenant.origin)).find((c) => c.name === 'locale');
  expect(cookie?.path).toBe('/');
  // 365 days (spec §9), give or take the test's own duration.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // The browser asks for English (en-US), but the cookie says Czech.
  await page.goto(tenantUrl(tenant, '/'));
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz'));
  await waitForHome(page);
});

test('from a 404 page the switcher leads to that language’s home', async ({ page }) => {
  const tenant = tenants.beta;
  const response = await page.goto(tenantUrl(tenant, '/de/gibt-es-nicht'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.locator(switcher('sk'))).toHaveAttribute('href', '/sk');

  await page.locator(switcher('sk')).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/sk'));
  await waitForHome(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByTestId('today-hours')).toHaveText(texts('sk').home.hoursUnavailable);
});

test('from the login page the switcher keeps the route (en login → cz prihlaseni)', async ({ page }) => {
  const tenant = tenants.aupark;
  const response = await page.goto(tenantUrl(tenant, '/en/login'));
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await expect(page.getByTestId('login-page')).toBeVisible();

  await page.locator(switcher('cz')).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz/prihlaseni'));
  await expect(page.getByTestId('login-page').getByRole('heading', { level: 1 })).toHaveText('Přihlášení');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
});